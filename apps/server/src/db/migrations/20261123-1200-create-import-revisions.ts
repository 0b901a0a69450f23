import type { Kysely } from 'kysely';

/** What a committed import changed, kept so the console can revert it (docs/import.md). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_revisions')
    .addColumn('import_id', 'varchar(32)', (c) => c.primaryKey().references('import_jobs.id'))
    .addColumn('table_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('before_rows', 'text', (c) => c.notNull())
    .addColumn('after_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('committed_at', 'bigint', (c) => c.notNull())
    .addColumn('reverted_at', 'bigint')
    .execute();
  await db.schema.createIndex('import_revisions_table_idx').on('import_revisions').columns(['table_name', 'committed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_revisions').execute();
}
