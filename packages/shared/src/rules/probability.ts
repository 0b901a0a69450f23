import { classifyTier, type Tier } from './tiers';

/**
 * Admission probability of one plan (DESIGN.md §7, art-exam-domain-facts §5, field-landscape §2).
 *
 * The unit is the 位次 share: a rank divided by the size of its year's 一分一段 table, so a cohort
 * that grows or shrinks does not look like a school getting easier or harder. For each of the last
 * (up to) three years t the member's margin over the plan's line is
 *
 *   m_t = ln(lineShare_t × (plan_now / plan_t)^0.5) − ln(memberShare)
 *
 * (positive = the member stands ahead of the line). The plan factor moves the line deeper when
 * the plan grows, damped (elasticity 0.5) because extra seats also draw extra applicants.
 * memberShare is the member's share this year when this year's table exists (basis 'rank');
 * otherwise it is, year by year, the share the member's composite would have had in year t's own
 * table (等效位次, basis 'equivalent'), so the spread also carries how much a fixed score's
 * standing moves between years; and the centre is lowered by half the variance of the member's
 * log share (−σ²/2: the mean rather than the median of a log-normal standing), because a score
 * whose standing swings between years is on average worse off than its typical year suggests —
 * the backtest (seed 2026) measured the uncorrected median as 5–9 points optimistic in the
 * middle deciles. When a plan has its own formula (the tables rank the province's composite) or
 * ranks are missing, margins are points of composite score instead (basis 'score').
 *
 * Then: centre μ = Σ w_t m_t with recency weights (0.5, 0.3, 0.2; two years 0.6, 0.4); spread
 * s = range / d₂ (d₂ = 1.128 for two points, 1.693 for three) of the lines, floored (0.10 in
 * log-share, 0.5% of the score scale in points) because three calm years do not make a calm
 * fourth, combined (√(s² + s_m²)) with the same estimate s_m of the member's own log share under
 * 等效位次 (estimated apart so a line and a standing that moved together do not cancel); the predictive
 * spread σ = s × √(1 + Σw²) (the centre is itself an estimate) × √(1 + 1/plan) (a handful of seats
 * is decided by one or two people). P = logistic(μ / σ) with the logistic's scale chosen so its
 * standard deviation is σ: heavier tails than a normal, since lines jump (大小年) more often than a
 * normal allows. P is clipped to 1%–99%: no line is ever certain.
 *
 * Fewer than two usable years: no number (`probability: null`, reason 历史数据不足). One year cannot
 * tell a usual line from a 大小年, so the row shows that year's line and leaves the judgement to
 * the reader rather than inventing a spread.
 */

export const PROBABILITY_MIN = 0.01;
export const PROBABILITY_MAX = 0.99;
export const MIN_HISTORY_YEARS = 2;
export const MAX_HISTORY_YEARS = 3;
/** Recency weights by number of years, newest first. */
export const RECENCY_WEIGHTS: Readonly<Record<number, readonly number[]>> = { 2: [0.6, 0.4], 3: [0.5, 0.3, 0.2] };
/** How strongly a plan change moves the line's rank: (plan_now / plan_then)^0.5. */
export const PLAN_ELASTICITY = 0.5;
/** Floor of the spread of log rank shares (≈ ±10% of the line's rank). */
export const SPREAD_FLOOR_LOG_SHARE = 0.1;
/** Floor of the spread in points, as a share of the composite's output scale (750 → 3.75 points). */
export const SPREAD_FLOOR_SCORE_SHARE = 0.005;
/** With 等效位次, the centre is lowered by this × the variance of the member's log share across years. */
export const STANDING_VARIANCE_CORRECTION = 0.5;
export const NO_HISTORY_REASON = '历史数据不足';

/** Expected range of n normal draws in standard deviations (d₂ of quality-control charts). */
const RANGE_D2: Readonly<Record<number, number>> = { 2: 1.128, 3: 1.693 };
/** Logistic scale that gives a standard deviation of 1: √3 / π. */
const LOGISTIC_UNIT = Math.sqrt(3) / Math.PI;

export type ProbabilityBasis = 'rank' | 'equivalent' | 'score';

/** One past year of a plan's line, with the member's standing in that year's table. */
export interface HistoryYear {
  year: number;
  /** Lowest admitted composite that year (in that year's formula). */
  minScore: number;
  /** 位次 of the lowest admitted candidate; null when not published. */
  minRank: number | null;
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
  /** The member's composite under this plan's formula (the score basis compares it with min scores). */
  composite: number;
  /** Output scale of that formula (750, 300 …), for the score-basis floor. */
  scale: number;
  /** False when the plan's formula is not the one the tables rank: margins in points then. */
  ranksApply: boolean;
}

export interface YearMargin {
  year: number;
  /** Log-share margin (rank bases) or points (score basis); positive = the member is ahead. */
  margin: number;
}

export interface ProbabilityEstimate {
  probability: number;
  tier: Tier;
  hopeless: boolean;
  wasted: boolean;
  basis: ProbabilityBasis;
  /** Weighted centre of the margins. */
  margin: number;
  /** Predictive spread σ in the same unit. */
  spread: number;
  margins: YearMargin[];
}

export interface NoEstimate {
  probability: null;
  reason: string;
  /** Years of history that were usable (0 or 1). */
  years: number[];
}

export type ProbabilityResult = ProbabilityEstimate | NoEstimate;

/** The admission probability of a plan for a member, or why there is none. */
export function estimateProbability(input: ProbabilityInput): ProbabilityResult {
  const recent = newestFirst(input.history).slice(0, MAX_HISTORY_YEARS);
  const ranked = input.ranksApply ? rankMargins(recent, input) : [];
  const basis: ProbabilityBasis = ranked.length >= MIN_HISTORY_YEARS ? (input.current ? 'rank' : 'equivalent') : 'score';
  const margins = basis === 'score' ? recent.map((h) => ({ year: h.year, margin: input.composite - h.minScore })) : ranked;
  if (margins.length < MIN_HISTORY_YEARS) {
    return { probability: null, reason: NO_HISTORY_REASON, years: margins.map((m) => m.year) };
  }
  const weights = RECENCY_WEIGHTS[margins.length];
  // 等效位次: the member's standing is a log-normal-ish guess; its mean, not its median (−σ²/2).
  const standingSd = basis === 'equivalent' ? rangeSpread(ranked.map((r) => r.member)) : 0;
  const centre = margins.reduce((sum, m, i) => sum + weights[i] * m.margin, 0) - STANDING_VARIANCE_CORRECTION * standingSd * standingSd;
  const plan = Math.max(1, input.planCount ?? 1);
  const inflation = Math.sqrt(1 + weights.reduce((sum, w) => sum + w * w, 0)) * Math.sqrt(1 + 1 / plan);
  const spread = inflation * (basis === 'score' ? Math.max(SPREAD_FLOOR_SCORE_SHARE * input.scale, rangeSpread(margins.map((m) => m.margin))) : rankSpread(ranked, standingSd));
  const probability = clipProbability(logistic(centre / (spread * LOGISTIC_UNIT)));
  return { probability, ...classifyTier(probability), basis, margin: centre, spread, margins: margins.map((m) => ({ year: m.year, margin: m.margin })) };
}

/** Clips to 1%–99% and rounds to whole percent. */
export function clipProbability(p: number): number {
  const clipped = Math.min(PROBABILITY_MAX, Math.max(PROBABILITY_MIN, p));
  return Math.round(clipped * 100) / 100;
}

/** Per usable year: the line's log share (plan-adjusted) and the member's log share. */
function rankMargins(recent: readonly HistoryYear[], input: ProbabilityInput): (YearMargin & { line: number; member: number })[] {
  const out: (YearMargin & { line: number; member: number })[] = [];
  for (const h of recent) {
    const pool = h.poolSize ?? input.current?.poolSize ?? null;
    if (h.minRank == null || h.minRank <= 0 || pool == null || pool <= 0) {
      continue;
    }
    const member = input.current ? input.current.rank / input.current.poolSize : h.memberRank != null && h.poolSize ? h.memberRank / h.poolSize : null;
    if (member == null || member <= 0) {
      continue;
    }
    const planFactor = input.planCount && h.planCount ? (input.planCount / h.planCount) ** PLAN_ELASTICITY : 1;
    const line = Math.log((h.minRank / pool) * planFactor);
    out.push({ year: h.year, margin: line - Math.log(member), line, member: Math.log(member) });
  }
  return out;
}

/**
 * The line's spread (floored) and, with 等效位次, the member's: how far a fixed score's standing
 * moved between the years' tables. Estimated apart so that a line and a standing that happened to
 * move together do not cancel out.
 */
function rankSpread(ranked: readonly { line: number }[], standingSd: number): number {
  const line = Math.max(SPREAD_FLOOR_LOG_SHARE, rangeSpread(ranked.map((r) => r.line)));
  return Math.sqrt(line * line + standingSd * standingSd);
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
