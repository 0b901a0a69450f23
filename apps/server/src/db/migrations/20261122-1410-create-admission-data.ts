import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/**
 * Batches, enrollment plans, admission records, 一分一段 tables and control lines (docs/domain.md).
 * province_id / exam_category_id carry no foreign key: those tables belong to the score-profile
 * feature, whose migrations may be dated after this one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('batches')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('level', 'varchar(10)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('max_slots', 'integer', (c) => c.notNull())
    .addColumn('majors_per_slot', 'integer', (c) => c.notNull())
    .addColumn('allow_adjust', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addUniqueConstraint('batches_year_province_name_uq', ['province_id', 'year', 'name'])
    .execute();

  await db.schema
    .createTable('enrollment_plans')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id'))
    .addColumn('major_id', 'integer', (c) => c.references('majors.id'))
    .addColumn('major_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_count', 'integer', (c) => c.notNull())
    .addColumn('tuition_fen', 'integer', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('formula_override', 'text')
    .addColumn('culture_requirement', 'double precision')
    .addColumn('tests_requirement', 'double precision')
    .addColumn('subject_requirement', 'varchar(50)')
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enrollment_plans_scope_idx')
    .on('enrollment_plans')
    .columns(['province_id', 'exam_category_id', 'year', 'school_id'])
    .execute();
  await db.schema.createIndex('enrollment_plans_school_idx').on('enrollment_plans').columns(['school_id', 'year']).execute();
  await db.schema
    .createIndex('enrollment_plans_major_idx')
    .on('enrollment_plans')
    .columns(['major_id', 'province_id', 'exam_category_id'])
    .execute();

  await db.schema
    .createTable('admission_records')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id'))
    .addColumn('major_id', 'integer', (c) => c.references('majors.id'))
    .addColumn('major_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_count', 'integer')
    .addColumn('admitted_count', 'integer', (c) => c.notNull())
    .addColumn('min_score', 'double precision', (c) => c.notNull())
    .addColumn('avg_score', 'double precision')
    .addColumn('min_rank', 'integer')
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admission_records_scope_idx')
    .on('admission_records')
    .columns(['province_id', 'exam_category_id', 'school_id', 'year'])
    .execute();
  await db.schema.createIndex('admission_records_school_idx').on('admission_records').columns(['school_id', 'year']).execute();
  await db.schema
    .createIndex('admission_records_major_idx')
    .on('admission_records')
    .columns(['major_id', 'province_id', 'exam_category_id'])
    .execute();

  await db.schema
    .createTable('score_rank_tables')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('subject_group', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('max_score', 'double precision', (c) => c.notNull())
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addUniqueConstraint('score_rank_tables_scope_uq', ['province_id', 'exam_category_id', 'year', 'subject_group', 'kind'])
    .execute();

  await db.schema
    .createTable('score_rank_rows')
    .addColumn('table_id', 'integer', (c) => c.notNull().references('score_rank_tables.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('cumulative', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('score_rank_rows_pk', ['table_id', 'score'])
    .execute();

  await db.schema
    .createTable('control_lines')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.references('batches.id'))
    .addColumn('batch_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('culture_score', 'double precision', (c) => c.notNull())
    .addColumn('tests_score', 'double precision', (c) => c.notNull())
    .addColumn('composite_score', 'double precision')
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('control_lines_scope_idx').on('control_lines').columns(['province_id', 'exam_category_id', 'year']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['control_lines', 'score_rank_rows', 'score_rank_tables', 'admission_records', 'enrollment_plans', 'batches']) {
    await db.schema.dropTable(table).execute();
  }
}
