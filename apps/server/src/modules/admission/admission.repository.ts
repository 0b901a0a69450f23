import type { Kysely } from 'kysely';
import type { AdmissionLine, PlanLine } from '@yzy/shared/contracts';
import { formatYuan, formulaYearFor } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';

/** Admission records and enrollment plans of one province × exam category, for detail pages. */
export interface LineScope {
  provinceId: number;
  examCategoryId: number;
  schoolIds?: readonly number[];
  majorId?: number;
}

export type SchoolAdmissionLine = AdmissionLine & { schoolId: number };
export type SchoolPlanLine = PlanLine & { schoolId: number };

/** Lines of the years [fromYear, toYear], newest first, then by rank. */
export async function listAdmissionLines(
  db: Kysely<Database>,
  scope: LineScope,
  fromYear: number,
  toYear: number,
): Promise<SchoolAdmissionLine[]> {
  let query = db
    .selectFrom('admission_records as r')
    .innerJoin('batches as b', 'b.id', 'r.batch_id')
    .select([
      'r.school_id',
      'r.year',
      'b.name as batch_name',
      'r.major_id',
      'r.major_name',
      'r.min_score',
      'r.avg_score',
      'r.min_rank',
      'r.admitted_count',
      'r.plan_count',
      'r.source',
      'r.source_url',
      'r.record_kind',
      'r.subject_group',
      'r.batch_label',
    ])
    .where('r.province_id', '=', scope.provinceId)
    .where('r.exam_category_id', '=', scope.examCategoryId)
    .where('r.year', '>=', fromYear)
    .where('r.year', '<=', toYear);
  if (scope.schoolIds) {
    query = query.where('r.school_id', 'in', scope.schoolIds.length > 0 ? [...scope.schoolIds] : [0]);
  }
  if (scope.majorId !== undefined) {
    query = query.where('r.major_id', '=', scope.majorId);
  }
  const [rows, scales] = await Promise.all([
    query.orderBy('r.year', 'desc').orderBy('r.min_rank').orderBy('r.id').execute(),
    db.selectFrom('exam_category_scores').select(['year', 'output_scale']).where('exam_category_id', '=', scope.examCategoryId).execute(),
  ]);
  // The composite's full mark of each line's year: the score config in force then (formulaYearFor), as the engine reads it.
  const scaleByYear = new Map(scales.map((c) => [c.year, Number(c.output_scale)]));
  const scaleOf = (year: number) => scaleByYear.get(formulaYearFor(scaleByYear.keys(), year) ?? Number.NaN) ?? null;
  return rows.map((r) => ({
    schoolId: r.school_id,
    year: r.year,
    batchName: r.batch_name,
    majorId: r.major_id,
    majorName: r.major_name,
    minScore: Number(r.min_score),
    avgScore: r.avg_score === null ? null : Number(r.avg_score),
    minRank: r.min_rank,
    admittedCount: r.admitted_count,
    planCount: r.plan_count,
    recordKind: r.record_kind === '投档' ? '投档' : '录取',
    subjectGroup: r.subject_group,
    batchLabel: r.batch_label,
    scale: scaleOf(r.year),
    source: r.source,
    sourceUrl: r.source_url,
  }));
}

/** Plans of the newest plan year not after `year` (this year's, or the latest published). */
export async function listPlanLines(db: Kysely<Database>, scope: LineScope, year: number): Promise<SchoolPlanLine[]> {
  let query = db
    .selectFrom('enrollment_plans as e')
    .innerJoin('batches as b', 'b.id', 'e.batch_id')
    .select([
      'e.school_id',
      'e.year',
      'b.name as batch_name',
      'e.major_id',
      'e.major_name',
      'e.plan_count',
      'e.tuition_fen',
      'e.tuition_published',
      'e.years',
      'e.source',
      'e.source_url',
    ])
    .where('e.province_id', '=', scope.provinceId)
    .where('e.exam_category_id', '=', scope.examCategoryId)
    .where('e.year', '<=', year)
    // Reference rows stand in for unpublished plans in 模拟填报 only; a school's page lists published plans.
    .where('e.is_reference', '=', 0);
  if (scope.schoolIds) {
    query = query.where('e.school_id', 'in', scope.schoolIds.length > 0 ? [...scope.schoolIds] : [0]);
  }
  if (scope.majorId !== undefined) {
    query = query.where('e.major_id', '=', scope.majorId);
  }
  const rows = await query.orderBy('e.year', 'desc').orderBy('e.id').execute();
  const newest = rows[0]?.year;
  return rows
    .filter((r) => r.year === newest)
    .map((r) => ({
      schoolId: r.school_id,
      year: r.year,
      batchName: r.batch_name,
      majorId: r.major_id,
      majorName: r.major_name,
      planCount: r.plan_count,
      tuition: r.tuition_published ? formatYuan(r.tuition_fen) : null,
      years: r.years > 0 ? r.years : null,
      source: r.source,
      sourceUrl: r.source_url,
    }));
}
