import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainProbability } from './probability-explain';
import {
  estimateProbability,
  NO_HISTORY_REASON,
  PROBABILITY_MAX,
  PROBABILITY_MIN,
  SPREAD_FLOOR_LOG_SHARE,
  type HistoryYear,
  type ProbabilityEstimate,
  type ProbabilityInput,
} from './probability';

const POOL = 10_000;

/** A year of history: the line's rank, that year's plan and pool, and the member's 等效位次. */
function year(y: number, minRank: number | null, over: Partial<HistoryYear> = {}): HistoryYear {
  return { year: y, minScore: 500, minRank, planCount: 10, poolSize: POOL, memberRank: null, ...over };
}

function input(history: HistoryYear[], over: Partial<ProbabilityInput> = {}): ProbabilityInput {
  return { history, planCount: 10, current: { rank: 1000, poolSize: POOL }, composite: 520, scale: 750, ranksApply: true, ...over };
}

const flat = [year(2026, 1000), year(2025, 1000), year(2024, 1000)];
/** Predictive spread of three flat years with a plan of 10: floor × √(1 + Σw²) × √(1 + 1/10). */
const flatSpread = SPREAD_FLOOR_LOG_SHARE * Math.sqrt(1 + 0.25 + 0.09 + 0.04) * Math.sqrt(1.1);
const logisticOfSd = (z: number) => 1 / (1 + Math.exp((-z * Math.PI) / Math.sqrt(3)));
const estimate = (i: ProbabilityInput) => estimateProbability(i) as ProbabilityEstimate;

describe('estimateProbability: how much history', () => {
  it.each<[string, HistoryYear[], number[]]>([
    ['no history at all', [], []],
    ['one year', [year(2026, 1000)], [2026]],
  ])('%s: no number, says why', (_, history, years) => {
    expect(estimateProbability(input(history))).toEqual({ probability: null, reason: NO_HISTORY_REASON, years });
  });

  it('two years of which only one has a rank: falls back to comparing scores', () => {
    const result = estimate(input([year(2026, 1000), year(2025, null)]));
    expect(result.basis).toBe('score');
    expect(result.margins.map((m) => m.year)).toEqual([2026, 2025]);
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
  it('flat history, member exactly on the line: 50%, spread at the floor', () => {
    const result = estimate(input(flat));
    expect(result.probability).toBe(0.5);
    expect(result.spread).toBeCloseTo(flatSpread, 10);
    expect(result.tier).toBe('稳');
  });

  it('flat history, member 10% ahead in rank share: logistic of margin ÷ spread', () => {
    const result = estimate(input(flat, { current: { rank: 1000 / 1.1, poolSize: POOL } }));
    expect(result.margin).toBeCloseTo(Math.log(1.1), 10);
    expect(result.probability).toBe(Math.round(logisticOfSd(Math.log(1.1) / flatSpread) * 100) / 100);
  });

  it.each<[string, number, number]>([
    ['rank far above the line', 10, PROBABILITY_MAX],
    ['rank far below the line', 9000, PROBABILITY_MIN],
  ])('%s is clipped to %s', (_, rank, expected) => {
    expect(estimate(input(flat, { current: { rank, poolSize: POOL } })).probability).toBe(expected);
  });

  it('a volatile line gives a wider spread than the floor (range ÷ d₂)', () => {
    const result = estimate(input([year(2026, 1000), year(2025, 1500), year(2024, 800)]));
    const range = Math.log(1500 / 800);
    expect(result.spread).toBeCloseTo((range / 1.693) * Math.sqrt(1.38) * Math.sqrt(1.1), 10);
  });

  it('a bigger plan this year moves the line deeper: higher probability', () => {
    const same = estimate(input(flat, { current: { rank: 1100, poolSize: POOL } }));
    const doubled = estimate(input(flat, { current: { rank: 1100, poolSize: POOL }, planCount: 20 }));
    expect(doubled.margin).toBeCloseTo(same.margin + 0.5 * Math.log(2), 10);
    expect(doubled.probability).toBeGreaterThan(same.probability);
  });

  it('a growing cohort is not read as an easier school: ranks are shares of the pool', () => {
    const growing = [year(2026, 1100, { poolSize: 11_000 }), year(2025, 1050, { poolSize: 10_500 }), year(2024, 1000, { poolSize: 10_000 })];
    expect(estimate(input(growing)).margin).toBeCloseTo(0, 10);
  });

  it('a small plan is less certain than a large one', () => {
    const ahead = { current: { rank: 800, poolSize: POOL } };
    expect(estimate(input(flat, { ...ahead, planCount: 1 })).probability).toBeLessThan(estimate(input(flat, { ...ahead, planCount: 50 })).probability);
  });
});

describe('estimateProbability: bases', () => {
  it('without this year’s table, compares with the member’s 等效位次 year by year', () => {
    const history = [year(2026, 1000, { memberRank: 900 }), year(2025, 1000, { memberRank: 1000 }), year(2024, 1000, { memberRank: 1100 })];
    const result = estimate(input(history, { current: null }));
    expect(result.basis).toBe('equivalent');
    const expected = [Math.log(1000 / 900), 0, Math.log(1000 / 1100)];
    result.margins.forEach((m, i) => expect(m.margin).toBeCloseTo(expected[i], 12));
    // The standing moved by ln(1100 / 900) across the tables: the centre gives up half its variance, the spread carries it.
    const standingSd = Math.log(1100 / 900) / 1.693;
    expect(result.margin).toBeCloseTo(0.5 * expected[0] + 0.2 * expected[2] - 0.5 * standingSd ** 2, 12);
    expect(result.spread).toBeCloseTo(Math.sqrt(SPREAD_FLOOR_LOG_SHARE ** 2 + standingSd ** 2) * Math.sqrt(1.38) * Math.sqrt(1.1), 12);
  });

  it('a plan with its own formula is compared on scores, with a floor of 0.5% of the scale', () => {
    const history = [year(2026, 1000, { minScore: 510 }), year(2025, 1000, { minScore: 510 })];
    const result = estimate(input(history, { ranksApply: false, composite: 520, scale: 750 }));
    expect(result.basis).toBe('score');
    expect(result.margin).toBeCloseTo(10, 10);
    expect(result.spread).toBeCloseTo(3.75 * Math.sqrt(1 + 0.36 + 0.16) * Math.sqrt(1.1), 10);
  });
});

describe('estimateProbability: properties', () => {
  const historyArb = fc.array(
    fc.record({ rank: fc.integer({ min: 1, max: 9000 }), plan: fc.integer({ min: 1, max: 60 }), pool: fc.integer({ min: 9000, max: 12_000 }) }),
    { minLength: 2, maxLength: 3 },
  );
  const toHistory = (rows: { rank: number; plan: number; pool: number }[]) => rows.map((r, i) => year(2026 - i, r.rank, { planCount: r.plan, poolSize: r.pool }));

  it('stays within [1%, 99%] and never rises as the member’s rank gets worse', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 60 }), (rows, rank, worse, plan) => {
        const history = toHistory(rows);
        const better = estimate(input(history, { planCount: plan, current: { rank, poolSize: POOL } })).probability;
        const worseP = estimate(input(history, { planCount: plan, current: { rank: rank + worse, poolSize: POOL } })).probability;
        expect(better).toBeGreaterThanOrEqual(PROBABILITY_MIN);
        expect(better).toBeLessThanOrEqual(PROBABILITY_MAX);
        expect(worseP).toBeLessThanOrEqual(better);
      }),
    );
  });

  it('with 等效位次 too: worse standing in every year never raises the probability', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 1, max: 9000 }), fc.double({ min: 1, max: 3, noNaN: true }), (rows, member, factor) => {
        const history = toHistory(rows).map((h) => ({ ...h, memberRank: member }));
        const worse = history.map((h) => ({ ...h, memberRank: member * factor }));
        const a = estimate(input(history, { current: null })).probability;
        const b = estimate(input(worse, { current: null })).probability;
        expect(b).toBeLessThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual(PROBABILITY_MIN);
        expect(a).toBeLessThanOrEqual(PROBABILITY_MAX);
      }),
    );
  });
});

describe('explainProbability', () => {
  it('names the years, the plan change, the standing and the result', () => {
    const i = input([year(2026, 1000, { planCount: 8 }), year(2025, 1100), year(2024, 900)], { planCount: 12, current: { rank: 800, poolSize: POOL } });
    const text = explainProbability(estimateProbability(i), i);
    expect(text).toContain('近3年最低位次：2026年1,000、2025年1,100、2024年900');
    expect(text).toContain('今年计划12人');
    expect(text).toContain('你今年的位次约800');
    expect(text).toMatch(/录取概率约\d+%，属「(冲|稳|保)」/);
  });

  it('says why there is no number with one year of history', () => {
    const i = input([year(2026, 1000, { minScore: 512.5 })]);
    expect(explainProbability(estimateProbability(i), i)).toContain('只有1年可用的录取数据（2026年最低分512.5、最低位次1,000）');
  });

  it('says so when there is no history', () => {
    const i = input([]);
    expect(explainProbability(estimateProbability(i), i)).toContain('没有往年录取数据');
  });
});
