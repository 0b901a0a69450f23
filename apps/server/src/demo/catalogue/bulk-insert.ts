import { CompiledQuery, type InsertObject, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row statements as large as both engines allow. Call it inside a
 * transaction: thousands of rows then cost a handful of round trips and one commit.
 * The first full batch is compiled by Kysely; later full batches reuse that SQL text with their
 * own parameters (compiling 30,000 values per statement is most of the cost of a big seed).
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  let template: CompiledQuery | null = null;
  for (let i = 0; i < rows.length; i += perStatement) {
    const batch = rows.slice(i, i + perStatement);
    const parameters = flatten(batch, columns);
    if (template && batch.length === perStatement) {
      await db.executeQuery(CompiledQuery.raw(template.sql, parameters));
      continue;
    }
    const compiled = db.insertInto(table).values(batch).compile();
    await db.executeQuery(compiled);
    // Reuse only when Kysely bound exactly the values in the order we would.
    if (batch.length === perStatement && sameValues(compiled.parameters, parameters)) {
      template = compiled;
    }
  }
  return rows.length;
}

function flatten(rows: readonly object[], columns: readonly string[]): unknown[] {
  const values: unknown[] = [];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const column of columns) {
      values.push(record[column]);
    }
  }
  return values;
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
