/**
 * The checks every built file passes before it is written. Each returns the problems it found
 * (empty = fine), named so an operator can find the row.
 */
import type { AdmissionRow, ControlLineRow, DataSource, DatasetFiles, PlanRow, RankTableRow, SchoolFormula } from '../format';
import { scoreLimit } from './admission-labels';
import { fullScoreOf, isKnownCategory, PROVINCES, TESTS_FULL_SCORE } from './names';
import { checkAdmissionScales, checkLineFormulas } from './formulas';
import { isHttpUrl } from './sources';
import { officialBatchesOf } from '../rules/official-batches';

const tableName = (t: RankTableRow) =>
  `${t.province}${t.year} ${t.kind}${t.category ? ` ${t.category}${t.direction ? `（${t.direction}）` : ''}` : ''} ${t.subjectGroup} ${t.level}`.trim();

/**
 * Scores strictly decreasing, cumulative never falling, each count the rise of the cumulative, and
 * (whole-point tables) one point per row, only the last row may close a merged tail; a 分数段 table
 * (`step`) exactly its band between every two rows.
 */
export function checkRankTable(t: RankTableRow): string[] {
  const errors: string[] = [];
  if (t.step !== undefined && !(Number.isInteger(t.step) && t.step >= 2)) {
    errors.push(`${tableName(t)}: band of ${t.step} points (a 分数段 step is a whole number of at least 2)`);
  }
  const integer = t.rows.every(([score]) => Number.isInteger(score));
  if (t.rows.length === 0) {
    errors.push(`${tableName(t)}: empty table`);
  }
  t.rows.forEach(([score, count, cumulative], i) => {
    const prev = t.rows[i - 1];
    const at = `${tableName(t)} at ${score}`;
    if (!prev) {
      if (count !== cumulative) {
        errors.push(`${at}: first count ${count} ≠ cumulative ${cumulative}`);
      }
      return;
    }
    if (score >= prev[0]) {
      errors.push(`${at}: score not below the previous ${prev[0]}`);
    }
    if (cumulative < prev[2]) {
      errors.push(`${at}: cumulative ${cumulative} falls below ${prev[2]}`);
    }
    if (count !== cumulative - prev[2]) {
      errors.push(`${at}: count ${count} ≠ cumulative ${cumulative} − previous ${prev[2]}`);
    }
    if (t.step !== undefined && prev[0] - score !== t.step) {
      errors.push(`${at}: ${prev[0] - score} points after ${prev[0]}, not the table's ${t.step}-point band`);
    } else if (t.step === undefined && integer && prev[0] - score !== 1 && i !== t.rows.length - 1) {
      errors.push(`${at}: gap after ${prev[0]} (not contiguous)`);
    }
  });
  return errors;
}

/** 文化 is the ordinary culture table (no category); 综合 and 专业 tables belong to one art category. */
export function checkTableKind(t: RankTableRow): string[] {
  return (t.kind === '文化') === (t.category === null) ? [] : [`${tableName(t)}: kind ${t.kind} with category ${t.category}`];
}

export function checkTableScores(t: RankTableRow): string[] {
  return t.rows
    .filter(([score]) => !(score >= 0 && score <= t.maxScore))
    .map(([score]) => `${tableName(t)}: score ${score} outside 0–${t.maxScore}`);
}

export function checkLineScores(r: ControlLineRow): string[] {
  const errors: string[] = [];
  const at = `${r.province}${r.year} ${r.category ?? '普通类'} ${r.batchName}`;
  const limits: [number | null, number, string][] = [
    [r.cultureScore, fullScoreOf(r.province), '文化'],
    [r.testsScore, TESTS_FULL_SCORE, '专业'],
    [r.compositeScore, Math.max(750, fullScoreOf(r.province)), '综合'],
  ];
  for (const [score, max, name] of limits) {
    if (score !== null && !(score > 0 && score <= max)) {
      errors.push(`${at}: ${name} ${score} outside 0–${max}`);
    }
  }
  if (r.cultureScore === null && r.testsScore === null && r.compositeScore === null) {
    errors.push(`${at}: no score`);
  }
  return errors;
}

export function checkAdmissionScore(r: AdmissionRow): string[] {
  const max = scoreLimit(r.scoreMetric, r.province);
  return r.minScore > 0 && r.minScore <= max
    ? []
    : [`${r.province}${r.year} ${r.schoolName} ${r.majorName}: ${r.scoreMetric} ${r.minScore} outside 0–${max}`];
}

export function checkYears(kind: string, rows: { year: number }[]): string[] {
  return rows
    .filter((r) => !(Number.isInteger(r.year) && r.year >= 2015 && r.year <= 2026))
    .map((r) => `${kind}: year ${r.year} outside 2015–2026`);
}

export function checkUniqueKeys<T>(kind: string, rows: T[], key: (row: T) => string): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const row of rows) {
    const k = key(row);
    if (seen.has(k)) {
      errors.push(`${kind}: duplicate key ${k}`);
    }
    seen.add(k);
  }
  return errors;
}

export function checkSourceIds(kind: string, rows: { sourceId: string }[], ids: Set<string>): string[] {
  const missing = [...new Set(rows.map((r) => r.sourceId).filter((id) => !ids.has(id)))];
  return missing.map((id) => `${kind}: sourceId ${id} is not in sources`);
}

/** A source's page is http(s), or null for a publication that is not online (a printed book) whose title names it. */
export function checkUrls(sources: DataSource[]): string[] {
  return sources
    .filter((s) => (s.url === null ? !s.title.trim() : !isHttpUrl(s.url)))
    .map((s) => `sources: ${s.id} has no http(s) URL (${s.url})`);
}

const rowName = (kind: string, r: AdmissionRow | PlanRow) => `${kind}: ${r.province}${r.year} ${r.schoolName} ${r.majorName}`;

/** A row's own page is http(s) or null (unknown); each other publication it names is a known source with such a page. */
export function checkRowSources(kind: string, rows: (AdmissionRow | PlanRow)[], ids: Set<string>): string[] {
  const errors: string[] = [];
  for (const r of rows) {
    if (r.sourceUrl !== null && !isHttpUrl(r.sourceUrl)) {
      errors.push(`${rowName(kind, r)}: page ${r.sourceUrl} is not an http(s) URL`);
    }
    for (const also of 'alsoSources' in r ? r.alsoSources : []) {
      if (!ids.has(also.sourceId) || (also.sourceUrl !== null && !isHttpUrl(also.sourceUrl))) {
        errors.push(`${rowName(kind, r)}: also-source ${also.sourceId} unknown or its page ${also.sourceUrl} not http(s)`);
      }
    }
  }
  return errors;
}

const FORMULA_FIELDS: Readonly<Record<keyof SchoolFormula, (v: unknown) => boolean>> = {
  kind: (v) => v === 'weighted' || v === 'testsOnly' || v === 'cultureOnly' || v === 'sum',
  cultureWeight: (v) => typeof v === 'number' && v >= 0 && v <= 1,
  cultureFull: (v) => typeof v === 'number' && v > 0,
  testsFull: (v) => typeof v === 'number' && v > 0,
  outputScale: (v) => typeof v === 'number' && v > 0,
  roundingDigits: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 4,
};

/**
 * A school's formula holds only the fields the product's reader knows, each in range, and is not
 * empty (an empty override is written null); the reader would otherwise drop it and rank the row
 * by the province's formula.
 */
export function checkSchoolFormula(kind: string, rows: (AdmissionRow | PlanRow)[]): string[] {
  const errors: string[] = [];
  for (const r of rows) {
    const f = r.schoolFormula;
    if (f === null) {
      continue;
    }
    const entries = Object.entries(f);
    const bad = entries.filter(([k, v]) => !(k in FORMULA_FIELDS) || !FORMULA_FIELDS[k as keyof SchoolFormula](v));
    if (entries.length === 0 || bad.length > 0) {
      errors.push(`${rowName(kind, r)}: school formula ${JSON.stringify(f)} is not one the product reads`);
    }
  }
  return errors;
}

export function checkNames(kind: string, rows: { province: string; category?: string | null; direction?: string }[]): string[] {
  const errors = new Set<string>();
  for (const r of rows) {
    if (!PROVINCES[r.province]) {
      errors.add(`${kind}: unknown province ${r.province}`);
    }
    if (r.category !== undefined && !isKnownCategory(r.category, r.direction ?? '')) {
      errors.add(`${kind}: unknown category ${r.category}（${r.direction}）`);
    }
  }
  return [...errors];
}

/** Every line and plan sits in one of its province's official batches (dataset/rules/official-batches.ts). */
export function checkOfficialBatches(kind: string, rows: (AdmissionRow | PlanRow)[]): string[] {
  const errors = new Set<string>();
  for (const r of rows) {
    if (!officialBatchesOf(r.province, r.year).some((b) => b.name === r.batchName && b.level === r.level)) {
      errors.add(`${kind}: ${r.province}${r.year} ${r.level} batch ${r.batchName} is not one of the province's official batches`);
    }
  }
  return [...errors];
}

export type Built = { [K in keyof DatasetFiles]: DatasetFiles[K][] };

/** Every check over a whole build; keys are the ones the loader relies on. */
export function validateBuild(b: Built, keys: { [K in keyof DatasetFiles]: (row: DatasetFiles[K]) => string }): string[] {
  const ids = new Set(b.sources.map((s) => s.id));
  const errors: string[] = [...checkUrls(b.sources)];
  for (const kind of Object.keys(keys) as (keyof DatasetFiles)[]) {
    const rows = b[kind] as DatasetFiles[typeof kind][];
    errors.push(...checkUniqueKeys(kind, rows, keys[kind] as (row: DatasetFiles[typeof kind]) => string));
    if (kind !== 'sources') {
      errors.push(...checkSourceIds(kind, rows as { sourceId: string }[], ids));
    }
  }
  for (const kind of ['control-lines', 'rank-tables', 'admissions', 'plans'] as const) {
    errors.push(...checkYears(kind, b[kind]), ...checkNames(kind, b[kind]));
  }
  errors.push(...checkNames('schools', b.schools));
  errors.push(...b['rank-tables'].flatMap((t) => [...checkRankTable(t), ...checkTableKind(t), ...checkTableScores(t)]));
  errors.push(...b['control-lines'].flatMap(checkLineScores));
  errors.push(...b.admissions.flatMap(checkAdmissionScore));
  errors.push(...checkRowSources('admissions', b.admissions, ids), ...checkRowSources('plans', b.plans, ids));
  errors.push(...checkSchoolFormula('admissions', b.admissions), ...checkSchoolFormula('plans', b.plans));
  errors.push(...checkOfficialBatches('admissions', b.admissions), ...checkOfficialBatches('plans', b.plans));
  errors.push(...checkLineFormulas(b['control-lines']), ...checkAdmissionScales(b.admissions));
  return errors;
}
