import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Plans that carry a school-specific composite formula (enrollment_plans.formula_override). */
export interface FormulaOverrideRow {
  schoolId: number;
  schoolName: string;
  majorName: string;
  year: number;
  /** The JSON text as stored. */
  formulaOverride: string;
  source: string;
}

/** Overrides in the newest plan year not after `year` of one province × category, by school then major. */
export async function listFormulaOverrides(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number,
  year: number,
): Promise<FormulaOverrideRow[]> {
  const newest = await db
    .selectFrom('enrollment_plans')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('province_id', '=', provinceId)
    .where('exam_category_id', '=', examCategoryId)
    .where('year', '<=', year)
    .executeTakeFirst();
  if (newest?.year == null) {
    return [];
  }
  const rows = await db
    .selectFrom('enrollment_plans as e')
    .innerJoin('schools as s', 's.id', 'e.school_id')
    .select(['e.school_id', 's.name as school_name', 'e.major_name', 'e.year', 'e.formula_override', 'e.source'])
    .where('e.province_id', '=', provinceId)
    .where('e.exam_category_id', '=', examCategoryId)
    .where('e.year', '=', Number(newest.year))
    .where('e.formula_override', 'is not', null)
    .orderBy('e.school_id')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    schoolId: r.school_id,
    schoolName: r.school_name,
    majorName: r.major_name,
    year: r.year,
    formulaOverride: r.formula_override ?? '',
    source: r.source,
  }));
}
