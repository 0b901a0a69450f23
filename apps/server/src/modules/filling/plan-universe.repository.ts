import type { Kysely, Selectable } from 'kysely';
import { ORDINARY_CATEGORY } from '@yzy/shared/contracts';
import {
  formatYuan,
  formulaYearFor,
  readSchoolFormula,
  type CompositeFormula,
  type FormulaProvenance,
  type RankRow,
  HISTORY_YEARS,
} from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import type { AdmissionRecordsTable } from '../../db/tables/catalogue';
import { parseStringList } from '../../lib/json-text';
import { readUniverseRows } from './universe-rows.repository';

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
  /** The line's own official page; null (or absent, in universes built by hand) when not known. */
  sourceUrl?: string | null;
  /** The school's own formula the line was ranked by (the stored override text); null or absent = the province's of that year. */
  formulaOverride?: string | null;
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
  /** null when not published (every reference entry). */
  planCount: number | null;
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
  /**
   * The share of the province's yearly move of lines this plan takes (line-forecast.ts shiftFactor).
   * Absent: read off the formulas (the plan's culture share over the province's). Universes built by
   * hand whose composites are taken as published (the backtest) state it.
   */
  shiftFactor?: number;
  /** Admitted by the school's own exam (校考), not by the composite; absent (false) in universes built by hand, e.g. the backtests. */
  schoolExam?: boolean;
  sourceUrl: string | null;
  /** The province's 院校代号 and 专业组代号, where published. */
  schoolCode: string | null;
  groupCode: string | null;
  /** True for a reference entry: the year's plans are not published and this stands for a school × major's newest admission line (reference-plans.ts). */
  reference: boolean;
  /** Admission year a reference entry was taken from; null for a published plan. */
  referenceYear: number | null;
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
  /** Where the score config of each year comes from (rule year, status, source): carried over when the rule year is earlier. */
  formulaProvenance?: Map<number, FormulaProvenance>;
  /** The province's ordinary (普通类) lines, newest not after the plan year: a 校考 plan's culture line. Absent = none. */
  ordinaryLines?: UniverseControlLine[];
  /**
   * Set when the year's plans are not published and the plans are reference entries taken from
   * admission lines of these years (newest first); null when the plans are the published ones.
   */
  reference: { years: number[] } | null;
}

/** A plan's tuition as the contracts carry it, yuan with two decimals; null when not published. */
export function tuitionYuan(fen: number | null): string | null {
  return fen === null ? null : formatYuan(fen);
}

/** Reads the universe of one scope from the database. */
export async function loadUniverse(db: Kysely<Database>, provinceId: number, examCategoryId: number, year: number): Promise<Universe> {
  const [batches, plans, records, tables, lines, formulas, minimums] = await readUniverseRows(db, provinceId, examCategoryId, year);

  const { history, kindOf } = lineHistory(records);
  const groupKeys = groupLineKeys(records);
  // Published plans of the year win; without any, the reference entries stand in (reference-plans.ts).
  const publishedPlans = plans.filter((p) => p.is_reference !== 1);
  const usedPlans = publishedPlans.length > 0 ? publishedPlans : plans;
  const referenceYears = publishedPlans.length > 0 ? [] : [...new Set(plans.map((p) => p.reference_year ?? p.year))].sort((a, b) => b - a);
  const minimumsOf = new Map<number, { subject: string; minScore: number }[]>();
  for (const q of minimums) {
    minimumsOf.set(q.plan_id, [...(minimumsOf.get(q.plan_id) ?? []), { subject: q.subject, minScore: Number(q.min_score) }]);
  }
  const newestLines = newestControlLines(lines);
  const batchNameOf = new Map(batches.map((b) => [b.id, b.name]));
  const ordinaryKeys = new Set([...newestLines.keys()].filter((k) => k.startsWith(`${ORDINARY_CATEGORY.id}|`)));
  const formulaByYear = new Map(formulas.map((f) => [f.year, formulaOfRow(f)]));
  const planYearFormula = formulaByYear.get(formulaYearFor(formulaByYear.keys(), year) ?? Number.NaN) ?? null;
  return {
    provinceId,
    examCategoryId,
    year,
    batches: batches.map((b) => ({
      id: b.id,
      year: b.year,
      name: b.name,
      level: b.level,
      sort: b.sort,
      mode: b.mode,
      unit: b.unit,
      maxSlots: b.max_slots,
      majorsPerSlot: b.majors_per_slot,
      allowAdjust: b.allow_adjust === 1,
      source: b.source,
    })),
    plans: usedPlans.map((p) => ({
      id: p.id,
      year: p.year,
      batchId: p.batch_id,
      school: {
        id: p.school_id,
        name: p.school_name,
        pinyin: p.pinyin,
        initials: p.pinyin_initials,
        provinceId: p.school_province_id,
        provinceName: p.province_name,
        city: p.city,
        type: p.type,
        nature: p.nature,
        tags: parseStringList(p.tags),
      },
      majorId: p.major_id,
      majorName: p.major_name,
      majorCode: p.major_code ?? null,
      classCode: p.class_code ?? null,
      planCount: p.is_reference === 1 ? null : p.plan_count,
      tuitionFen: p.tuition_published ? p.tuition_fen : null,
      years: p.years,
      formula: planYearFormula ? (readSchoolFormula(p.formula_override, planYearFormula)?.formula ?? null) : null,
      cultureRequirement: p.culture_requirement == null ? null : Number(p.culture_requirement),
      testsRequirement: p.tests_requirement == null ? null : Number(p.tests_requirement),
      subjectRequirement: p.subject_requirement,
      subjectMinimums: minimumsOf.get(p.id) ?? [],
      history: (() => {
        const own = historyOf(history, kindOf, lineKey(p.school_id, p.major_id, p.major_name), p.subject_group);
        if (own.length >= HISTORY_YEARS || p.major_id !== null || p.group_code === null) {
          return own;
        }
        // Years the group's own code has no line may hold it under the code of that year.
        const renumbered = renumberedGroupHistory(p, usedPlans, batchNameOf, groupKeys, (key) =>
          historyOf(history, kindOf, key, p.subject_group),
        ).filter((l) => !own.some((o) => o.year === l.year));
        return [...own, ...renumbered].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
      })(),
      source: p.source,
      schoolExam: p.school_exam === 1,
      sourceUrl: p.source_url,
      schoolCode: p.school_code,
      groupCode: p.group_code,
      reference: p.is_reference === 1,
      referenceYear: p.reference_year,
    })),
    tables,
    lines: [...newestLines.entries()].filter(([k]) => !ordinaryKeys.has(k)).map(([, l]) => l),
    ordinaryLines: [...newestLines.entries()].filter(([k]) => ordinaryKeys.has(k)).map(([, l]) => l),
    formulaProvenance: new Map(
      formulas.map((f): [number, FormulaProvenance] => [
        f.year,
        {
          year: f.year,
          ruleYear: f.rule_year ?? f.year,
          status: f.rule_status === 'confirmed' ? 'confirmed' : 'unverified',
          source: f.source,
          sourceUrl: f.source_url,
        },
      ]),
    ),
    formulas: formulaByYear,
    reference: referenceYears.length > 0 ? { years: referenceYears } : null,
  };
}

type UniverseRows = Awaited<ReturnType<typeof readUniverseRows>>;

/** The admission lines of each school × major (or group) × subject stream, one per year: 投档 kept over 录取 in a year. */
function lineHistory(records: UniverseRows[2]): { history: Map<string, UniverseLine[]>; kindOf: Map<UniverseLine, string> } {
  const history = new Map<string, UniverseLine[]>();
  const kindOf = new Map<UniverseLine, string>();
  for (const r of records) {
    const key = `${lineKey(r.school_id, r.major_id, r.major_name)}|${subjectFamily(r.subject_group)}`;
    const list = history.get(key) ?? [];
    // One line per year: where a year has both, the exam authority's 投档 line is kept over a 录取 line.
    const same = list.findIndex((h) => h.year === r.year);
    if (same >= 0 && (kindOf.get(list[same]) === '投档' || r.record_kind !== '投档')) {
      continue;
    }
    const line: UniverseLine = {
      year: r.year,
      batchName: r.batch_name,
      minScore: Number(r.min_score),
      minRank: r.min_rank,
      planCount: r.plan_count,
      source: r.source,
      sourceUrl: r.source_url,
      formulaOverride: r.formula_override,
    };
    kindOf.set(line, r.record_kind);
    if (same >= 0) {
      list[same] = line;
    } else {
      list.push(line);
    }
    history.set(key, list);
  }
  return { history, kindOf };
}

/** The newest control line of each category × batch × subject group. */
function newestControlLines(lines: UniverseRows[4]): Map<string, UniverseControlLine> {
  const newestLines = new Map<string, UniverseControlLine>();
  const score = (value: number | null) => (value == null ? null : Number(value));
  for (const l of lines) {
    const key = `${l.exam_category_id}|${l.batch_name}|${l.subject_group}`;
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
  return newestLines;
}

/**
 * 物理 and 理科 candidates are one stream across the 文理 → 3+1+2 switch, as are 历史 and 文科; a
 * line not split by subject ('') holds for both.
 */
export function subjectFamily(group: string): '物理' | '历史' | '' {
  return group === '物理' || group === '理科' ? '物理' : group === '历史' || group === '文科' ? '历史' : '';
}

/**
 * A plan's past lines: those of its school and major in its own subject stream and those not split
 * by subject (a plan not split reads every stream), one per year (the 投档 line over a 录取 line),
 * newest first, up to HISTORY_YEARS.
 */
function historyOf(
  history: ReadonlyMap<string, UniverseLine[]>,
  kindOf: ReadonlyMap<UniverseLine, string>,
  key: string,
  subjectGroup: string,
): UniverseLine[] {
  const family = subjectFamily(subjectGroup);
  const streams = family === '' ? ['', '物理', '历史'] : [family, ''];
  const byYear = new Map<number, UniverseLine>();
  for (const line of streams.flatMap((s) => history.get(`${key}|${s}`) ?? [])) {
    const kept = byYear.get(line.year);
    if (!kept || (kindOf.get(line) === '投档' && kindOf.get(kept) !== '投档')) {
      byYear.set(line.year, line);
    }
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
}

type GroupRecord = Pick<
  Selectable<AdmissionRecordsTable>,
  'school_id' | 'major_id' | 'major_name' | 'group_code' | 'subject_group' | 'year'
> & { batch_name: string };

/** The line keys of the 专业组 lines (no major) of each school, batch and subject stream, per year. */
function groupLineKeys(records: readonly GroupRecord[]): Map<string, Map<number, Set<string>>> {
  const out = new Map<string, Map<number, Set<string>>>();
  for (const r of records) {
    if (r.major_id !== null || r.group_code === null) {
      continue;
    }
    const slot = `${r.school_id}|${r.batch_name}|${subjectFamily(r.subject_group)}`;
    const byYear = out.get(slot) ?? new Map<number, Set<string>>();
    byYear.set(r.year, (byYear.get(r.year) ?? new Set()).add(lineKey(r.school_id, null, r.major_name)));
    out.set(slot, byYear);
  }
  return out;
}

/**
 * Provinces renumber their 院校专业组 (湖南 does every year), so a 专业组 plan whose code has no past
 * line is followed by its school: when the school fills exactly one 专业组 in the batch and subject
 * stream this year, and held exactly one in an earlier year, that group's line is this group's past
 * line. (The majors each group holds are not in the data yet; with them, groups would be matched by
 * their majors and a school with several groups followed too.)
 */
function renumberedGroupHistory(
  plan: { id: number; school_id: number; batch_id: number; subject_group: string },
  plans: readonly {
    id: number;
    school_id: number;
    batch_id: number;
    subject_group: string;
    major_id: number | null;
    group_code: string | null;
  }[],
  batchNameOf: ReadonlyMap<number, string>,
  groupKeys: ReadonlyMap<string, Map<number, Set<string>>>,
  historyOfKey: (key: string) => UniverseLine[],
): UniverseLine[] {
  const family = subjectFamily(plan.subject_group);
  const siblings = plans.filter(
    (o) =>
      o.school_id === plan.school_id &&
      o.batch_id === plan.batch_id &&
      o.major_id === null &&
      o.group_code !== null &&
      subjectFamily(o.subject_group) === family,
  );
  const byYear = groupKeys.get(`${plan.school_id}|${batchNameOf.get(plan.batch_id) ?? ''}|${family}`);
  if (siblings.length !== 1 || !byYear) {
    return [];
  }
  const lines = [...byYear.entries()]
    .filter(([, keys]) => keys.size === 1)
    .flatMap(([year, keys]) => historyOfKey([...keys][0]).filter((l) => l.year === year));
  return lines.sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
}

/** How a plan finds its past lines: the same school and major (or major-group name when there is no major id). */
export function lineKey(schoolId: number, majorId: number | null, majorName: string): string {
  return majorId != null ? `${schoolId}:${majorId}` : `${schoolId}:n:${majorName}`;
}

/** A stored score config as a formula. */
function formulaOfRow(f: {
  formula_kind: CompositeFormula['kind'];
  culture_weight: number;
  culture_full_score: number;
  tests_full_score: number;
  output_scale: number;
  rounding_digits: number;
  bonus_counts: number;
}): CompositeFormula {
  return {
    kind: f.formula_kind,
    cultureWeight: Number(f.culture_weight),
    cultureFull: Number(f.culture_full_score),
    testsFull: Number(f.tests_full_score),
    outputScale: Number(f.output_scale),
    roundingDigits: f.rounding_digits,
    bonusCounts: f.bonus_counts === 1,
  };
}
