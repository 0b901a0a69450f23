import type { InsertObject, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

/**
 * Inserts rows with multi-row statements as large as both engines allow. Call it inside a
 * transaction: thousands of rows then cost a handful of round trips and one commit.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += perStatement) {
    await db.insertInto(table).values(rows.slice(i, i + perStatement)).execute();
  }
  return rows.length;
}
