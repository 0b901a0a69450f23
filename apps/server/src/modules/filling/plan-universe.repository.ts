import type { Kysely } from 'kysely';
import { z } from 'zod';
import { FORMULA_KINDS, sortRankRows, type CompositeFormula, type RankRow } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { parseStringList } from '../../lib/json-text';

/**
 * Everything the engine needs about one province × exam category × plan year, independent of the
 * member: batches, this year's plans with their school and major, each plan's last three years
 * of lines, the 一分一段 tables, control lines and composite formulas. One read per scope (six
 * indexed queries), cached by plan-universe.ts.
 */

export interface UniverseLine {
  year: number;
  batchName: string;
  minScore: number;
  minRank: number | null;
  planCount: number | null;
  source: string;
}

export interface UniverseSchool {
  id: number;
  name: string;
  pinyin: string;
  initials: string;
  provinceId: number | null;
  provinceName: string;
  city: string;
  type: string;
  nature: string;
  tags: string[];
}

export interface UniversePlan {
  id: number;
  year: number;
  batchId: number;
  school: UniverseSchool;
  majorId: number | null;
  majorName: string;
  majorCode: string | null;
  classCode: string | null;
  planCount: number;
  /** null when the publication gives no tuition. */
  tuitionFen: number | null;
  years: number;
  /** The plan's own formula; null = the province's. */
  formula: CompositeFormula | null;
  cultureRequirement: number | null;
  testsRequirement: number | null;
  subjectRequirement: string | null;
  subjectMinimums: { subject: string; minScore: number }[];
  /** Up to three past years, newest first. */
  history: UniverseLine[];
  source: string;
}

export interface UniverseBatch {
  id: number;
  year: number;
  name: string;
  level: string;
  sort: number;
  mode: string;
  unit: string;
  maxSlots: number;
  majorsPerSlot: number;
  allowAdjust: boolean;
  source: string;
}

export interface UniverseTable {
  year: number;
  subjectGroup: string;
  total: number;
  rows: RankRow[];
  source: string;
}

export interface UniverseControlLine {
  year: number;
  batchName: string;
  level: string;
  /** 物理 / 历史 where the province splits its lines, else ''. */
  subjectGroup: string;
  culture: number | null;
  tests: number | null;
  composite: number | null;
  source: string;
  sourceUrl: string | null;
}

export interface Universe {
  provinceId: number;
  examCategoryId: number;
  year: number;
  batches: UniverseBatch[];
  plans: UniversePlan[];
  tables: UniverseTable[];
  /** Newest line not after the plan year, per batch name and subject group. */
  lines: UniverseControlLine[];
  /** Score configs by year. */
  formulas: Map<number, CompositeFormula>;
}

/** A plan's tuition as the contracts carry it, yuan with two decimals; null when not published. */
export function tuitionYuan(fen: number | null): string | null {
  return fen === null ? null : (fen / 100).toFixed(2);
}

/** Years of history behind a plan. */
export const HISTORY_YEARS = 3;

const formulaJson = z.object({
  kind: z.enum(FORMULA_KINDS),
  cultureWeight: z.number().min(0).max(1).default(0.5),
  cultureFull: z.number().positive(),
  testsFull: z.number().positive(),
  outputScale: z.number().positive(),
  roundingDigits: z.number().int().min(0).max(4).default(2),
  bonusCounts: z.boolean().default(true),
});

/** Reads the universe of one scope from the database. */
export async function loadUniverse(db: Kysely<Database>, provinceId: number, examCategoryId: number, year: number): Promise<Universe> {
  const from = year - HISTORY_YEARS;
  const [batches, plans, records, tables, lines, formulas, minimums] = await Promise.all([
    db.selectFrom('batches').select(['id', 'year', 'name', 'level', 'sort', 'mode', 'unit', 'max_slots', 'majors_per_slot', 'allow_adjust', 'source']).where('province_id', '=', provinceId).where('year', '=', year).orderBy('sort').execute(),
    db
      .selectFrom('enrollment_plans as e')
      .innerJoin('schools as s', 's.id', 'e.school_id')
      .leftJoin('majors as m', 'm.id', 'e.major_id')
      .select(['e.id', 'e.year', 'e.batch_id', 'e.major_id', 'e.major_name', 'e.plan_count', 'e.tuition_fen', 'e.tuition_published', 'e.years', 'e.formula_override', 'e.culture_requirement', 'e.tests_requirement', 'e.subject_requirement', 'e.source'])
      .select(['s.id as school_id', 's.name as school_name', 's.pinyin', 's.pinyin_initials', 's.province_id as school_province_id', 's.province_name', 's.city', 's.type', 's.nature', 's.tags', 'm.code as major_code', 'm.class_code'])
      .where('e.province_id', '=', provinceId)
      .where('e.exam_category_id', '=', examCategoryId)
      .where('e.year', '=', year)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('admission_records as r')
      .innerJoin('batches as b', 'b.id', 'r.batch_id')
      .select(['r.school_id', 'r.major_id', 'r.major_name', 'r.year', 'b.name as batch_name', 'r.min_score', 'r.min_rank', 'r.plan_count', 'r.source'])
      .where('r.province_id', '=', provinceId)
      .where('r.exam_category_id', '=', examCategoryId)
      .where('r.year', '>=', from)
      .where('r.year', '<', year)
      .execute(),
    loadTables(db, provinceId, examCategoryId, from, year),
    db
      .selectFrom('control_lines')
      .select(['year', 'batch_name', 'level', 'subject_group', 'culture_score', 'tests_score', 'composite_score', 'source', 'source_url'])
      .where('province_id', '=', provinceId)
      .where('exam_category_id', '=', examCategoryId)
      .where('year', '<=', year)
      .orderBy('year', 'desc')
      .execute(),
    db
      .selectFrom('exam_category_scores')
      .select(['year', 'formula_kind', 'culture_weight', 'culture_full_score', 'tests_full_score', 'output_scale', 'rounding_digits', 'bonus_counts'])
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

  const history = new Map<string, UniverseLine[]>();
  for (const r of records) {
    const key = lineKey(r.school_id, r.major_id, r.major_name);
    const list = history.get(key) ?? [];
    list.push({ year: r.year, batchName: r.batch_name, minScore: Number(r.min_score), minRank: r.min_rank, planCount: r.plan_count, source: r.source });
    history.set(key, list);
  }
  const minimumsOf = new Map<number, { subject: string; minScore: number }[]>();
  for (const q of minimums) {
    minimumsOf.set(q.plan_id, [...(minimumsOf.get(q.plan_id) ?? []), { subject: q.subject, minScore: Number(q.min_score) }]);
  }
  const newestLines = new Map<string, UniverseControlLine>();
  const score = (value: number | null) => (value == null ? null : Number(value));
  for (const l of lines) {
    const key = `${l.batch_name}|${l.subject_group}`;
    if (!newestLines.has(key)) {
      newestLines.set(key, {
        year: l.year,
        batchName: l.batch_name,
        level: l.level,
        subjectGroup: l.subject_group,
        culture: score(l.culture_score),
        tests: score(l.tests_score),
        composite: score(l.composite_score),
        source: l.source,
        sourceUrl: l.source_url,
      });
    }
  }
  return {
    provinceId,
    examCategoryId,
    year,
    batches: batches.map((b) => ({ id: b.id, year: b.year, name: b.name, level: b.level, sort: b.sort, mode: b.mode, unit: b.unit, maxSlots: b.max_slots, majorsPerSlot: b.majors_per_slot, allowAdjust: b.allow_adjust === 1, source: b.source })),
    plans: plans.map((p) => ({
      id: p.id,
      year: p.year,
      batchId: p.batch_id,
      school: { id: p.school_id, name: p.school_name, pinyin: p.pinyin, initials: p.pinyin_initials, provinceId: p.school_province_id, provinceName: p.province_name, city: p.city, type: p.type, nature: p.nature, tags: parseStringList(p.tags) },
      majorId: p.major_id,
      majorName: p.major_name,
      majorCode: p.major_code ?? null,
      classCode: p.class_code ?? null,
      planCount: p.plan_count,
      tuitionFen: p.tuition_published ? p.tuition_fen : null,
      years: p.years,
      formula: parseFormula(p.formula_override),
      cultureRequirement: p.culture_requirement == null ? null : Number(p.culture_requirement),
      testsRequirement: p.tests_requirement == null ? null : Number(p.tests_requirement),
      subjectRequirement: p.subject_requirement,
      subjectMinimums: minimumsOf.get(p.id) ?? [],
      history: (history.get(lineKey(p.school_id, p.major_id, p.major_name)) ?? []).sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS),
      source: p.source,
    })),
    tables,
    lines: [...newestLines.values()],
    formulas: new Map(
      formulas.map((f) => [
        f.year,
        { kind: f.formula_kind, cultureWeight: Number(f.culture_weight), cultureFull: Number(f.culture_full_score), testsFull: Number(f.tests_full_score), outputScale: Number(f.output_scale), roundingDigits: f.rounding_digits, bonusCounts: f.bonus_counts === 1 },
      ]),
    ),
  };
}

/** How a plan finds its past lines: the same school and major (or major-group name when there is no major id). */
export function lineKey(schoolId: number, majorId: number | null, majorName: string): string {
  return majorId != null ? `${schoolId}:${majorId}` : `${schoolId}:n:${majorName}`;
}

async function loadTables(db: Kysely<Database>, provinceId: number, examCategoryId: number, from: number, year: number): Promise<UniverseTable[]> {
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
  const rows = await db.selectFrom('score_rank_rows').select(['table_id', 'score', 'count', 'cumulative']).where('table_id', 'in', heads.map((h) => h.id)).execute();
  return heads.map((h) => ({
    year: h.year,
    subjectGroup: h.subject_group,
    total: h.total_count,
    source: h.source,
    rows: sortRankRows(rows.filter((r) => r.table_id === h.id).map((r) => ({ score: Number(r.score), count: r.count, cumulative: r.cumulative }))),
  }));
}

function parseFormula(text: string | null): CompositeFormula | null {
  if (!text) {
    return null;
  }
  try {
    const parsed = formulaJson.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
