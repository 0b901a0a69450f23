import {
  gapOf,
  logistic,
  prepareLines,
  readyBand,
  readyMargin,
  readyProbabilityAt,
  type LineForecastInput,
  type PreparedLines,
} from './line-forecast';
import { LINE_FORECAST_PARAMS, type LineForecastParams } from './line-forecast-params';
import { MAJOR_TREND_REASON } from './major-trend';
import { PLAN_CHANGED_REASON } from './plan-change';
import { clipProbability as clip, standardizedMargin, type ProbabilityResult } from './probability';
import { classifyTier, type Tier } from './tiers';

/**
 * One plan's admission forecast as a family sees it (docs/engine.md, "Which model speaks"): the rank
 * model (probability.ts) where it has ranks for two years and the member's standing in the
 * tables, else the line forecast from points (line-forecast.ts), which needs one year of lines.
 * No number only when there is no usable line at all, when the lines contradict each other, or when
 * this year's plan or the plan's whole major moved beyond what past lines can show (the rank model's
 * two standing refusals, which hold for lines in points too: docs/engine.md).
 */

/** The rank model's refusals that no model can answer from past lines. */
const STANDING_REFUSALS: ReadonlySet<string> = new Set([PLAN_CHANGED_REASON, MAJOR_TREND_REASON]);

export type ForecastBasis = '位次' | '分差';

export interface Evidence {
  basis: ForecastBasis;
  /** The probability if the expected line were one standard error off either way. */
  band: [number, number];
  /** Years whose lines the number rests on, newest first. */
  years: number[];
  /** The member's composite minus the newest line (plan's points); null when that line is not comparable. */
  gap: { year: number; line: number; points: number } | null;
  /** Years between the newest line and the plan year whose lines are not held: the band is widened for them (line forecast only). */
  missingYears: readonly number[];
}

export interface RatedForecast extends Evidence {
  probability: number;
  tier: Tier;
  hopeless: boolean;
  wasted: boolean;
  volatile: boolean;
}

export interface UnratedForecast {
  probability: null;
  /** Short reason shown in the row (没有往年录取线, 往年录取线前后不一致). */
  reason: string;
}

export type AdmissionForecast = RatedForecast | UnratedForecast;

/**
 * Half-width of the rank model's band in standardized logistic units: the expected line's standard
 * error, taken as half of one year's standard deviation (π/√3 in these units) over √n years.
 */
function bandHalfWidth(years: number): number {
  return (0.5 * Math.PI) / Math.sqrt(3) / Math.sqrt(Math.max(1, years));
}

export function forecastAdmission(
  rank: ProbabilityResult,
  lines: LineForecastInput,
  params: Readonly<LineForecastParams> = LINE_FORECAST_PARAMS,
): AdmissionForecast {
  return forecastFromPrepared(rank, prepareLines(lines, params), lines.composite);
}

/**
 * The forecast when no member's scores can change it: a no-number from the rank model that no
 * lines can answer, or lines that give none. Null when the member's composite or ranks decide it.
 * The engine works it out once per plan and universe.
 */
export function memberFreeForecast(rank: ProbabilityResult | null, lines: PreparedLines): UnratedForecast | null {
  if (rank === null || rank.probability !== null) {
    return null;
  }
  if (STANDING_REFUSALS.has(rank.reason)) {
    return { probability: null, reason: rank.reason };
  }
  return lines.probability === null ? { probability: null, reason: lines.reason } : null;
}

/**
 * The number alone, or the reason there is none: what a list needs of every plan (its tier and
 * order). The evidence around it (band, years, gap) is forecastFromPrepared's, made only for the
 * rows a family is shown; both read the models in this order.
 */
export function forecastNumber(rank: ProbabilityResult, lines: PreparedLines, composite: number): ForecastNumber {
  if (rank.probability !== null) {
    return ratedNumber(rank.probability, rank.volatile);
  }
  if (STANDING_REFUSALS.has(rank.reason)) {
    return { probability: null, reason: rank.reason };
  }
  if (lines.probability === null) {
    return { probability: null, reason: lines.reason };
  }
  return ratedNumber(readyProbabilityAt(lines, readyMargin(lines, composite)), lines.volatile);
}

// The numbers shown are whole percents (clipped): their answers are made once and shared, as a
// member's evaluation asks for thousands of them and keeps them (evaluation-cache.ts).
const WHOLE_PERCENT_NUMBERS: { probability: number; volatile: boolean }[] = [];

function ratedNumber(probability: number, volatile: boolean): ForecastNumber {
  const percent = Math.round(probability * 100);
  if (percent / 100 !== probability || percent < 0 || percent > 100) {
    return { probability, volatile };
  }
  const at = 2 * percent + (volatile ? 1 : 0);
  return (WHOLE_PERCENT_NUMBERS[at] ??= Object.freeze({ probability, volatile }));
}

export type ForecastNumber = { probability: number; volatile: boolean } | UnratedForecast;

/** forecastAdmission on lines prepared beforehand (line-forecast.ts prepareLines): the engine prepares each plan once per universe. */
export function forecastFromPrepared(rank: ProbabilityResult, lines: PreparedLines, composite: number): AdmissionForecast {
  const number = forecastNumber(rank, lines, composite);
  if (number.probability === null) {
    return number;
  }
  if (rank.probability !== null) {
    const newest = lines.probability === null ? lines.newest : lines.used[0];
    const z = standardizedMargin(rank.calibrated.margin, rank.calibrated.spread);
    const half = bandHalfWidth(rank.margins.length);
    return {
      probability: rank.probability,
      tier: rank.tier,
      hopeless: rank.hopeless,
      wasted: rank.wasted,
      volatile: rank.volatile,
      basis: '位次',
      band: [clip(logistic(z - half)), clip(logistic(z + half))],
      years: rank.margins.map((m) => m.year),
      gap: newest ? gapOf(newest, composite) : null,
      // The rank model is not widened for a missing year (docs/engine.md): it names none.
      missingYears: [],
    };
  }
  // forecastNumber rated it from the lines, so they are ready.
  const ready = lines.probability === null ? null : lines;
  if (!ready) {
    throw new Error('a line forecast without ready lines');
  }
  const { tier, hopeless, wasted } = classifyTier(number.probability);
  return {
    probability: number.probability,
    tier,
    hopeless,
    wasted,
    volatile: ready.volatile,
    basis: '分差',
    band: readyBand(ready, readyMargin(ready, composite)),
    years: ready.years,
    gap: gapOf(ready.used[0], composite),
    missingYears: ready.missingYears,
  };
}
