import { formatYuan, type CompositeFormula, type FormulaProvenance, type RankRow } from '@yzy/shared/rules';

/**
 * Everything the engine needs about one province × exam category × plan year, independent of the
 * member: batches, this year's plans with their school and major, each plan's last three years
 * of lines, the 一分一段 tables, control lines and composite formulas. One read per scope (six
 * indexed queries, plan-universe.repository.ts), cached by plan-universe.ts. This file holds its
 * shape, and a plan's tuition as the contracts carry it.
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
