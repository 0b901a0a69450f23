import type { Kysely } from 'kysely';
import type { DictionariesResponse } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';

/** Every dictionary keyed by name, entries in their sort order. */
export async function listDictionaries(db: Kysely<Database>): Promise<DictionariesResponse> {
  const rows = await db
    .selectFrom('dictionaries')
    .select(['name', 'value', 'label'])
    .orderBy('name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const result: DictionariesResponse = {};
  for (const row of rows) {
    (result[row.name] ??= []).push({ value: row.value, label: row.label });
  }
  return result;
}
