// `npx tsx apps/server/src/db/explain-heavy.ts [DATABASE_URL]`: the query plans of the heavy reads
// (the search snapshot's load and check, a recommendation universe) on a national-size demo data set,
// for docs/performance.md. Seeds DEMO_SCALE=2 into the database when it is empty. A tool, not a test.
import { Kysely, sql } from 'kysely';
import { seedDemoData } from '../demo';
import { loadUniverse } from '../modules/filling';
import { searchSnapshot } from '../modules/search';
import { createDb, dialectOf } from './database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

const url = process.argv[2] ?? '/tmp/yzy-explain.db';
const { db, close } = createDb(url);
await migrateToLatest(db);
await seedDemoData(db, { seed: 1, scale: 2 });

const province = await db.selectFrom('provinces').select('id').where('id', '=', 41).executeTakeFirstOrThrow();
const category = await db
  .selectFrom('exam_categories')
  .select(['id'])
  .where('province_id', '=', province.id)
  .where('name', '=', '美术与设计类')
  .executeTakeFirstOrThrow();
const year = Number(
  (
    await db
      .selectFrom('batches')
      .select((eb) => eb.fn.max('year').as('y'))
      .where('province_id', '=', province.id)
      .executeTakeFirst()
  )?.y,
);

const heavy: [string, (k: Kysely<Database>) => Promise<unknown>][] = [
  // search/global and school/list answer from this, loaded on start and when the signature moves.
  ['search snapshot: signature, then the rows (per instance, on start and after a change)', (k) => searchSnapshot(k)],
  ['recommend universe 河南 美术与设计类 (loaded once a minute per instance)', (k) => loadUniverse(k, province.id, category.id, year)],
];

const postgres = dialectOf(url) === 'postgres';
for (const [name, run] of heavy) {
  const queries: { sql: string; parameters: readonly unknown[] }[] = [];
  const spy = new Kysely<Database>({ dialect: dialectProxy(db, queries) });
  await run(spy);
  console.log(`\n## ${name}\n`);
  for (const q of queries) {
    const plan = await sql.raw(`${postgres ? 'explain' : 'explain query plan'} ${inline(q.sql, q.parameters, postgres)}`).execute(db);
    console.log('```sql', `\n${q.sql}\n`, '```', '\n```');
    for (const row of plan.rows as Record<string, unknown>[]) {
      console.log(postgres ? row['QUERY PLAN'] : `${'  '.repeat(depth(row))}${String(row.detail)}`);
    }
    console.log('```');
  }
}
await close();

function depth(row: Record<string, unknown>): number {
  return Number(row.parent ?? 0) === 0 ? 0 : 1;
}

/** Values written into the SQL (EXPLAIN takes no bound parameters on SQLite through raw). */
function inline(text: string, parameters: readonly unknown[], pg: boolean): string {
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : v == null ? 'null' : `'${String(v).replace(/'/g, "''")}'`);
  let i = 0;
  return pg
    ? text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]))
    : text.replace(/\?/g, () => literal(parameters[i++]));
}

/** The database's own dialect, recording each compiled query it runs. */
function dialectProxy(source: Kysely<Database>, into: { sql: string; parameters: readonly unknown[] }[]) {
  const executor = source.getExecutor();
  return {
    createAdapter: () => executor.adapter,
    createIntrospector: () => source.introspection,
    createQueryCompiler: () => ({ compileQuery: (node: never, queryId: never) => executor.compileQuery(node, queryId) }),
    createDriver: () => ({
      init: async () => {},
      destroy: async () => {},
      beginTransaction: async () => {},
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async () => {},
      acquireConnection: async () => ({
        executeQuery: async (compiled: { sql: string; parameters: readonly unknown[] }) => {
          into.push({ sql: compiled.sql, parameters: compiled.parameters });
          return source.executeQuery(compiled as never);
        },
        streamQuery: () => {
          throw new Error('not used');
        },
      }),
    }),
  } as never;
}
