import type { Kysely } from 'kysely';

/**
 * The publications the first start loaded from the committed official data (docs/data.md,
 * docs/import.md): one row per dataset source, with its publisher, title and page, the years its
 * rows belong to and how many rows it gave each table. The operators' 数据来源 page reads it beside
 * the live counts of every table by source.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_sources')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('publisher', 'varchar(100)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('years', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('row_counts', 'text', (c) => c.notNull())
    .addColumn('loaded_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_sources').execute();
}
