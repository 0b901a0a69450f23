import { describe, expect, it } from 'vitest';
import {
  estimateProbability,
  NO_HISTORY_REASON,
  NO_RANK_REASON,
  OWN_FORMULA_REASON,
  PROBABILITY_MAX,
  PROBABILITY_MIN,
  recalibrated,
  SPREAD_FLOOR_LOG_SHARE,
  standardizedMargin,
  type HistoryYear,
  type ProbabilityEstimate,
  type ProbabilityInput,
} from './probability';
import { PLAN_CHANGED_REASON, PLAN_ELASTICITY } from './plan-change';
import { IDENTITY_CALIBRATION, PROBABILITY_PARAMS, UNSEEN_POOL_SPREAD } from './probability-params';
import { input, POOL, year } from './probability.fixtures';

const flat = [year(2026, 1000), year(2025, 1000), year(2024, 1000)];
/** Predictive spread of three flat years with a plan of 10: floor (their own spread is 0) × √(1 + Σw²) × √(1 + 1/10). */
const flatSpread = SPREAD_FLOOR_LOG_SHARE * Math.sqrt(1 + 0.25 + 0.09 + 0.04) * Math.sqrt(1.1);
const logisticOfSd = (z: number) => 1 / (1 + Math.exp((-z * Math.PI) / Math.sqrt(3)));
const estimate = (i: ProbabilityInput) => estimateProbability(i) as ProbabilityEstimate;
/** The model before recalibration, for the tests of its arithmetic. */
const uncalibrated = (i: ProbabilityInput) =>
  estimateProbability(i, { ...PROBABILITY_PARAMS, calibration: IDENTITY_CALIBRATION }) as ProbabilityEstimate;

describe('estimateProbability: how much history', () => {
  it.each<[string, HistoryYear[], number[]]>([
    ['no history at all', [], []],
    ['one year', [year(2026, 1000)], [2026]],
  ])('%s: no number, says why', (_, history, years) => {
    expect(estimateProbability(input(history))).toEqual({ probability: null, reason: NO_HISTORY_REASON, years });
  });

  it('two years of which only one has a rank (and no table to read one from): no number, not a comparison of points', () => {
    expect(estimateProbability(input([year(2026, 1000), year(2025, null)]))).toEqual({
      probability: null,
      reason: NO_RANK_REASON,
      years: [2026],
    });
  });

  it('a rank read off that year’s table counts like a published one, and the estimate says so', () => {
    const result = estimate(input([year(2026, 1000), year(2025, 1000, { rankFromTable: true })]));
    expect(result.basis).toBe('rank');
    expect(result.assumptions).toContain('rankFromTable');
  });

  it('two years: weights 0.6 / 0.4, newest first', () => {
    const result = estimate(input([year(2025, 1000), year(2026, 2000)], { current: { rank: 1000, poolSize: POOL } }));
    expect(result.basis).toBe('rank');
    expect(result.margin).toBeCloseTo(0.6 * Math.log(2) + 0.4 * 0, 10);
    expect(result.margins.map((m) => m.year)).toEqual([2026, 2025]);
  });

  it('only the three newest years count', () => {
    const five = [...flat, year(2023, 50), year(2022, 50)];
    expect(estimate(input(five)).margins.map((m) => m.year)).toEqual([2026, 2025, 2024]);
  });
});

describe('estimateProbability: the numbers', () => {
  it('flat history, member exactly on the line: 50% before recalibration, spread at the floor', () => {
    const result = uncalibrated(input(flat));
    expect(result.probability).toBe(0.5);
    expect(result.spread).toBeCloseTo(flatSpread, 10);
    expect(result.tier).toBe('稳');
  });

  it('flat history, member 10% ahead in rank share: logistic of margin ÷ spread', () => {
    const result = uncalibrated(input(flat, { current: { rank: 1000 / 1.1, poolSize: POOL } }));
    expect(result.margin).toBeCloseTo(Math.log(1.1), 10);
    expect(result.probability).toBe(Math.round(logisticOfSd(Math.log(1.1) / flatSpread) * 100) / 100);
  });

  it.each(['rank', 'equivalent'] as const)(
    'recalibration (%s): logistic(slope × z + intercept), and the calibrated centre and spread say the same',
    (basis) => {
      const i =
        basis === 'rank'
          ? input(flat, { current: { rank: 950, poolSize: POOL } })
          : input(
              flat.map((h) => ({ ...h, memberRank: 950 })),
              { current: null },
            );
      const calibration = { ...IDENTITY_CALIBRATION, [basis]: { slope: 1.4, intercept: 0.3, shift: 0 } };
      const result = estimateProbability(i, { ...PROBABILITY_PARAMS, calibration }) as ProbabilityEstimate;
      const plain = uncalibrated(i);
      expect(result.margin).toBeCloseTo(plain.margin, 12);
      expect(result.spread).toBeCloseTo(plain.spread, 12);
      const z = standardizedMargin(plain.margin, plain.spread);
      expect(result.probability).toBe(Math.round(100 / (1 + Math.exp(-(1.4 * z + 0.3)))) / 100);
      expect(standardizedMargin(result.calibrated.margin, result.calibrated.spread)).toBeCloseTo(1.4 * z + 0.3, 10);
      expect(result.calibrated.spread).toBeCloseTo(plain.spread / 1.4, 12);
    },
  );

  it.each(['rank', 'equivalent'] as const)(
    'recalibration (%s): a shift moves the centre by c in log rank before it is standardized, and the calibrated centre says so',
    (basis) => {
      const i =
        basis === 'rank'
          ? input(flat, { current: { rank: 1050, poolSize: POOL } })
          : input(
              flat.map((h) => ({ ...h, memberRank: 1050 })),
              { current: null },
            );
      const shift = 0.039;
      const calibration = { ...IDENTITY_CALIBRATION, [basis]: { slope: 1.3, intercept: 0, shift } };
      const result = estimateProbability(i, { ...PROBABILITY_PARAMS, calibration }) as ProbabilityEstimate;
      const plain = uncalibrated(i);
      const z = standardizedMargin(plain.margin + shift, plain.spread);
      expect(result.probability).toBe(Math.round(100 / (1 + Math.exp(-1.3 * z))) / 100);
      expect(result.calibrated.margin).toBeCloseTo(plain.margin + shift, 12);
      expect(standardizedMargin(result.calibrated.margin, result.calibrated.spread)).toBeCloseTo(1.3 * z, 10);
      // The same shift moves z less where the spread is wider: a bias in log rank, not in z.
      expect(recalibrated(plain.margin, 2 * plain.spread, calibration[basis])).toBeCloseTo(1 / (1 + Math.exp(-0.65 * z)), 12);
    },
  );

  it('the rank recalibration is a shift of the centre (no intercept); 等效位次 keeps an intercept (docs/engine.md)', () => {
    expect(PROBABILITY_PARAMS.calibration.rank.intercept).toBe(0);
    expect(PROBABILITY_PARAMS.calibration.rank.shift).toBeGreaterThan(0);
    expect(PROBABILITY_PARAMS.calibration.equivalent.shift).toBe(0);
  });

  it('the carried-over widenings still divide z after recalibration: less certain either way', () => {
    const ahead = input(flat, { current: { rank: 800, poolSize: POOL } });
    const behind = input(flat, { current: { rank: 1250, poolSize: POOL } });
    const carried = { carriedOver: { formula: true, plan: true } };
    const z = (i: ProbabilityInput) => standardizedMargin(estimate(i).margin, estimate(i).spread);
    expect(z({ ...ahead, ...carried })).toBeCloseTo(
      z(ahead) / (PROBABILITY_PARAMS.formulaCarriedOver * PROBABILITY_PARAMS.planCarriedOver),
      10,
    );
    expect(estimate({ ...ahead, ...carried }).probability).toBeLessThanOrEqual(estimate(ahead).probability);
    expect(estimate({ ...behind, ...carried }).probability).toBeGreaterThanOrEqual(estimate(behind).probability);
  });

  it.each<[string, number, number]>([
    ['rank far above the line', 10, PROBABILITY_MAX],
    ['rank far below the line', 9000, PROBABILITY_MIN],
  ])('%s is clipped to %s', (_, rank, expected) => {
    expect(estimate(input(flat, { current: { rank, poolSize: POOL } })).probability).toBe(expected);
  });

  it('a volatile line gives a wider spread than the floor (range ÷ d₂, with the floor in quadrature)', () => {
    const result = estimate(input([year(2026, 1000), year(2025, 1500), year(2024, 800)]));
    const range = Math.log(1500 / 800);
    expect(result.spread).toBeCloseTo(Math.hypot(SPREAD_FLOOR_LOG_SHARE, range / 1.693) * Math.sqrt(1.38) * Math.sqrt(1.1), 10);
  });

  it('the floor is added in quadrature, not clamped: a line whose own spread is just under the floor is wider than the floor', () => {
    // Range 0.12 over three years: range ÷ d₂ ≈ 0.071, under the floor 0.10; a clamp would give the floor itself.
    const calm = [year(2026, 1000), year(2025, 1000 * Math.exp(0.12)), year(2024, 1000)];
    const result = estimate(input(calm));
    expect(result.spread).toBeCloseTo(Math.hypot(SPREAD_FLOOR_LOG_SHARE, 0.12 / 1.693) * Math.sqrt(1.38) * Math.sqrt(1.1), 10);
    expect(result.spread).toBeGreaterThan(flatSpread * 1.2);
  });

  it('a bigger plan this year moves the line deeper: higher probability', () => {
    const same = estimate(input(flat, { current: { rank: 1100, poolSize: POOL } }));
    const bigger = estimate(input(flat, { current: { rank: 1100, poolSize: POOL }, planCount: 14 }));
    expect(bigger.margin).toBeCloseTo(same.margin + PLAN_ELASTICITY * Math.log(1.4), 10);
    expect(bigger.probability).toBeGreaterThan(same.probability);
  });

  it.each<[string, number | null, HistoryYear[], boolean]>([
    ['plan 15 against 10, 10, 10 (×1.5)', 15, flat, true],
    ['plan 6 against 10, 10, 10 (×0.6)', 6, flat, true],
    ['plan 14 against 10, 10, 10 (×1.4)', 14, flat, false],
    ['plan 7 against 10, 10, 10 (×0.7)', 7, flat, false],
    // Weighted 0.5 / 0.3 / 0.2: 0.5 × 20 + 0.3 × 10 + 0.2 × 10 = 15, and 22 / 15 < 1.5.
    [
      'plan 22 against 20, 10, 10 (the newest year weighs most)',
      22,
      [year(2026, 1000, { planCount: 20 }), year(2025, 1000), year(2024, 1000)],
      false,
    ],
    // Only the years that state a plan count: 0.6 × 10 + 0.4 × 10.
    ['plan 16 against 10, unknown, 10', 16, [year(2026, 1000), year(2025, 1000, { planCount: null }), year(2024, 1000)], true],
    ['no plan count this year (a reference entry)', null, flat, false],
    ['no plan count in any past year', 40, flat.map((h) => ({ ...h, planCount: null })), false],
  ])('a plan that changed a lot against its history gives no number: %s', (_, planCount, history, refused) => {
    const result = estimateProbability(input(history, { planCount }));
    if (refused) {
      expect(result).toEqual({ probability: null, reason: PLAN_CHANGED_REASON, years: history.map((h) => h.year) });
    } else {
      expect(result.probability).not.toBeNull();
    }
  });

  it('a changed plan is judged after the other refusals: too little history still says so', () => {
    expect(estimateProbability(input([year(2026, 1000)], { planCount: 40 }))).toMatchObject({ reason: NO_HISTORY_REASON });
  });

  it('30% more candidates this year: the line moves deeper by 1.3^β only (a blend of share and absolute rank)', () => {
    const surge = { current: { rank: 1000, poolSize: POOL * 1.3 } };
    const beta = PROBABILITY_PARAMS.poolElasticity;
    expect(estimate(input(flat, surge)).margin).toBeCloseTo(beta * Math.log(1.3), 10);
    const share = estimateProbability(input(flat, surge), { ...PROBABILITY_PARAMS, poolElasticity: 1 }) as ProbabilityEstimate;
    const absolute = estimateProbability(input(flat, surge), { ...PROBABILITY_PARAMS, poolElasticity: 0 }) as ProbabilityEstimate;
    expect(share.margin).toBeCloseTo(Math.log(1.3), 10);
    expect(absolute.margin).toBeCloseTo(0, 10);
    expect(beta).toBeGreaterThan(0);
    expect(beta).toBeLessThan(1);
  });

  it('formula or plan carried over from last year: the spread widens and the assumptions say so', () => {
    const plain = estimate(input(flat));
    const formula = estimate(input(flat, { carriedOver: { formula: true, plan: false } }));
    const both = estimate(input(flat, { carriedOver: { formula: true, plan: true } }));
    expect(formula.spread).toBeCloseTo(plain.spread * PROBABILITY_PARAMS.formulaCarriedOver, 12);
    expect(both.spread).toBeCloseTo(plain.spread * PROBABILITY_PARAMS.formulaCarriedOver * PROBABILITY_PARAMS.planCarriedOver, 12);
    expect(plain.assumptions).toEqual([]);
    expect(both.assumptions).toEqual(['formulaCarriedOver', 'planCarriedOver']);
    const ahead = { current: { rank: 800, poolSize: POOL } };
    expect(estimate(input(flat, { ...ahead, carriedOver: { formula: true, plan: false } })).probability).toBeLessThan(
      estimate(input(flat, ahead)).probability,
    );
  });

  it('a line that moved by more than half between its two newest years is volatile', () => {
    expect(estimate(input([year(2026, 1600), year(2025, 1000), year(2024, 1000)])).volatile).toBe(true);
    expect(estimate(input([year(2026, 1400), year(2025, 1000), year(2024, 1000)])).volatile).toBe(false);
    // A doubled plan explains a deeper line: not a jump.
    expect(estimate(input([year(2026, 1600, { planCount: 20 }), year(2025, 1000)], { planCount: 20 })).volatile).toBe(false);
  });

  it('a small plan is less certain than a large one', () => {
    const ahead = { current: { rank: 800, poolSize: POOL } };
    const withPlan = (plan: number) =>
      input(
        flat.map((h) => ({ ...h, planCount: plan })),
        { ...ahead, planCount: plan },
      );
    expect(estimate(withPlan(1)).probability).toBeLessThan(estimate(withPlan(50)).probability);
  });
});

describe('estimateProbability: bases', () => {
  it('without this year’s table, compares with the member’s 等效位次 year by year', () => {
    const history = [year(2026, 1000, { memberRank: 900 }), year(2025, 1000, { memberRank: 1000 }), year(2024, 1000, { memberRank: 1100 })];
    const result = estimate(input(history, { current: null }));
    expect(result.basis).toBe('equivalent');
    const expected = [Math.log(1000 / 900), 0, Math.log(1000 / 1100)];
    expect(result.margins).toHaveLength(3);
    result.margins.forEach((m, i) => expect(m.margin).toBeCloseTo(expected[i], 12));
    // The standing moved by ln(1100 / 900) across the tables: the centre gives up (correction ×) its variance, the spread carries it.
    const standingSd = Math.log(1100 / 900) / 1.693;
    const correction = PROBABILITY_PARAMS.standingCorrection;
    expect(result.margin).toBeCloseTo(0.5 * expected[0] + 0.2 * expected[2] - correction * standingSd ** 2, 12);
    expect(result.assumptions).toEqual(['equivalentRank']);
    const poolSd = (1 - PROBABILITY_PARAMS.poolElasticity) * UNSEEN_POOL_SPREAD;
    expect(result.spread).toBeCloseTo(Math.sqrt(SPREAD_FLOOR_LOG_SHARE ** 2 + standingSd ** 2 + poolSd ** 2) * Math.sqrt(1.38 * 1.1), 12);
  });

  it('a plan with its own formula, which no table ranks: no number (points were measured too optimistic)', () => {
    const history = [year(2026, 1000, { minScore: 510 }), year(2025, 1000, { minScore: 510 })];
    expect(estimateProbability(input(history, { ranksApply: false, composite: 520, scale: 750 }))).toEqual({
      probability: null,
      reason: OWN_FORMULA_REASON,
      years: [],
    });
  });
});
