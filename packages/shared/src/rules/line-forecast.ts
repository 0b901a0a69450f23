import { HISTORY_YEARS, RECENCY_WEIGHTS } from './history';
import { LINE_FORECAST_PARAMS, type FirstYearShift, type LineFit, type LineForecastParams } from './line-forecast-params';
import { stepAt, stepsOf } from './percent-steps';
import { classifyTier, type Tier } from './tiers';
import { missingYearsBetween, yearsAheadFit } from './years-ahead';

/**
 * Admission probability from points (docs/engine.md, "The line forecast"): the evidence most art
 * families have is one to three years of a plan's lowest admitted composite, published without a
 * 位次, and their own composite under the plan's formula. The model:
 *
 *   expected line  L̂ = Σ w_t × line_t                  (recency weights; one year = that year)
 *   margin         d = (composite − L̂) × 750 / scale − drift_n
 *   one line       F(x) = (1 − ε_n) × logistic(x / s_n) + ε_n × logistic(x / S_n)
 *   probability    P = E[F(d − u)], u ~ normal(0, shiftSd_n²), clipped to 1%–99%
 *
 * u is the move all lines of the province and category share this year (unknown when filling;
 * in a province's first new-gaokao year its centre and spread are fitted apart, as lines jump then),
 * taken in proportion to the culture share of the plan's formula against the province's (drift_n
 * and shiftSd_n are per unit of the province's formula: shiftFactor);
 * around it most lines move a little (s_n) and a share ε_n jump (S_n): a new formula, a merged
 * group, a cut plan. drift_n, shiftSd_n, s_n, ε_n and S_n, per number of years n, are fitted on real
 * year-to-year moves of official lines (scripts/line-forecast-fit.ts). The band is F at d ∓ shiftSd_n:
 * the chance if this year's lines move one typical province-wide step more, or less, than usual.
 * When the newest line is two or more years old (a 2027 forecast has no 2026 lines), the spreads
 * grow for every year between by the ratios measured on real series three years in a row
 * (yearsAheadFit).
 *
 * The 2024 reform changed categories, 统考 and formulas, so for a year from 2024 on only lines
 * from 2024 on are compared. Lines of the same plan that differ by more than a fifth of the scale
 * between two years are not one series (a scale or category mix-up in the source): no number.
 */

export const REFORM_YEAR = 2024;
/** Two years' lines further apart than this share of the scale contradict each other. */
export const CONTRADICTION_SHARE = 0.2;
/** A line whose years differ by more than this many points per 750 is flagged volatile. */
export const VOLATILE_POINTS = 25;
const COMMON_SCALE = 750;

export const NO_LINE_REASON = '没有往年录取线';
export const CONTRADICTORY_REASON = '往年录取线前后不一致';
/** Every usable line was ranked by another formula than the plan's (a school that changed its own formula). */
export const OTHER_FORMULA_REASON = '往年录取线公式不同';

export interface LineYear {
  year: number;
  /** Lowest admitted composite that year, in the plan's formula. */
  minScore: number;
  planCount: number | null;
}

export interface LineForecastInput {
  /** The year being forecast (the plan year). */
  year: number;
  history: readonly LineYear[];
  /** The member's composite under the plan's formula. */
  composite: number;
  /** Full score of that formula (750, 435, 300 …). */
  scale: number;
  /** The plan year is the province's first new-gaokao year (new-gaokao.ts): its shared move is fitted apart. */
  firstNewGaokaoYear?: boolean;
  /**
   * How much of the province's shared move this plan's line takes: its formula's culture share over
   * the province formula's (a school ranking by culture alone under a 50% province moves twice as
   * far). 1 by default.
   */
  shiftFactor?: number;
}

export interface LineForecast {
  probability: number;
  tier: Tier;
  hopeless: boolean;
  wasted: boolean;
  /** Probability if the expected line were off by its own standard error either way (the number's uncertainty). */
  band: [number, number];
  /** Years whose lines were used, newest first. */
  years: number[];
  /** The member's composite minus the newest line used (points, plan's scale). */
  gap: { year: number; line: number; points: number };
  /** The line expected this year (plan's scale). */
  expectedLine: number;
  /** Logistic scale of the forecast, in the plan's points. */
  spread: number;
  volatile: boolean;
}

export interface NoLineForecast {
  probability: null;
  reason: string;
  years: number[];
}

/** The lines a forecast for `year` may use: the three years before it, after the reform when it is after. */
export function usableLines(year: number, history: readonly LineYear[], scale: number): LineYear[] {
  const from = year >= REFORM_YEAR ? Math.max(year - HISTORY_YEARS, REFORM_YEAR) : year - HISTORY_YEARS;
  return history
    .filter((h) => h.year < year && h.year >= from && h.minScore > 0 && h.minScore <= scale)
    .sort((a, b) => b.year - a.year)
    .slice(0, HISTORY_YEARS);
}

export function forecastFromLines(
  input: LineForecastInput,
  params: Readonly<LineForecastParams> = LINE_FORECAST_PARAMS,
): LineForecast | NoLineForecast {
  const prepared = prepareLines(input, params);
  return prepared.probability === null
    ? { probability: null, reason: prepared.reason, years: prepared.years }
    : forecastReadyLines(prepared, input.composite);
}

/**
 * Everything of a line forecast that does not depend on the member's composite: the usable lines,
 * their centre and the fit. The engine prepares each plan once per universe (plan-preparation.ts), so
 * a member's forecast is then one margin and its probability.
 */
export type PreparedLines = UnreadyLines | ReadyLines;

/** No number from these lines; the newest usable one is still the row's gap where another model speaks. */
export interface UnreadyLines extends NoLineForecast {
  newest: LineYear | undefined;
}

export interface ReadyLines {
  probability: undefined;
  used: LineYear[];
  years: number[];
  /** The recency-weighted mean of the used lines (plan's points, before the drift). */
  centre: number;
  perCommon: number;
  /** The fit of the number of years, its shared move taken in proportion to the plan's shift factor. */
  moved: LineFit;
  /** The unmoved fit's logistic scale (the forecast's spread). */
  scale: number;
  volatile: boolean;
  /** Years between the newest line and the plan year, whose lines are not held: the fit is widened for them (yearsAheadFit). */
  missingYears: readonly number[];
  /** The whole-percent steps of the moved fit's curves (readyProbability). */
  steps: CurveSteps;
}

export function prepareLines(
  input: Omit<LineForecastInput, 'composite'>,
  params: Readonly<LineForecastParams> = LINE_FORECAST_PARAMS,
): PreparedLines {
  const used = usableLines(input.year, input.history, input.scale);
  const years = used.map((h) => h.year);
  if (used.length === 0) {
    return { probability: null, reason: NO_LINE_REASON, years, newest: undefined };
  }
  const scores = used.map((h) => h.minScore);
  const range = Math.max(...scores) - Math.min(...scores);
  if (range > CONTRADICTION_SHARE * input.scale) {
    return { probability: null, reason: CONTRADICTORY_REASON, years, newest: used[0] };
  }
  const perCommon = COMMON_SCALE / input.scale;
  const shape = params.byYears[Math.min(used.length, 3) as 1 | 2 | 3];
  const yearOne = input.firstNewGaokaoYear ? { ...shape, ...pick(params.firstNewGaokaoYear) } : shape;
  const fit = yearsAheadFit(yearOne, shape, input.year - used[0].year, params.yearsAhead);
  const k = input.shiftFactor ?? 1;
  const moved = { ...fit, drift: k * fit.drift, shiftSd: k * fit.shiftSd };
  return {
    probability: undefined,
    used,
    years,
    centre: lineCentre(used),
    perCommon,
    moved,
    scale: fit.scale,
    volatile: range * perCommon > VOLATILE_POINTS,
    missingYears: missingYearsBetween(used[0].year, input.year),
    steps: curveSteps(moved),
  };
}

/** The forecast of prepared lines for one composite (the plan's formula). */
export function forecastReadyLines(prepared: ReadyLines, composite: number): LineForecast {
  const { moved, perCommon } = prepared;
  const { probability, band } = readyProbability(prepared, composite);
  return {
    probability,
    ...classifyTier(probability),
    band,
    years: prepared.years,
    gap: gapOf(prepared.used[0], composite),
    expectedLine: round2(prepared.centre + moved.drift / perCommon),
    spread: prepared.scale / perCommon,
    volatile: prepared.volatile,
  };
}

/**
 * The clipped, whole-percent probability of prepared lines and its band. Both are steps of a
 * rising curve of the margin, so each fit's 98 steps are found once (stepsOf, at preparation) and a
 * member's number is a binary search, not 34 exponentials: the same numbers, read off a table.
 */
export function readyProbability(prepared: ReadyLines, composite: number): { probability: number; band: [number, number] } {
  const margin = readyMargin(prepared, composite);
  return { probability: stepAt(prepared.steps.averaged, margin), band: readyBand(prepared, margin) };
}

/** The member's margin over the expected line, in points per 750, after the drift. */
export function readyMargin(prepared: ReadyLines, composite: number): number {
  return (composite - prepared.centre) * prepared.perCommon - prepared.moved.drift;
}

/** The probability at a margin (readyMargin). */
export function readyProbabilityAt(prepared: ReadyLines, margin: number): number {
  return stepAt(prepared.steps.averaged, margin);
}

/** The band at a margin: the probability if this year's shared move were one standard deviation more, or less, than usual. */
export function readyBand(prepared: ReadyLines, margin: number): [number, number] {
  const { known } = prepared.steps;
  return [stepAt(known, margin - prepared.moved.shiftSd), stepAt(known, margin + prepared.moved.shiftSd)];
}

/** The member's composite against a line, in the plan's points (「比2025年最低分高12分」). */
export function gapOf(line: LineYear, composite: number): { year: number; line: number; points: number } {
  return { year: line.year, line: line.minScore, points: round2(composite - line.minScore) };
}

function pick(shift: Readonly<FirstYearShift>): { drift: number; shiftSd: number } {
  return { drift: shift.drift, shiftSd: shift.shiftSd };
}

/** Normal quantiles at (k − ½) / 15, k = 1 … 15: equal-weight points for averaging over the province's shared move. */
const SHIFT_POINTS = [-1.834, -1.282, -0.967, -0.728, -0.524, -0.341, -0.168, 0, 0.168, 0.341, 0.524, 0.728, 0.967, 1.282, 1.834];

/** P(admitted) of a margin (points per 750, after the drift), averaged over the province's shared move. */
export function lineProbability(margin: number, fit: Readonly<LineFit>): number {
  return SHIFT_POINTS.reduce((sum, z) => sum + oneLine(margin - z * fit.shiftSd, fit), 0) / SHIFT_POINTS.length;
}

/** P(admitted) once the province's shared move is known: the mixture of a small move and a jump. */
function oneLine(margin: number, fit: Readonly<LineFit>): number {
  return (1 - fit.tailShare) * logistic(margin / fit.scale) + fit.tailShare * logistic(margin / fit.tailScale);
}

/** The recency-weighted mean of the usable lines (newest first), before the drift. */
export function lineCentre(used: readonly Pick<LineYear, 'minScore'>[]): number {
  const weights = used.length === 1 ? [1] : RECENCY_WEIGHTS[used.length];
  return used.reduce((sum, h, i) => sum + weights[i] * h.minScore, 0);
}

export interface CurveSteps {
  /** lineProbability: averaged over the province's shared move. */
  averaged: Float64Array;
  /** oneLine: the shared move known (the band's ends). */
  known: Float64Array;
}

/** Steps kept by fit (the fits of a scope repeat across universes and members); a bound against unbounded growth. */
const MAX_KEPT_FITS = 512;
const keptSteps = new Map<string, CurveSteps>();

function curveSteps(fit: Readonly<LineFit>): CurveSteps {
  const key = `${fit.drift}|${fit.shiftSd}|${fit.scale}|${fit.tailShare}|${fit.tailScale}`;
  let steps = keptSteps.get(key);
  if (!steps) {
    steps = { averaged: stepsOf((m) => lineProbability(m, fit)), known: stepsOf((m) => oneLine(m, fit)) };
    keptSteps.set(key, steps);
    if (keptSteps.size > MAX_KEPT_FITS) {
      const oldest = keptSteps.keys().next().value;
      if (oldest !== undefined) {
        keptSteps.delete(oldest);
      }
    }
  }
  return steps;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
