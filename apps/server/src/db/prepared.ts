import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { Database } from './schema';
import { nameStatement } from './statement-names';

/** Stands where an argument goes while the query is built once; replaced by the value per call. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A hot-path query built and compiled once per engine, then run with new values: Kysely's
 * building (node tree, freezing, reference parsing) and compiling cost about a fifth of a small
 * request's CPU (docs/performance.md). `build` receives stand-ins for its arguments and must use
 * each as a plain value (a comparison's right side, a value to set), never to decide the shape.
 * SQLite then reuses the prepared statement (db/sqlite-statement-cache.ts keeps them by SQL text); PostgreSQL
 * gets it as a named statement, parsed once per connection (statement-names.ts).
 */
export function prepared<Args extends unknown[], Row>(build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>) {
  // Keyed by the dialect's adapter class: the SQL differs per engine only (`?` or `$1`, quoting).
  const byEngine = new Map<unknown, CompiledQuery<Row>>();
  const arity = build.length - 1;

  function bound(db: Kysely<Database>, args: Args): CompiledQuery<Row> {
    const engine = db.getExecutor().adapter.constructor;
    let compiled = byEngine.get(engine);
    if (!compiled) {
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as Args;
      compiled = build(db, ...slots).compile();
      byEngine.set(engine, compiled);
      nameStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return { ...compiled, parameters };
  }

  return {
    async all(db: Kysely<Database>, ...args: Args): Promise<Row[]> {
      return (await db.executeQuery(bound(db, args))).rows;
    },
    async first(db: Kysely<Database>, ...args: Args): Promise<Row | undefined> {
      return (await db.executeQuery(bound(db, args))).rows[0];
    },
    async run(db: Kysely<Database>, ...args: Args): Promise<void> {
      await db.executeQuery(bound(db, args));
    },
  };
}
