import { PLAN_ELASTICITY } from './plan-change';

export const MAJOR_TREND_REASON = '专业整体热度变化大';
/**
 * A major whose lines, across the province and category, moved by this factor or more (either way)
 * against every other plan's between the two newest history years has no number: a major that is
 * heating up (or cooling) moves all its schools together, and history-weighted lines trail it
 * (docs/engine.md, "Trending lines"). A single plan's jump is noise that mostly reverts and only
 * raises the 近年录取线波动大 flag.
 */
export const MAJOR_TREND_LIMIT = 1.2;
/** Fewer plans of a major than this in the province and category say nothing about the major. */
export const MAJOR_TREND_MIN_PLANS = 3;
/**
 * A trend counts only when the major's plans agree on it: its size over the standard error of
 * their moves (sd / √n) is at least this. Three plans that jumped in different directions make a
 * median, not a trend.
 */
export const MAJOR_TREND_MIN_STRENGTH = 2;

/** A major's move against its province and category, and how consistently its plans made it. */
export interface MajorTrend {
  /** Median move of the major's plans minus the median move of all plans (log rank; negative = stronger). */
  move: number;
  /** |move| over the standard error of the major's plan moves (unbounded when they all moved alike). */
  strength: number;
}

/** The lines of one plan in the two newest history years (newest first), as the trend reads them. */
export interface TrendLine {
  year: number;
  minRank: number | null;
  planCount: number | null;
}

/**
 * How far a plan's line moved from year − 2 to year − 1, in log rank with each year's line carried
 * to the same seats (PLAN_ELASTICITY); negative = the line got stronger. Null without a rank in
 * both years. The pool's change is left in: it is the same for every plan and cancels against the
 * province's median move (majorTrends).
 */
export function lineMove(history: readonly TrendLine[], year: number): number | null {
  const newest = history.find((h) => h.year === year - 1);
  const before = history.find((h) => h.year === year - 2);
  if (!newest?.minRank || !before?.minRank || newest.minRank <= 0 || before.minRank <= 0) {
    return null;
  }
  const seats = newest.planCount && before.planCount ? PLAN_ELASTICITY * Math.log(before.planCount / newest.planCount) : 0;
  return Math.log(newest.minRank / before.minRank) + seats;
}

/**
 * Each major's move against the province and category: the median move of its plans minus the
 * median move of all plans (so a change in the number of candidates, which moves every line, is
 * not a trend). Majors with fewer than MAJOR_TREND_MIN_PLANS moving plans are left out.
 */
export function majorTrends(moves: readonly { major: string; move: number | null }[]): Map<string, MajorTrend> {
  const all: number[] = [];
  const byMajor = new Map<string, number[]>();
  for (const { major, move } of moves) {
    if (move === null) {
      continue;
    }
    all.push(move);
    const list = byMajor.get(major);
    if (list) {
      list.push(move);
    } else {
      byMajor.set(major, [move]);
    }
  }
  const trends = new Map<string, MajorTrend>();
  if (all.length === 0) {
    return trends;
  }
  const reference = median(all);
  for (const [major, list] of byMajor) {
    if (list.length >= MAJOR_TREND_MIN_PLANS) {
      const move = median(list) - reference;
      const mean = list.reduce((a, b) => a + b, 0) / list.length;
      const sd = Math.sqrt(list.reduce((a, b) => a + (b - mean) ** 2, 0) / (list.length - 1));
      trends.set(major, { move, strength: Math.abs(move) / (sd / Math.sqrt(list.length)) });
    }
  }
  return trends;
}

/** The major a plan belongs to for the trend: its name without a bracketed note (中外合作, 校区, 方向 …). */
export function trendMajorKey(majorName: string): string {
  return majorName.replace(/[（(][^）)]*[）)]/g, '').trim();
}

/** True when the major's trend is at the limit or beyond, either way, and its plans agree on it. */
export function majorTrending(
  trend: MajorTrend | null | undefined,
  limit = MAJOR_TREND_LIMIT,
  minStrength = MAJOR_TREND_MIN_STRENGTH,
): boolean {
  return trend != null && Math.abs(trend.move) >= Math.log(limit) && trend.strength >= minStrength;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
