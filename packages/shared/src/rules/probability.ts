import { HISTORY_YEARS, RECENCY_WEIGHTS } from './history';
import { MAJOR_TREND_REASON, majorTrending, type MajorTrend } from './major-trend';
import { PLAN_CHANGED_REASON, planChanged, planRatio } from './plan-change';
import { PROBABILITY_PARAMS, type Calibration, type ProbabilityBasis, type ProbabilityParams } from './probability-params';
import { classifyTier, type Tier } from './tiers';

/**
 * Admission probability of one plan (docs/engine.md explains the model, what it assumes and when
 * it gives no number; the figures behind the constants are there too).
 *
 * Unit: the 位次 (rank). For each of the last (up to) three years t the member's margin over the
 * plan's line is
 *
 *   m_t = ln(lineRank_t × (plan_now / plan_t)^e × (pool_now / pool_t)^β) − ln(memberRank)
 *
 * (positive = the member stands ahead of the line). The plan factor moves the line deeper when
 * the plan grows, by e = PLAN_ELASTICITY (0.75: between √, extra seats drawing extra applicants, and
 * 1, seats alone), with PLAN_CHANGE_SPREAD × |ln plan ratio| of extra spread for not knowing which. The
 * pool factor is the blend between "a school takes a fixed share of the candidates" (β = 1) and
 * "a school takes a fixed number of them" (β = 0): β = POOL_ELASTICITY was chosen on generated
 * worlds with and without a surge in candidates. memberRank is the member's rank in this year's
 * table when it exists (basis 'rank'); otherwise, year by year, the rank the member's composite
 * would have had in year t's own table (等效位次, basis 'equivalent'; a change in candidate
 * numbers this year cannot be seen then, and the assumptions say so).
 *
 * A year whose line has only a score is turned into a rank through that year's own 一分一段
 * (done by the caller, who holds the tables; `rankFromTable`). Without ranks for two years, or
 * when the plan uses a school's own formula that no table ranks, there is no number: comparing
 * points was measured 10–17 points too optimistic, so the row shows the lines instead.
 *
 * Centre μ = Σ w_t m_t with recency weights (0.5, 0.3, 0.2; two years 0.6, 0.4). (A correction of
 * the 等效位次 centre by the variance of the member's standing, fitted once on one seed, did not
 * hold on a fresh tuning seed and is off: standingCorrection = 0.) Spread s =
 * range / d₂ (d₂ = 1.128 for two points, 1.693 for three) of the lines, with 0.10 added in quadrature
 * because three calm years do not make a calm fourth (a floor that only clamped left calm lines too
 * wide next to lines just above it; docs/engine.md, "The link and the spread floor"), combined in quadrature with the same estimate s_m of
 * the member's own log rank under 等效位次, with the plan term above, and under 等效位次 with
 * (1 − β) × UNSEEN_POOL_SPREAD (this year's pool is unseen: its change is assumed ±15%).
 * Predictive σ = s × √(1 + Σw²) (the centre is itself an estimate) × √(1 + 1/plan) (a handful of
 * seats is decided by one or two people) × the widening of whatever is carried over from last year
 * (formula, plan). z = μ / σ in units of a logistic whose
 * standard deviation is σ (heavier tails than a normal: lines jump, 大小年; a normal CDF measured
 * worse), and P = logistic(a·(μ + c)/(σ·√3/π) + b) with a, b, c the recalibration of the basis, fitted
 * on the backtest's tuning seeds: rank mode a and a shift c of the centre in log rank (b = 0),
 * 等效位次 a and b (c = 0); the model alone was under-confident in rank mode and over-optimistic
 * under 等效位次. P is clipped
 * to 1%–99%. A line whose (plan-adjusted) rank moved by more than half between its two newest years
 * is flagged volatile. When this year's plan count is ×1.5 (or ÷1.5) the history's or more, there is
 * no number: lines drawn by other seats do not compare. Nor is there one when the plan's whole major
 * moved against the province's other plans by MAJOR_TREND_LIMIT or more last year (major-trend.ts):
 * a heating major's lines go on moving, and past lines trail them.
 */

export const PROBABILITY_MIN = 0.01;
export const PROBABILITY_MAX = 0.99;
export const MIN_HISTORY_YEARS = 2;
/** Spread of log ranks added in quadrature to the lines' own (≈ ±10% of the line's rank): the least a line's spread can be. */
export const SPREAD_FLOOR_LOG_SHARE = 0.1;
/** A line whose plan-adjusted rank moved by more than this factor between its two newest years is volatile. */
export const VOLATILE_JUMP = 1.5;
export const NO_HISTORY_REASON = '历史数据不足';
export const NO_RANK_REASON = '缺少位次';
export const OWN_FORMULA_REASON = '院校自定公式';

/** Expected range of n normal draws in standard deviations (d₂ of quality-control charts). */
const RANGE_D2: Readonly<Record<number, number>> = { 2: 1.128, 3: 1.693 };
/** Logistic scale that gives a standard deviation of 1: √3 / π. */
const LOGISTIC_UNIT = Math.sqrt(3) / Math.PI;

/** The model's standardized margin z = μ / (σ × √3/π): logistic(z) is the probability before recalibration. */
export function standardizedMargin(margin: number, spread: number): number {
  return margin / (spread * LOGISTIC_UNIT);
}

/** One past year of a plan's line, with the member's standing in that year's table. */
export interface HistoryYear {
  year: number;
  /** Lowest admitted composite that year (in that year's formula). */
  minScore: number;
  /** 位次 of the lowest admitted candidate: published, or read from that year's table (`rankFromTable`); null when neither. */
  minRank: number | null;
  /** True when minRank was not published but read off that year's 一分一段 from minScore. */
  rankFromTable?: boolean;
  planCount: number | null;
  /** Candidates in that year's 一分一段 table; null without a table. */
  poolSize: number | null;
  /** The member's 等效位次 that year: the rank of their composite in that year's table; null without a table. */
  memberRank: number | null;
}

export interface ProbabilityInput {
  history: readonly HistoryYear[];
  /** This year's plan count. */
  planCount: number | null;
  /** The member's rank in this year's table and its size, when this year's table exists. */
  current: { rank: number; poolSize: number } | null;
  /** The member's composite under this plan's formula. */
  composite: number;
  /** Output scale of that formula (750, 300 …). */
  scale: number;
  /** False when the plan's formula is not the one the tables rank: then there is no number. */
  ranksApply: boolean;
  /** What is last year's because this year's is not published yet. */
  carriedOver?: { formula: boolean; plan: boolean };
  /**
   * How far this plan's major moved against the province and category between the two newest
   * history years, and how consistently (major-trend.ts); null when unknown.
   */
  majorTrend?: MajorTrend | null;
}

export interface YearMargin {
  year: number;
  /** Log-rank margin; positive = the member is ahead. */
  margin: number;
}

/** An assumption the number rests on, for the tooltip. */
export type Assumption = 'equivalentRank' | 'formulaCarriedOver' | 'planCarriedOver' | 'rankFromTable';

export interface ProbabilityEstimate {
  probability: number;
  tier: Tier;
  hopeless: boolean;
  wasted: boolean;
  basis: ProbabilityBasis;
  /** Weighted centre of the margins (log rank), as the model computes it. */
  margin: number;
  /** Predictive spread σ (log rank), as the model computes it. */
  spread: number;
  /**
   * The centre and spread after recalibration: logistic(margin / (spread × √3/π)) of these is the
   * probability (before clipping). The tooltip's expected line and range use them.
   */
  calibrated: { margin: number; spread: number };
  margins: YearMargin[];
  /** The line's plan-adjusted rank moved by more than VOLATILE_JUMP between its two newest years. */
  volatile: boolean;
  assumptions: Assumption[];
}

export interface NoEstimate {
  probability: null;
  reason: string;
  /** Years of history with a usable rank. */
  years: number[];
}

export type ProbabilityResult = ProbabilityEstimate | NoEstimate;

/** The admission probability of a plan for a member, or why there is none. */
export function estimateProbability(input: ProbabilityInput, params: Readonly<ProbabilityParams> = PROBABILITY_PARAMS): ProbabilityResult {
  const recent = newestFirst(input.history).slice(0, HISTORY_YEARS);
  if (!input.ranksApply && recent.length >= MIN_HISTORY_YEARS) {
    return { probability: null, reason: OWN_FORMULA_REASON, years: [] };
  }
  const ranked = input.ranksApply ? rankMargins(recent, input, params) : [];
  if (ranked.length < MIN_HISTORY_YEARS) {
    const reason = recent.length >= MIN_HISTORY_YEARS ? NO_RANK_REASON : NO_HISTORY_REASON;
    return { probability: null, reason, years: ranked.map((m) => m.year) };
  }
  if (
    planChanged(
      recent.map((h) => h.planCount),
      input.planCount,
      params.planChangeLimit,
    )
  ) {
    return { probability: null, reason: PLAN_CHANGED_REASON, years: ranked.map((m) => m.year) };
  }
  if (majorTrending(input.majorTrend, params.majorTrendLimit, params.majorTrendStrength)) {
    return { probability: null, reason: MAJOR_TREND_REASON, years: ranked.map((m) => m.year) };
  }
  const basis: ProbabilityBasis = input.current ? 'rank' : 'equivalent';
  const weights = RECENCY_WEIGHTS[ranked.length];
  const standingSd = basis === 'equivalent' ? rangeSpread(ranked.map((r) => r.member)) : 0;
  const centre = ranked.reduce((sum, m, i) => sum + weights[i] * m.margin, 0) - params.standingCorrection * standingSd * standingSd;
  const plan = Math.max(1, input.planCount ?? 1);
  const carried = input.carriedOver ?? { formula: false, plan: false };
  const widening = (carried.formula ? params.formulaCarriedOver : 1) * (carried.plan ? params.planCarriedOver : 1);
  const inflation = Math.sqrt(1 + weights.reduce((sum, w) => sum + w * w, 0)) * Math.sqrt(1 + 1 / plan) * widening;
  const lineSd = Math.hypot(SPREAD_FLOOR_LOG_SHARE, rangeSpread(ranked.map((r) => r.line)));
  const ratio = planRatio(
    recent.map((h) => h.planCount),
    input.planCount,
  );
  const planSd = ratio === null ? 0 : params.planChangeSpread * Math.abs(Math.log(ratio));
  const poolSd = basis === 'equivalent' ? (1 - params.poolElasticity) * params.unseenPoolSpread : 0;
  const spread = inflation * Math.sqrt(lineSd * lineSd + standingSd * standingSd + planSd * planSd + poolSd * poolSd);
  const calibration = params.calibration[basis];
  const probability = clipProbability(recalibrated(centre, spread, calibration));
  const assumptions: Assumption[] = [];
  if (basis === 'equivalent') {
    assumptions.push('equivalentRank');
  }
  if (carried.formula) {
    assumptions.push('formulaCarriedOver');
  }
  if (carried.plan) {
    assumptions.push('planCarriedOver');
  }
  if (recent.some((h) => h.rankFromTable && ranked.some((r) => r.year === h.year))) {
    assumptions.push('rankFromTable');
  }
  return {
    probability,
    ...classifyTier(probability),
    basis,
    margin: centre,
    spread,
    calibrated: calibratedPair(centre, spread, calibration),
    margins: ranked.map((m) => ({ year: m.year, margin: m.margin })),
    volatile: ranked.length >= 2 && Math.abs(ranked[0].line - ranked[1].line) > Math.log(VOLATILE_JUMP),
    assumptions,
  };
}

/** The recalibrated probability (before clipping) of a centre μ and spread σ: logistic(a·(μ + c)/(σ·√3/π) + b). */
export function recalibrated(margin: number, spread: number, calibration: Readonly<Calibration>): number {
  const { slope, intercept, shift } = calibration;
  return logistic(slope * standardizedMargin(margin + shift, spread) + intercept);
}

/** The same as a centre and spread of the model's form: σ' = σ / a, μ' = μ + c + b × σ' × √3/π. */
function calibratedPair(margin: number, spread: number, calibration: Readonly<Calibration>): { margin: number; spread: number } {
  const { slope, intercept, shift } = calibration;
  return { margin: margin + shift + (intercept * spread * LOGISTIC_UNIT) / slope, spread: spread / slope };
}

/** Clips to 1%–99% and rounds to whole percent. */
export function clipProbability(p: number): number {
  const clipped = Math.min(PROBABILITY_MAX, Math.max(PROBABILITY_MIN, p));
  return Math.round(clipped * 100) / 100;
}

/**
 * Per usable year: the line's log rank (plan- and pool-adjusted, in the member's scale) and the
 * member's log rank. With this year's table the member's rank is this year's and the line is
 * carried to this year's pool by (pool_now / pool_t)^β; without it both are year t's (等效位次).
 */
function rankMargins(
  recent: readonly HistoryYear[],
  input: ProbabilityInput,
  params: Readonly<ProbabilityParams>,
): (YearMargin & { line: number; member: number })[] {
  const out: (YearMargin & { line: number; member: number })[] = [];
  for (const h of recent) {
    if (h.minRank == null || h.minRank <= 0) {
      continue;
    }
    const memberRank = input.current ? input.current.rank : h.memberRank;
    if (memberRank == null || memberRank <= 0) {
      continue;
    }
    const planFactor = input.planCount && h.planCount ? (input.planCount / h.planCount) ** params.planElasticity : 1;
    const pool = input.current && h.poolSize ? Math.log(input.current.poolSize / h.poolSize) : 0;
    const poolFactor = Math.exp(params.poolElasticity * pool);
    // Lines are compared in log rank; dividing by the member's pool keeps the numbers shares (as before) without changing margins.
    const scale = input.current?.poolSize ?? h.poolSize ?? 1;
    const line = Math.log((h.minRank * planFactor * poolFactor) / scale);
    const member = Math.log(memberRank / scale);
    out.push({ year: h.year, margin: line - member, line, member });
  }
  return out;
}

/** Range-based spread: for two or three points as good as any estimator, and never 0 by accident of the median. */
function rangeSpread(values: readonly number[]): number {
  const d2 = RANGE_D2[values.length] ?? RANGE_D2[3];
  return (Math.max(...values) - Math.min(...values)) / d2;
}

/** History newest first (already so from the server; sorted only when not). */
function newestFirst(history: readonly HistoryYear[]): readonly HistoryYear[] {
  for (let i = 1; i < history.length; i += 1) {
    if (history[i].year > history[i - 1].year) {
      return [...history].sort((a, b) => b.year - a.year);
    }
  }
  return history;
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
