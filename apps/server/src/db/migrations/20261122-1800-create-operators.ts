import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/**
 * Operator console: operators, their sessions, the audit log and import jobs. Also adds
 * articles.published (publish/unpublish) and majors.year (the catalogue year of an imported major).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_totp_step', 'bigint')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('operator_sessions_operator_id_idx').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('operator_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_logs_created_at_idx').on('audit_logs').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_logs_operator_idx').on('audit_logs').columns(['operator_id', 'created_at']).execute();
  await db.schema.createIndex('audit_logs_target_idx').on('audit_logs').columns(['target_type', 'target_id']).execute();

  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id'))
    .addColumn('table_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('rejected', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('committed_at', 'bigint')
    .execute();
  await db.schema.createIndex('import_jobs_created_at_idx').on('import_jobs').column('created_at').execute();

  await db.schema
    .alterTable('articles')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('majors').addColumn('year', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('majors').dropColumn('year').execute();
  await db.schema.alterTable('articles').dropColumn('published').execute();
  for (const table of ['import_jobs', 'audit_logs', 'operator_sessions', 'operators']) {
    await db.schema.dropTable(table).execute();
  }
}
