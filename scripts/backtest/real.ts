// The real half of the backtest (docs/backtest.md): every official admission series — one
// school × major (or 专业组) × province × category × level × 投档/录取 × score metric — with at
// least one usable year of lines before its target year (the three years before it, from 2024 on
// for a target from 2024: line-forecast.ts usableLines). The target is the series' latest year
// (reported) or the year before it (tuning; never reported). The engine sees what a member would
// have seen when filling that year: the past lines as published (score, and 位次 where published),
// the plan count where published, and every official 一分一段 table of the series' category for
// the past years and the target year (tables come out before filling).
//
// Leave one province out: every constant fitted on real lines (the line forecast's drift and
// spread, the normal baseline's σ) is fitted on the other provinces' cases, then the held-out
// province is forecast with them.
//
// Pairs. The composite is taken as published; a candidate with composite x is admitted iff
// x ≥ that year's official minimum score (a tie at the minimum was admitted by definition).
//   population  where the target year has an official 一分一段 table in the series' metric,
//               candidates are spread evenly over that table's ranks (the real pool);
//   grid        otherwise there is no pool to draw from: candidates sit on a fixed grid around
//               the newest past line (±40 points per 750 of scale, 41 points, a quarter step off
//               the integers), i.e. the families near the line, where a forecast matters.
import type { AdmissionRow, RankTableRow } from '../../dataset/format';
import { readDataset } from '../../dataset/read';
import { normalCdf } from './baselines';
import { fitLineParams, fitNormalSigma, type LineCase } from './line-fit';
import { buildSeries, scaleOf, yearTriples, type Series } from './series';
import { cultureShareOf, isFirstNewGaokaoYear, REFORM_YEAR, scoreForRank, usableLines, type CompositeFormula } from '@yzy/shared/rules';
import { ART_FORMULAS } from '../../dataset/rules/art-formulas';
import type { MemberProfile } from '../../apps/server/src/modules/filling/filling.repository';
import { predictPlans, type Observer, type Prediction, type PredictOptions } from './predict';
import { toRows, universeOf } from './real-universe';

export type Target = 'latest' | 'previous';
export type RealSlice = 'population' | 'grid';

export const POPULATION_CANDIDATES = 400;
export const GRID_POINTS = 41;
export const GRID_HALF_WIDTH = 40 / 750;

export interface RealCase {
  series: Series;
  year: number;
  slice: RealSlice;
  /** The usable lines before the target, newest first. */
  history: AdmissionRow[];
  truth: AdmissionRow;
  tables: Map<number, RankTableRow>;
  scale: number;
}

export interface RealResult {
  cases: RealCase[];
  predictions: Record<RealSlice, Prediction[]>;
  /** The same predictions by held-out province. */
  byProvince: Map<string, Record<RealSlice, Prediction[]>>;
  /** Series left out, by reason. */
  skipped: Map<string, number>;
}

export interface RealData {
  admissions: AdmissionRow[];
  tables: RankTableRow[];
}

export function loadRealData(dir?: string): RealData {
  return { admissions: readDataset('admissions', dir), tables: readDataset('rank-tables', dir) };
}

/** The official table of a series' metric for a year: its category and direction, the series' level or none, its subject group or none. */
export function tableFor(tables: readonly RankTableRow[], s: Series, year: number): RankTableRow | undefined {
  const kind = s.metric === '综合分' ? '综合' : s.metric;
  const category = kind === '文化' ? null : s.category;
  const direction = kind === '文化' ? '' : s.direction;
  const fits = tables.filter(
    (t) =>
      t.province === s.province &&
      t.year === year &&
      t.kind === kind &&
      t.category === category &&
      t.direction === direction &&
      (t.level === s.level || t.level === '') &&
      (t.subjectGroup === s.subjectGroup || t.subjectGroup === ''),
  );
  return (
    fits.find((t) => t.subjectGroup === s.subjectGroup && t.level === s.level) ??
    fits.find((t) => t.subjectGroup === s.subjectGroup) ??
    fits[0]
  );
}

const built = new WeakMap<RealData, Map<string, { cases: RealCase[]; skipped: Map<string, number> }>>();

/**
 * The backtest cases: one per series with a target year and at least one usable year of lines before
 * it (memoised per data). `missingYears`: the lines of that many years right before the target are
 * left out, as a 2027 forecast has no 2026 lines.
 */
export function buildCases(data: RealData, target: Target, missingYears = 0): { cases: RealCase[]; skipped: Map<string, number> } {
  let byTarget = built.get(data);
  if (!byTarget) {
    byTarget = new Map();
    built.set(data, byTarget);
  }
  const key = `${target}|${missingYears}`;
  const hit = byTarget.get(key);
  if (hit) {
    return hit;
  }
  const result = buildCasesAfresh(data, target, missingYears);
  byTarget.set(key, result);
  return result;
}

function buildCasesAfresh(data: RealData, target: Target, missingYears: number): { cases: RealCase[]; skipped: Map<string, number> } {
  const skipped = new Map<string, number>();
  const skip = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1);
  const cases: RealCase[] = [];
  for (const series of buildSeries(data.admissions)) {
    const years = [...series.years.keys()].sort((a, b) => b - a);
    const year = years[target === 'latest' ? 0 : 1];
    if (year === undefined) {
      skip('one year only');
      continue;
    }
    const truth = series.years.get(year) as AdmissionRow;
    // A line ranked by another school formula than the target's is on another scale (as plan-preparation.ts drops it).
    const formula = JSON.stringify(truth.schoolFormula ?? null);
    const rows = years
      .filter((y) => y < year - missingYears)
      .map((y) => series.years.get(y) as AdmissionRow)
      .filter((r) => JSON.stringify(r.schoolFormula ?? null) === formula);
    const top = scaleOf([truth, ...rows].map((r) => r.minScore));
    const usable = new Set(usableLines(year, rows, top).map((h) => h.year));
    const history = rows.filter((r) => usable.has(r.year));
    if (history.length === 0) {
      skip('no usable line before the target (the three years before it, from 2024 on after the reform)');
      continue;
    }
    const tables = new Map<number, RankTableRow>();
    for (let y = year - 3; y <= year; y += 1) {
      const t = tableFor(data.tables, series, y);
      if (t) {
        tables.set(y, t);
      }
    }
    const scale = tables.get(year)?.maxScore ?? [...tables.values()][0]?.maxScore ?? top;
    cases.push({ series, year, slice: tables.has(year) ? 'population' : 'grid', history, truth, tables, scale });
  }
  return { cases, skipped };
}

export interface RealOptions {
  target: Target;
  /** Only these provinces (a CI slice); all by default. */
  provinces?: readonly string[];
  /** At most this many cases per slice. */
  maxCases?: number;
  /** Forecast with the lines of this many years before the target left out (buildCases); fitted as always. */
  missingYears?: number;
  populationCandidates?: number;
  data?: RealData;
  /** Sees every pair's engine input (scripts/engine-measure.ts); the report does not use it. */
  observe?: (slice: RealSlice) => Observer;
}

export function runReal(options: RealOptions): RealResult {
  const data = options.data ?? loadRealData();
  const all = buildCases(data, options.target);
  const asked = buildCases(data, options.target, options.missingYears ?? 0);
  const inScope = asked.cases.filter((c) => !options.provinces || options.provinces.includes(c.series.province));
  const cases = (['population', 'grid'] as const).flatMap((slice) =>
    inScope.filter((c) => c.slice === slice).slice(0, options.maxCases ?? Number.POSITIVE_INFINITY),
  );
  const predictions: Record<RealSlice, Prediction[]> = { population: [], grid: [] };
  const byProvince = new Map<string, Record<RealSlice, Prediction[]>>();
  const lineCases = all.cases.map(lineCaseOf);
  const triples = yearTriples(buildSeries(data.admissions));
  for (const province of [...new Set(cases.map((c) => c.series.province))].sort()) {
    // Lines before the 2024 reform moved under other rules: each era is fitted on its own cases.
    const folds = new Map(
      ([true, false] as const).map((reform) => {
        const training = lineCases.filter((c) => c.province !== province && afterReform(c.year) === reform);
        const moves = triples.filter((t) => t.province !== province);
        return [
          reform,
          { lineParams: fitLineParams(training, moves), normalSigma: fitNormalSigma(training, gridOfLines, normalCdf) },
        ] as const;
      }),
    );
    const mine: Record<RealSlice, Prediction[]> = { population: [], grid: [] };
    byProvince.set(province, mine);
    for (const c of cases.filter((x) => x.series.province === province)) {
      predictCase(c, options, folds.get(afterReform(c.year)) ?? {}, mine[c.slice]);
    }
    predictions.population.push(...mine.population);
    predictions.grid.push(...mine.grid);
  }
  return { cases, predictions, byProvince, skipped: asked.skipped };
}

/**
 * The share of its province's yearly move a series takes: its school formula's culture share over
 * the province's (the newest weighted formula of the category in dataset/rules, 50% when none), as
 * plan-preparation.ts reads it off the formulas; 1 for a line in the province's own formula.
 */
export function shiftFactorOf(c: RealCase): number {
  const school = c.truth.schoolFormula;
  if (!school) {
    return 1;
  }
  const category = c.series.direction ? `${c.series.category}（${c.series.direction}）` : (c.series.category ?? '');
  const rule = [...ART_FORMULAS]
    .filter((f) => f.province === c.series.province && f.category === category && f.form === 'weighted' && f.year <= c.year)
    .sort((a, b) => b.year - a.year)[0];
  const province: CompositeFormula = {
    kind: 'weighted',
    cultureWeight: rule?.cultureWeight ?? 0.5,
    cultureFull: 750,
    testsFull: 300,
    outputScale: 750,
    roundingDigits: 2,
    bonusCounts: true,
  };
  const base = cultureShareOf(province);
  return base > 0 ? cultureShareOf({ ...province, ...school }) / base : 1;
}

export function afterReform(year: number): boolean {
  return year >= REFORM_YEAR;
}

/** A case as the line fit reads it: the usable lines newest first and the line that came. */
export function lineCaseOf(c: RealCase): LineCase {
  return {
    province: c.series.province,
    year: c.year,
    firstNewGaokaoYear: isFirstNewGaokaoYear(c.series.province, c.year),
    shiftFactor: shiftFactorOf(c),
    used: c.history.map((h) => ({ year: h.year, minScore: h.minScore, planCount: h.planCount })),
    truth: c.truth.minScore,
    scale: c.scale,
  };
}

function gridOfLines(c: LineCase): number[] {
  return gridAround(c.used[0].minScore, c.scale);
}

function predictCase(c: RealCase, options: RealOptions, fold: PredictOptions, into: Prediction[]): void {
  {
    const universe = universeOf(c);
    const observer = options.observe?.(c.slice);
    for (const composite of candidatesOf(c, options.populationCandidates ?? POPULATION_CANDIDATES)) {
      const member: MemberProfile = {
        provinceId: 0,
        provinceName: c.series.province,
        examCategoryId: 0,
        examCategoryName: c.series.category ?? '',
        gkyear: c.year,
        culture: composite,
        tests: 0,
        english: null,
        enteredRank: null,
        chinese: null,
        subjects: [],
      };
      predictPlans(universe, member, () => composite >= c.truth.minScore, into, observer, fold);
    }
  }
}

/** The candidates' composites: evenly over the target table's ranks, or the grid around the newest past line. */
export function candidatesOf(c: RealCase, populationCandidates: number): number[] {
  const table = c.tables.get(c.year);
  if (table) {
    const rows = toRows(table);
    const total = rows[rows.length - 1]?.cumulative ?? 0;
    const out: number[] = [];
    for (let i = 0; i < populationCandidates; i += 1) {
      const score = scoreForRank(rows, Math.max(1, Math.ceil(((i + 0.5) / populationCandidates) * total))).score;
      if (score !== null) {
        out.push(score);
      }
    }
    return out;
  }
  return gridAround(c.history[0].minScore, c.scale);
}

/** The grid of candidates around a line: ±40 points per 750, 41 points, a quarter step off the integers. */
function gridAround(centre: number, scale: number): number[] {
  const half = GRID_HALF_WIDTH * scale;
  const step = (2 * half) / (GRID_POINTS - 1);
  return Array.from({ length: GRID_POINTS }, (_, j) => centre - half + j * step + step / 4).filter((x) => x > 0 && x <= scale);
}
