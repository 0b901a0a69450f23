// The spreads added for what the history cannot show: a plan change (how far a line follows its
// seats is unknown) and, under 等效位次, this year's unseen pool (docs/engine.md).
import { describe, expect, it } from 'vitest';
import { explainProbability } from './probability-explain';
import { estimateProbability, SPREAD_FLOOR_LOG_SHARE, type ProbabilityEstimate, type ProbabilityInput } from './probability';
import { PLAN_CHANGE_SPREAD, PLAN_ELASTICITY, planRatio } from './plan-change';
import { IDENTITY_CALIBRATION, PROBABILITY_PARAMS, UNSEEN_POOL_SPREAD } from './probability-params';
import { input, year } from './probability.fixtures';

const flat = [year(2026, 1000), year(2025, 1000), year(2024, 1000)];
/** √(1 + Σw²) for three years. */
const WEIGHTS = Math.sqrt(1 + 0.25 + 0.09 + 0.04);
const uncalibrated = (i: ProbabilityInput) =>
  estimateProbability(i, { ...PROBABILITY_PARAMS, calibration: IDENTITY_CALIBRATION }) as ProbabilityEstimate;

describe('planRatio', () => {
  it('this year over the recency-weighted history of the years that state a plan', () => {
    expect(planRatio([10, 20, 30], 17)).toBeCloseTo(17 / (0.5 * 10 + 0.3 * 20 + 0.2 * 30), 12);
    expect(planRatio([null, 10, 20], 12)).toBeCloseTo(12 / (0.6 * 10 + 0.4 * 20), 12);
  });

  it('is unknown without this year’s count or any past count', () => {
    expect(planRatio([10, 10], null)).toBeNull();
    expect(planRatio([10, 10], 0)).toBeNull();
    expect(planRatio([null, null], 10)).toBeNull();
  });
});

describe('a plan change within the limit', () => {
  it('moves the centre by PLAN_ELASTICITY and widens the spread by PLAN_CHANGE_SPREAD × |ln ratio|', () => {
    const same = uncalibrated(input(flat));
    const bigger = uncalibrated(input(flat, { planCount: 14 }));
    expect(bigger.margin - same.margin).toBeCloseTo(PLAN_ELASTICITY * Math.log(1.4), 12);
    const planSd = PLAN_CHANGE_SPREAD * Math.log(1.4);
    expect(bigger.spread).toBeCloseTo(Math.sqrt(SPREAD_FLOOR_LOG_SHARE ** 2 + planSd ** 2) * WEIGHTS * Math.sqrt(1 + 1 / 14), 12);
  });

  it('widens the same either way (a smaller plan too)', () => {
    const smaller = uncalibrated(input(flat, { planCount: 7 }));
    const planSd = PLAN_CHANGE_SPREAD * Math.log(10 / 7);
    expect(smaller.spread).toBeCloseTo(Math.sqrt(SPREAD_FLOOR_LOG_SHARE ** 2 + planSd ** 2) * WEIGHTS * Math.sqrt(1 + 1 / 7), 12);
  });

  it('the tooltip says the plan change was allowed for and the range widened', () => {
    const i = input(flat, { planCount: 13 });
    expect(explainProbability(estimateProbability(i), i)).toContain(
      '今年计划13人（往年10/10/10人），已按计划数变化调整；计划变化对录取线的影响说不准',
    );
  });
});

describe('this year’s pool under 等效位次', () => {
  const history = [year(2026, 1000, { memberRank: 1000 }), year(2025, 1000, { memberRank: 1000 }), year(2024, 1000, { memberRank: 1000 })];

  it('adds (1 − β) × UNSEEN_POOL_SPREAD to the spread: a change in candidate numbers is unseen', () => {
    const result = uncalibrated(input(history, { current: null }));
    expect(result.basis).toBe('equivalent');
    const poolSd = (1 - PROBABILITY_PARAMS.poolElasticity) * UNSEEN_POOL_SPREAD;
    expect(result.spread).toBeCloseTo(Math.sqrt(SPREAD_FLOOR_LOG_SHARE ** 2 + poolSd ** 2) * WEIGHTS * Math.sqrt(1.1), 12);
  });

  it('adds nothing when this year’s table is out (rank mode sees the pool)', () => {
    const result = uncalibrated(input(history));
    expect(result.basis).toBe('rank');
    expect(result.spread).toBeCloseTo(SPREAD_FLOOR_LOG_SHARE * WEIGHTS * Math.sqrt(1.1), 12);
  });

  it('the tooltip states what is assumed about this year’s candidate numbers', () => {
    const i = input(history, { current: null });
    expect(explainProbability(estimateProbability(i), i)).toContain('今年考生人数按与往年相差约一成半以内估计');
  });
});
