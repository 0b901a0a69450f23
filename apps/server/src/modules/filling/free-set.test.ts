import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyTier } from '@yzy/shared/rules';
import { engines, type TestApp } from '../../../test/test-app';
import { nonEmpty } from '../../../test/non-empty';
import type { EvaluatedPlan } from './plan-evaluation';
import { batchIdOf, createSeededApp, MAIN_BATCH, member, recommendOf, type Member } from './planning-fixtures';
import { freePlanIds } from './free-set';

// What a free member may see of the probabilities (docs/product-rules.md, Free and VIP). The figure
// 5 is written out here on purpose: a test reading FREE_ROWS_PER_TIER would agree with any value.

/** A rated plan of the main batch, tier and flags from the shared rule (tiers.ts classifyTier). */
function rated(id: number, probability: number): EvaluatedPlan {
  const { tier, hopeless, wasted } = classifyTier(probability);
  return {
    plan: { id, batchId: 1 },
    excluded: false,
    probability,
    tier,
    hopeless,
    wasted,
    lineShare: id,
    lineHeight: 500 - id,
    lineGap: id,
  } as unknown as EvaluatedPlan;
}

const sorted = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);

describe('the free set of a batch (recommend.ts freePlanIds)', () => {
  it('holds 5 plans of each tier, the first of the useful order, whatever each tier has beyond them', () => {
    const plans = [
      // 稳 and 保: seven each; the strongest line (smallest lineShare, here the id) first.
      ...[11, 12, 13, 14, 15, 16, 17].map((id) => rated(id, 0.5)),
      ...[21, 22, 23, 24, 25, 26, 27].map((id) => rated(id, 0.9)),
      // 冲: the likeliest first.
      rated(31, 0.21),
      rated(32, 0.39),
      rated(33, 0.3),
      rated(34, 0.25),
      rated(35, 0.35),
      rated(36, 0.22),
      rated(37, 0.1),
    ];
    const free = freePlanIds(plans);
    expect(free.size).toBe(15);
    expect(sorted(free)).toEqual([11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 32, 33, 34, 35, 36]);
  });

  it('never lets a near-hopeless plan (< 5%) in, even when its tier has fewer than 5 others', () => {
    const plans = [
      rated(1, 0.3),
      rated(2, 0.12),
      // Near-hopeless 冲 plans, the strongest schools of the batch: without the rule they would fill the tier.
      rated(3, 0.049),
      rated(4, 0.04),
      rated(5, 0.02),
      rated(6, 0.01),
      rated(7, 0.5),
    ];
    expect(plans.filter((e) => e.hopeless).map((e) => e.plan.id)).toEqual([3, 4, 5, 6]);
    expect(sorted(freePlanIds(plans))).toEqual([1, 2, 7]);
  });

  it('counts only rated, eligible plans', () => {
    const excluded = { ...rated(1, 0.5), excluded: true, tier: null, probability: null } as EvaluatedPlan;
    const unrated = { ...rated(2, 0.5), tier: null, probability: null } as EvaluatedPlan;
    expect(sorted(freePlanIds([excluded, unrated, rated(3, 0.5)]))).toEqual([3]);
  });
});

describe(`the free set through recommend (${engines})`, () => {
  let built: TestApp;
  let free: Member;
  let vip: Member;
  let batchId: number;

  beforeAll(async () => {
    built = await createSeededApp();
    free = await member(built);
    vip = await member(built, { vip: true });
    batchId = await batchIdOf(built, free.token, MAIN_BATCH);
  });
  afterAll(async () => {
    await built.close();
  });

  it('a free member sees the number and tier of exactly 5 plans of each tier the batch has 5 of', async () => {
    const all = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50`)).data;
    const res = (await recommendOf(built, free.token, `batchId=${batchId}&size=50`)).data;
    expect(res.freeRowsPerTier).toBe(5);
    const tiers = (['冲', '稳', '保'] as const).filter((tier) => all.counts[tier] >= 5);
    for (const tier of nonEmpty(tiers)) {
      expect(res.counts[tier]).toBe(5);
      expect(res.content.filter((r) => r.tier === tier)).toHaveLength(5);
    }
  });

  it('a free member is never shown the number of a plan the VIP list flags near-hopeless', async () => {
    const hopeless = (await recommendOf(built, vip.token, `batchId=${batchId}&tier=冲&size=50&hopeless=show`)).data.content.filter(
      (r) => r.hopeless,
    );
    const hopelessIds = new Set(nonEmpty(hopeless).map((r) => r.planId));
    const shown = (await recommendOf(built, free.token, `batchId=${batchId}&size=50&hopeless=show`)).data.content.filter(
      (r) => r.probability !== null,
    );
    expect(nonEmpty(shown).filter((r) => hopelessIds.has(r.planId))).toEqual([]);
  });
});
