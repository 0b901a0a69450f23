import { RECENCY_WEIGHTS } from './history';

export const PLAN_CHANGED_REASON = '招生计划变化大';
/**
 * This year's plan against the recency-weighted plan of the history years: at this ratio or beyond
 * (either way) there is no number. Past lines were drawn by a different number of seats, and how far
 * a line follows its seats was measured far off (docs/engine.md), so those lines do not compare.
 */
export const PLAN_CHANGE_LIMIT = 1.5;
/**
 * How strongly a plan change moves the line's rank: (plan_now / plan_then)^PLAN_ELASTICITY. Half-way
 * between √ (extra seats draw extra applicants, the demo model's own rule) and 1 (they draw none, the
 * backtest's plan worlds): neither is known to be right (docs/engine.md, "Plan changes").
 */
export const PLAN_ELASTICITY = 0.75;
/**
 * Below that limit the line is moved by the seats (PLAN_ELASTICITY), but how far a line follows its
 * seats is not known: between √ (extra seats draw extra applicants) and 1 (they do
 * not). The line's spread gets this × |ln(plan ratio)| in quadrature: ±0.25 around the elasticity
 * 0.75, so both ends are within one standard deviation (docs/engine.md, "Plan changes").
 */
export const PLAN_CHANGE_SPREAD = 0.25;

/**
 * This year's plan over the history's (newest year first), weighted by recency over the years that
 * state a plan; null when either is unknown (a reference entry, or none published).
 */
export function planRatio(pastPlanCounts: readonly (number | null)[], planCount: number | null): number | null {
  if (!planCount || planCount <= 0) {
    return null;
  }
  const known = pastPlanCounts.filter((n): n is number => n != null && n > 0);
  if (known.length === 0) {
    return null;
  }
  const weights = RECENCY_WEIGHTS[known.length] ?? [1];
  return planCount / known.reduce((sum, n, i) => sum + weights[i] * n, 0);
}

/** True when this year's plan and the history's are both known and differ by PLAN_CHANGE_LIMIT or more, either way. */
export function planChanged(pastPlanCounts: readonly (number | null)[], planCount: number | null, limit = PLAN_CHANGE_LIMIT): boolean {
  const ratio = planRatio(pastPlanCounts, planCount);
  return ratio !== null && (ratio >= limit || ratio <= 1 / limit);
}
