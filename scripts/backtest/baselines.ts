// The two rules every backtest compares the engine with (docs/backtest.md). Their parameters are
// fixed here a priori, never tuned on any backtest:
//   step    last year's line as a step rule: the member is in (99%) when their rank is no worse
//           than last year's minimum rank (absolute 位次, as families read the tables), out (1%)
//           otherwise; without a rank, composite ≥ last year's minimum score;
//   normal  a normal CDF around the recency-weighted (0.5 / 0.3 / 0.2) historical minimum ranks
//           (or scores without ranks), spread = the years' sample standard deviation, floored at
//           10% of the centre's rank (or 0.5% of the score scale); at least two years.
//           On real series the normal baseline is fitted instead (fittedNormalRule): around the
//           recency-weighted lines in points, one σ fitted on the training provinces (line-fit.ts),
//           from one year on.
// Both are clipped to 1%–99% like the engine, so log losses compare.

import { lineCentre } from '@yzy/shared/rules';

export interface BaselineLine {
  year: number;
  minScore: number;
  minRank: number | null;
}

export interface BaselineMember {
  /** The member's composite as the engine computes it for the plan year. */
  composite: number;
  /** Their rank this year (rank mode) or in the newest past table (equivalent mode); null without a table. */
  rank: number | null;
  /** Output scale of the composite (750, 300 …). */
  scale: number;
}

const WEIGHTS = [0.5, 0.3, 0.2];
const RANK_SD_FLOOR = 0.1;
const SCORE_SD_FLOOR = 0.005;
const CLIP_LOW = 0.01;
const CLIP_HIGH = 0.99;

/** Newest first, at most three years. */
function recent(history: readonly BaselineLine[]): BaselineLine[] {
  return [...history].sort((a, b) => b.year - a.year).slice(0, 3);
}

export function stepRule(history: readonly BaselineLine[], member: BaselineMember): number | null {
  const last = recent(history)[0];
  if (!last) {
    return null;
  }
  const inside = last.minRank != null && member.rank != null ? member.rank <= last.minRank : member.composite >= last.minScore;
  return inside ? CLIP_HIGH : CLIP_LOW;
}

export function normalRule(history: readonly BaselineLine[], member: BaselineMember): number | null {
  const years = recent(history);
  const ranked = years.filter((h) => h.minRank != null);
  const useRanks = member.rank != null && ranked.length >= 2;
  const values = useRanks ? ranked.map((h) => h.minRank as number) : years.map((h) => h.minScore);
  if (values.length < 2) {
    return null;
  }
  const weights = WEIGHTS.slice(0, values.length);
  const total = weights.reduce((a, b) => a + b, 0);
  const centre = values.reduce((sum, v, i) => sum + (weights[i] / total) * v, 0);
  const avg = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - avg) ** 2, 0) / (values.length - 1));
  const spread = Math.max(sd, useRanks ? RANK_SD_FLOOR * centre : SCORE_SD_FLOOR * member.scale);
  const z = useRanks ? (centre - (member.rank as number)) / spread : (member.composite - centre) / spread;
  return Math.min(CLIP_HIGH, Math.max(CLIP_LOW, normalCdf(z)));
}

/** A normal CDF around the recency-weighted past lines (points), σ fitted elsewhere in points per 750; from one year on. */
export function fittedNormalRule(history: readonly BaselineLine[], member: BaselineMember, sigma: number): number | null {
  const years = recent(history);
  if (years.length === 0) {
    return null;
  }
  const centre = lineCentre(years);
  return Math.min(CLIP_HIGH, Math.max(CLIP_LOW, normalCdf(((member.composite - centre) * 750) / member.scale / sigma)));
}

/** Φ(z) by the Abramowitz–Stegun 7.1.26 erf approximation (|error| < 1.5e−7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
