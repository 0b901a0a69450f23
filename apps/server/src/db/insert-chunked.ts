import type { InsertObject, Kysely } from 'kysely';
import type { Database } from './schema';

/** Inserts rows in statements of at most ~20,000 parameters (under SQLite's and PostgreSQL's limits). */
export async function insertChunked<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const perStatement = Math.max(1, Math.floor(20_000 / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + perStatement))
      .execute();
  }
}
