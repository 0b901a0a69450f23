import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/** Schools, majors and what schools offer them; articles, banners, 使用指南; demo-seeding markers. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('pinyin', 'varchar(255)', (c) => c.notNull())
    .addColumn('pinyin_initials', 'varchar(64)', (c) => c.notNull())
    // No foreign key: provinces belong to the score-profile feature and may be created after this migration.
    .addColumn('province_id', 'integer')
    .addColumn('province_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('city', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('nature', 'varchar(20)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schools_province_id_idx').on('schools').column('province_id').execute();
  await db.schema.createIndex('schools_type_idx').on('schools').column('type').execute();
  await db.schema.createIndex('schools_nature_idx').on('schools').column('nature').execute();
  await db.schema.createIndex('schools_pinyin_idx').on('schools').column('pinyin').execute();
  await db.schema.createIndex('schools_pinyin_initials_idx').on('schools').column('pinyin_initials').execute();

  await db.schema
    .createTable('school_tags')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_tags_pk', ['tag', 'school_id'])
    .execute();
  await db.schema.createIndex('school_tags_school_id_idx').on('school_tags').column('school_id').execute();

  await db.schema
    .createTable('majors')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('class_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('class_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('degree', 'varchar(20)', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('is_special', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_controlled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('exam_category_code', 'integer')
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('majors_class_code_idx').on('majors').column('class_code').execute();
  await db.schema.createIndex('majors_exam_category_code_idx').on('majors').column('exam_category_code').execute();

  await db.schema
    .createTable('school_majors')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('major_id', 'integer', (c) => c.notNull().references('majors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('school_majors_pk', ['school_id', 'major_id'])
    .execute();
  await db.schema.createIndex('school_majors_major_id_idx').on('school_majors').columns(['major_id', 'school_id']).execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_id', 'integer')
    .addColumn('province_name', 'varchar(20)')
    .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_published_at_idx').on('articles').columns(['published_at', 'id']).execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category', 'published_at']).execute();
  await db.schema.createIndex('articles_province_id_idx').on('articles').columns(['province_id', 'published_at']).execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('gradient', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('guide_sections')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('demo_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['demo_meta', 'guide_sections', 'banners', 'articles', 'school_majors', 'majors', 'school_tags', 'schools']) {
    await db.schema.dropTable(table).execute();
  }
}
