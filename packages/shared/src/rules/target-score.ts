import type { Tier } from './tiers';

/**
 * 目标倒推: the score a target tier needs (docs/engine.md, "What a target needs"). The engine is
 * only ever run forwards: `reaches(score)` evaluates the plan for the member with that one score
 * changed and says whether the plan's tier is the target or better. A higher score never lowers a
 * composite, a rank or a probability, and never adds an exclusion, so `reaches` is monotone and
 * the smallest whole score that reaches is found by bisection between the member's score (which
 * does not reach) and the full score.
 */

/** The tiers a family aims at: 稳 (probability ≥ 40%) and 保 (≥ 75%). */
export const TARGET_TIERS = ['稳', '保'] as const;
export type TargetTier = (typeof TARGET_TIERS)[number];

export type ScoreNeed =
  /** The member's score already gives the tier (「已达到」). */
  | { status: 'reached' }
  /** The smallest whole score that gives it. */
  | { status: 'needed'; score: number }
  /** Not even the full score gives it (「不可达」). */
  | { status: 'unreachable' };

/** True when a plan's tier is the target or better (保 is better than 稳). */
export function tierReaches(tier: Tier | null, target: TargetTier): boolean {
  return target === '稳' ? tier === '稳' || tier === '保' : tier === '保';
}

/**
 * The smallest whole score in (current, full] for which `reaches` holds, by bisection;
 * `reached` when it already holds at `current`, `unreachable` when it fails at `full`.
 * `reaches` is called about log2(full − current) + 2 times.
 */
export function scoreNeeded(reaches: (score: number) => boolean, current: number, full: number): ScoreNeed {
  if (reaches(current)) {
    return { status: 'reached' };
  }
  if (current >= full || !reaches(full)) {
    return { status: 'unreachable' };
  }
  // Invariant: lo fails (or is the member's own score), hi reaches.
  let lo = Math.floor(current);
  let hi = full;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid > current && reaches(mid)) {
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return { status: 'needed', score: hi };
}

/** How a need reads: 「已达到」, 「不可达」 or the score (「≥ 231」 is written by the page). */
export function scoreNeedText(need: ScoreNeed): string {
  return need.status === 'reached' ? '已达到' : need.status === 'unreachable' ? '不可达' : `${need.score}分`;
}
