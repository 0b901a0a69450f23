import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Which of the ids exist in the table. */
export async function findExistingIds(db: Kysely<Database>, table: 'schools' | 'majors', ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}
