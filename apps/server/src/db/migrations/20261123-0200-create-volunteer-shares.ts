import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/** Read-only share links of volunteer tables (docs/family.md): only the sha256 of each token is kept. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('volunteer_shares')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('table_id', 'integer', (c) => c.notNull().references('volunteer_tables.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('volunteer_shares_table_idx').on('volunteer_shares').columns(['table_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('volunteer_shares').execute();
}
