import type { Kysely } from 'kysely';

/**
 * The keyword index of schools, majors and articles (modules/search/search-index.ts) on both
 * engines: the primary key (kind, gram, ref_id) is the lookup. Also the tag filter of 找大学 by
 * index. Filled by the server on start and on every write of the indexed texts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_grams')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('gram', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_grams_pk', ['kind', 'gram', 'ref_id'])
    .execute();
  await db.schema.createIndex('search_grams_ref_idx').on('search_grams').columns(['kind', 'ref_id']).execute();
  await db.schema
    .createTable('search_index_state')
    .addColumn('kind', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('signature', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('school_tags_tag_idx').on('school_tags').columns(['tag', 'school_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('school_tags_tag_idx').execute();
  await db.schema.dropTable('search_index_state').execute();
  await db.schema.dropTable('search_grams').execute();
}
