import { sql, type Kysely } from 'kysely';

/**
 * Art rules as data (docs/domain.md): a score config says which year's published rule it carries
 * (rule_year < year: carried over), how sure the product is of it (rule_status confirmed /
 * unverified) and the publisher's official page; a plan says whether the school admits by its own
 * exam (校考) instead of the province's composite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('exam_category_scores').addColumn('rule_year', 'integer').execute();
  await db.schema
    .alterTable('exam_category_scores')
    .addColumn('rule_status', 'varchar(16)', (c) => c.notNull().defaultTo('unverified'))
    .execute();
  await db.schema.alterTable('exam_category_scores').addColumn('source_url', 'varchar(512)').execute();
  await db
    .updateTable('exam_category_scores')
    .set({ rule_year: sql`year` })
    .execute();
  await db.schema
    .alterTable('enrollment_plans')
    .addColumn('school_exam', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollment_plans').dropColumn('school_exam').execute();
  await db.schema.alterTable('exam_category_scores').dropColumn('source_url').execute();
  await db.schema.alterTable('exam_category_scores').dropColumn('rule_status').execute();
  await db.schema.alterTable('exam_category_scores').dropColumn('rule_year').execute();
}
