import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('contact', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_member_id_idx').on('feedback').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
