import type { Kysely } from 'kysely';

/**
 * Reference plans (docs/data.md, before next year's plans are out): while a province × category
 * has no published plans for the year members plan for, the newest admission lines stand in as
 * enrollment_plans rows flagged is_reference = 1, so volunteer tables can hold them by plan id.
 * Their plan_count and tuition are not published (plan_count 0 and tuition_published 0 mean
 * nothing); reference_year is the admission year the row was taken from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enrollment_plans')
    .addColumn('is_reference', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('enrollment_plans').addColumn('reference_year', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollment_plans').dropColumn('reference_year').execute();
  await db.schema.alterTable('enrollment_plans').dropColumn('is_reference').execute();
}
