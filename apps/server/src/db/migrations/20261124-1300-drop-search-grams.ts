import type { Kysely } from 'kysely';

/**
 * Keyword search and 找大学 answer from an in-memory snapshot per process
 * (modules/search/search-freshness.ts), so the table of keyword pieces has no reader left.
 * search_index_state stays: it now holds one row, the token writers change so every instance
 * reloads its snapshot; the per-kind signatures of the old index go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('search_grams_ref_idx').execute();
  await db.schema.dropTable('search_grams').execute();
  await db.deleteFrom('search_index_state').execute();
}

/** The table comes back empty: the server of that version fills it on start (its signatures were deleted). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_grams')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('gram', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_grams_pk', ['kind', 'gram', 'ref_id'])
    .execute();
  await db.schema.createIndex('search_grams_ref_idx').on('search_grams').columns(['kind', 'ref_id']).execute();
  await db.deleteFrom('search_index_state').execute();
}
