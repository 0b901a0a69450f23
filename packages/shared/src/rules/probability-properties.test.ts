import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateProbability, PROBABILITY_MAX, PROBABILITY_MIN, type ProbabilityEstimate } from './probability';
import { PLAN_CHANGED_REASON } from './plan-change';
import { input, POOL, year } from './probability.fixtures';

const estimate = (i: Parameters<typeof estimateProbability>[0]) => estimateProbability(i) as ProbabilityEstimate;

describe('estimateProbability: properties', () => {
  const historyArb = fc.array(
    fc.record({
      rank: fc.integer({ min: 1, max: 9000 }),
      plan: fc.integer({ min: 1, max: 60 }),
      pool: fc.integer({ min: 9000, max: 12_000 }),
    }),
    { minLength: 2, maxLength: 3 },
  );
  const toHistory = (rows: { rank: number; plan: number; pool: number }[]) =>
    rows.map((r, i) => year(2026 - i, r.rank, { planCount: r.plan, poolSize: r.pool }));

  it('stays within [1%, 99%] and never rises as the member’s rank gets worse', () => {
    fc.assert(
      fc.property(
        historyArb,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 60 }),
        (rows, rank, worse, plan) => {
          const history = toHistory(rows);
          const better = estimateProbability(input(history, { planCount: plan, current: { rank, poolSize: POOL } }));
          const worseR = estimateProbability(input(history, { planCount: plan, current: { rank: rank + worse, poolSize: POOL } }));
          if (better.probability === null || worseR.probability === null) {
            // Only a changed plan refuses here, and it does not depend on the member.
            expect([better, worseR].map((r) => r.probability === null && r.reason)).toEqual([PLAN_CHANGED_REASON, PLAN_CHANGED_REASON]);
            return;
          }
          const worseP = worseR.probability;
          expect(better.probability).toBeGreaterThanOrEqual(PROBABILITY_MIN);
          expect(better.probability).toBeLessThanOrEqual(PROBABILITY_MAX);
          expect(worseP).toBeLessThanOrEqual(better.probability);
        },
      ),
    );
  });

  it('with 等效位次 too: worse standing in every year never raises the probability', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 1, max: 9000 }), fc.double({ min: 1, max: 3, noNaN: true }), (rows, member, factor) => {
        // The plan stays the same (10) every year, so no plan change refuses.
        const history = toHistory(rows).map((h) => ({ ...h, planCount: 10, memberRank: member }));
        const same = { current: null };
        const worse = history.map((h) => ({ ...h, memberRank: member * factor }));
        const a = estimate(input(history, same)).probability;
        const b = estimate(input(worse, same)).probability;
        expect(b).toBeLessThanOrEqual(a);
        expect(a).toBeGreaterThanOrEqual(PROBABILITY_MIN);
        expect(a).toBeLessThanOrEqual(PROBABILITY_MAX);
      }),
    );
  });
});
