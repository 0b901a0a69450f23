import { sql, type Kysely } from 'kysely';
import { autoIdType, autoIdColumn } from '../database';

/**
 * Official data (docs/data.md): every row keeps the official page it came from (`source_url`,
 * beside `source`, which now names the publisher), schools carry their 学校标识码, admission
 * lines tell 投档 from 录取 and keep the province's 院校代号 / 专业组代号, and a control line may
 * publish only some of its three scores. SQLite cannot relax NOT NULL in place, so
 * admission_records and control_lines (which no other table references) are rebuilt and copied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('moe_code', 'varchar(10)').execute();
  await db.schema
    .alterTable('schools')
    .addColumn('department', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('schools')
    .addColumn('level', 'varchar(4)', (c) => c.notNull().defaultTo('本科'))
    .execute();
  await db.schema.createIndex('schools_moe_code_idx').on('schools').column('moe_code').execute();
  for (const table of ['schools', 'majors', 'score_rank_tables', 'enrollment_plans', 'batches']) {
    await db.schema.alterTable(table).addColumn('source_url', 'varchar(500)').execute();
  }
  await db.schema.alterTable('enrollment_plans').addColumn('school_code', 'varchar(20)').execute();
  await db.schema.alterTable('enrollment_plans').addColumn('group_code', 'varchar(20)').execute();
  await db.schema
    .alterTable('enrollment_plans')
    .addColumn('subject_group', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute();
  // 0 when the publication gives no tuition; the page then says 未公布 rather than a number.
  await db.schema
    .alterTable('enrollment_plans')
    .addColumn('tuition_published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await rebuildAdmissionRecords(db);
  await rebuildControlLines(db);
}

async function rebuildAdmissionRecords(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admission_records_v2')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id'))
    .addColumn('major_id', 'integer', (c) => c.references('majors.id'))
    .addColumn('major_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_count', 'integer')
    .addColumn('admitted_count', 'integer')
    .addColumn('min_score', 'double precision', (c) => c.notNull())
    .addColumn('avg_score', 'double precision')
    .addColumn('min_rank', 'integer')
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('source_url', 'varchar(500)')
    // 投档 (the filing line) or 录取 (the lowest admitted): published separately, never mixed.
    .addColumn('record_kind', 'varchar(4)', (c) => c.notNull().defaultTo('录取'))
    .addColumn('school_code', 'varchar(20)')
    .addColumn('group_code', 'varchar(20)')
    .addColumn('subject_group', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`insert into admission_records_v2 (id, year, province_id, exam_category_id, school_id, batch_id, major_id, major_name, plan_count, admitted_count, min_score, avg_score, min_rank, source)
    select id, year, province_id, exam_category_id, school_id, batch_id, major_id, major_name, plan_count, admitted_count, min_score, avg_score, min_rank, source from admission_records`.execute(
    db,
  );
  await db.schema.dropTable('admission_records').execute();
  await db.schema.alterTable('admission_records_v2').renameTo('admission_records').execute();
  await resetSequence(db, 'admission_records', 'admission_records_v2');
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
}

async function rebuildControlLines(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('control_lines_v2')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    // 0 = the province's ordinary (普通类) line, which holds for every category.
    .addColumn('exam_category_id', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.references('batches.id'))
    .addColumn('batch_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('level', 'varchar(4)', (c) => c.notNull().defaultTo('本科'))
    .addColumn('subject_group', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('culture_score', 'double precision')
    .addColumn('tests_score', 'double precision')
    .addColumn('composite_score', 'double precision')
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('source_url', 'varchar(500)')
    .execute();
  await sql`insert into control_lines_v2 (id, year, province_id, exam_category_id, batch_id, batch_name, culture_score, tests_score, composite_score, source)
    select id, year, province_id, exam_category_id, batch_id, batch_name, culture_score, tests_score, composite_score, source from control_lines`.execute(
    db,
  );
  await db.schema.dropTable('control_lines').execute();
  await db.schema.alterTable('control_lines_v2').renameTo('control_lines').execute();
  await resetSequence(db, 'control_lines', 'control_lines_v2');
  await db.schema.createIndex('control_lines_scope_idx').on('control_lines').columns(['province_id', 'exam_category_id', 'year']).execute();
}

/** PostgreSQL keeps the serial's sequence under the old name; move it on past the copied ids. */
async function resetSequence(db: Kysely<any>, table: string, createdAs: string): Promise<void> {
  if (autoIdType(db) !== 'serial') {
    return;
  }
  await sql`select setval(${`${createdAs}_id_seq`}, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

/** Drops the added columns; the rebuilt tables keep their relaxed NOT NULLs (older code reads them unchanged). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('schools_moe_code_idx').execute();
  const added: Record<string, string[]> = {
    schools: ['moe_code', 'department', 'level', 'source_url'],
    majors: ['source_url'],
    score_rank_tables: ['source_url'],
    batches: ['source_url'],
    enrollment_plans: ['source_url', 'school_code', 'group_code', 'subject_group', 'tuition_published'],
    admission_records: ['source_url', 'record_kind', 'school_code', 'group_code', 'subject_group'],
    control_lines: ['source_url', 'level', 'subject_group'],
  };
  for (const [table, columns] of Object.entries(added)) {
    for (const column of columns) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
