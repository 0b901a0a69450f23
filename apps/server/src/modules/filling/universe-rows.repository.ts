import type { Kysely } from 'kysely';
import { ORDINARY_CATEGORY } from '@yzy/shared/contracts';
import { HISTORY_YEARS, sortRankRows } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import type { UniverseTable } from './universe';

/**
 * The reads behind one planning universe (plan-universe.repository.ts assembles them): the year's
 * batches and plans with their school and major, the last three years of admission lines, the
 * 综合分 一分一段 tables, control lines, score configs and per-subject minimums. All indexed by
 * province × exam category × year.
 */
export function readUniverseRows(db: Kysely<Database>, provinceId: number, examCategoryId: number, year: number) {
  const from = year - HISTORY_YEARS;
  return Promise.all([
    db
      .selectFrom('batches')
      .select(['id', 'year', 'name', 'level', 'sort', 'mode', 'unit', 'max_slots', 'majors_per_slot', 'allow_adjust', 'source'])
      .where('province_id', '=', provinceId)
      .where('year', '=', year)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('enrollment_plans as e')
      .innerJoin('schools as s', 's.id', 'e.school_id')
      .leftJoin('majors as m', 'm.id', 'e.major_id')
      .select([
        'e.id',
        'e.year',
        'e.batch_id',
        'e.major_id',
        'e.major_name',
        'e.plan_count',
        'e.tuition_fen',
        'e.tuition_published',
        'e.years',
        'e.formula_override',
        'e.culture_requirement',
        'e.tests_requirement',
        'e.subject_requirement',
        'e.source',
        'e.school_exam',
        'e.source_url',
        'e.school_code',
        'e.group_code',
        'e.is_reference',
        'e.reference_year',
        'e.subject_group',
      ])
      .select([
        's.id as school_id',
        's.name as school_name',
        's.pinyin',
        's.pinyin_initials',
        's.province_id as school_province_id',
        's.province_name',
        's.city',
        's.type',
        's.nature',
        's.tags',
        'm.code as major_code',
        'm.class_code',
      ])
      .where('e.province_id', '=', provinceId)
      .where('e.exam_category_id', '=', examCategoryId)
      .where('e.year', '=', year)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('admission_records as r')
      .innerJoin('batches as b', 'b.id', 'r.batch_id')
      .select([
        'r.school_id',
        'r.major_id',
        'r.major_name',
        'r.year',
        'b.name as batch_name',
        'r.min_score',
        'r.min_rank',
        'r.plan_count',
        'r.formula_override',
        'r.record_kind',
        'r.source',
        'r.source_url',
        'r.subject_group',
        'r.group_code',
      ])
      .where('r.province_id', '=', provinceId)
      .where('r.exam_category_id', '=', examCategoryId)
      .where('r.year', '>=', from)
      .where('r.year', '<', year)
      .execute(),
    loadTables(db, provinceId, examCategoryId, from, year),
    readControlLines(db, provinceId, examCategoryId, year),
    db
      .selectFrom('exam_category_scores')
      .select([
        'year',
        'formula_kind',
        'culture_weight',
        'culture_full_score',
        'tests_full_score',
        'output_scale',
        'rounding_digits',
        'bonus_counts',
        'rule_year',
        'rule_status',
        'source',
        'source_url',
      ])
      .where('exam_category_id', '=', examCategoryId)
      .execute(),
    db
      .selectFrom('plan_subject_minimums as q')
      .innerJoin('enrollment_plans as e', 'e.id', 'q.plan_id')
      .select(['q.plan_id', 'q.subject', 'q.min_score'])
      .where('e.province_id', '=', provinceId)
      .where('e.exam_category_id', '=', examCategoryId)
      .where('e.year', '=', year)
      .execute(),
  ]);
}

async function loadTables(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number,
  from: number,
  year: number,
): Promise<UniverseTable[]> {
  const heads = await db
    .selectFrom('score_rank_tables')
    .select(['id', 'year', 'subject_group', 'total_count', 'source'])
    .where('province_id', '=', provinceId)
    .where('exam_category_id', '=', examCategoryId)
    .where('kind', '=', '综合分')
    .where('year', '>=', from)
    .where('year', '<=', year)
    .execute();
  if (heads.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('score_rank_rows')
    .select(['table_id', 'score', 'count', 'cumulative'])
    .where(
      'table_id',
      'in',
      heads.map((h) => h.id),
    )
    .execute();
  return heads.map((h) => ({
    year: h.year,
    subjectGroup: h.subject_group,
    total: h.total_count,
    source: h.source,
    rows: sortRankRows(
      rows.filter((r) => r.table_id === h.id).map((r) => ({ score: Number(r.score), count: r.count, cumulative: r.cumulative })),
    ),
  }));
}

/**
 * Control lines of the exam category and of the province's 普通类 up to a year, newest first (the
 * universe keeps the newest per batch and subject group; 模拟填报's first panel the newest year).
 */
export function readControlLines(db: Kysely<Database>, provinceId: number, examCategoryId: number, upToYear: number) {
  return db
    .selectFrom('control_lines')
    .select([
      'exam_category_id',
      'year',
      'batch_name',
      'level',
      'subject_group',
      'culture_score',
      'tests_score',
      'composite_score',
      'source',
      'source_url',
    ])
    .where('province_id', '=', provinceId)
    .where('exam_category_id', 'in', [examCategoryId, ORDINARY_CATEGORY.id])
    .where('year', '<=', upToYear)
    .orderBy('year', 'desc')
    .execute();
}
