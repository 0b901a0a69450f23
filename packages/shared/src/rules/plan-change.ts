import { RECENCY_WEIGHTS } from './history';

export const PLAN_CHANGED_REASON = '招生计划变化大';
/**
 * This year's plan against the recency-weighted plan of the history years: at this ratio or beyond
 * (either way) there is no number. Past lines were drawn by a different number of seats, and how far
 * a line follows its seats was measured far off (docs/engine.md), so those lines do not compare.
 */
export const PLAN_CHANGE_LIMIT = 1.5;

/**
 * This year's plan against the history's (newest year first), weighted by recency over the years
 * that state a plan: true when both are known and differ by PLAN_CHANGE_LIMIT or more. A plan
 * without a count (a reference entry, or none published) is never judged changed.
 */
export function planChanged(pastPlanCounts: readonly (number | null)[], planCount: number | null): boolean {
  if (!planCount || planCount <= 0) {
    return false;
  }
  const known = pastPlanCounts.filter((n): n is number => n != null && n > 0);
  if (known.length === 0) {
    return false;
  }
  const weights = RECENCY_WEIGHTS[known.length] ?? [1];
  const past = known.reduce((sum, n, i) => sum + weights[i] * n, 0);
  const ratio = planCount / past;
  return ratio >= PLAN_CHANGE_LIMIT || ratio <= 1 / PLAN_CHANGE_LIMIT;
}
