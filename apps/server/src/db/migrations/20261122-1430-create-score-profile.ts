import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/** Reference data of the score-info dialog, dictionaries, and members' score profiles with change counts. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('provinces')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('culture_full_score', 'integer', (c) => c.notNull())
    .addColumn('subject_mode', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('first_choice_subject', 'varchar(128)', (c) => c.notNull())
    .addColumn('second_choice_subject', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('exam_categories')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('category_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('direction', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('exam_categories_province_name_uq', ['province_id', 'name'])
    .execute();

  await db.schema
    .createTable('exam_category_scores')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('exam_category_id', 'integer', (c) => c.notNull().references('exam_categories.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('culture_full_score', 'integer', (c) => c.notNull())
    .addColumn('tests_full_score', 'integer', (c) => c.notNull())
    .addColumn('formula_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('culture_weight', 'numeric(5, 4)', (c) => c.notNull())
    .addColumn('output_scale', 'integer', (c) => c.notNull())
    .addColumn('rounding_digits', 'integer', (c) => c.notNull())
    .addColumn('bonus_counts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('source', 'varchar(128)', (c) => c.notNull())
    .addUniqueConstraint('exam_category_scores_category_year_uq', ['exam_category_id', 'year'])
    .execute();

  await db.schema
    .createTable('province_data_time_configs')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('exam_category_id', 'integer', (c) => c.references('exam_categories.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('is_input_ranking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('culture_score_release_time', 'bigint')
    .addColumn('tests_score_release_time', 'bigint')
    .addColumn('filling_start_time', 'bigint')
    .addColumn('filling_end_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('province_data_time_configs_scope_idx')
    .on('province_data_time_configs')
    .columns(['province_id', 'year', 'exam_category_id'])
    .execute();

  await db.schema
    .createTable('dictionaries')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dictionaries_name_value_uq', ['name', 'value'])
    .execute();

  await db.schema
    .createTable('member_nemt_infos')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('members.id'))
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('exam_category_id', 'integer', (c) => c.notNull().references('exam_categories.id'))
    .addColumn('exam_category_score_id', 'integer', (c) => c.notNull().references('exam_category_scores.id'))
    .addColumn('culture_score', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('tests_score', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('english_score', 'numeric(8, 2)')
    .addColumn('chinese_score', 'numeric(8, 2)')
    .addColumn('nemt_ranking', 'integer')
    .addColumn('language', 'varchar(16)', (c) => c.notNull())
    .addColumn('identity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('select_subject', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('gkyear', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_nemt_modify_nums')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('province_num', 'integer', (c) => c.notNull())
    .addColumn('exam_num', 'integer', (c) => c.notNull())
    .addColumn('culture_score_num', 'integer', (c) => c.notNull())
    .addColumn('tests_score_num', 'integer', (c) => c.notNull())
    .addColumn('nemt_ranking_num', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_nemt_modify_nums').execute();
  await db.schema.dropTable('member_nemt_infos').execute();
  await db.schema.dropTable('dictionaries').execute();
  await db.schema.dropTable('province_data_time_configs').execute();
  await db.schema.dropTable('exam_category_scores').execute();
  await db.schema.dropTable('exam_categories').execute();
  await db.schema.dropTable('provinces').execute();
}
