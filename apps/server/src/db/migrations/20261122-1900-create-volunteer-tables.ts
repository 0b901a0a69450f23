import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/**
 * Volunteer tables, entries and entry majors (docs/domain.md), single-subject minimums of plans, and
 * the index filling/recommend reads plans by (province, category, year, batch).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('volunteer_tables')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('volunteer_tables_member_idx').on('volunteer_tables').columns(['member_id', 'is_current']).execute();

  await db.schema
    .createTable('volunteer_entries')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('table_id', 'integer', (c) => c.notNull().references('volunteer_tables.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('adjust', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('volunteer_entries_table_idx').on('volunteer_entries').columns(['table_id', 'position']).execute();

  await db.schema
    .createTable('volunteer_entry_majors')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('volunteer_entries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('volunteer_entry_majors_pk', ['entry_id', 'position'])
    .execute();

  await db.schema
    .createTable('plan_subject_minimums')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('enrollment_plans.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(10)', (c) => c.notNull())
    .addColumn('min_score', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_subject_minimums_pk', ['plan_id', 'subject'])
    .execute();

  await db.schema
    .createIndex('enrollment_plans_batch_idx')
    .on('enrollment_plans')
    .columns(['province_id', 'exam_category_id', 'year', 'batch_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('enrollment_plans_batch_idx').execute();
  for (const table of ['plan_subject_minimums', 'volunteer_entry_majors', 'volunteer_entries', 'volunteer_tables']) {
    await db.schema.dropTable(table).execute();
  }
}
