import { describe, expect, it } from 'vitest';
import { recommendQuery } from '@yzy/shared/contracts';
import type { EvaluatedPlan } from './plan-evaluation';
import { recommend } from './recommend';

// Only what recommend() reads: batch, tuition, tier and the line order.
const plan = (id: number, tuitionFen: number | null) =>
  ({
    plan: { id, batchId: 1, tuitionFen, school: { name: `院校${id}`, pinyin: '', initials: '' }, majorName: '美术学' },
    excluded: false,
    tier: '稳',
    lineShare: id,
  }) as unknown as EvaluatedPlan;

describe('recommend and unpublished tuition', () => {
  const plans = [plan(1, 1_500_000), plan(2, null), plan(3, 800_000)];
  const query = (extra: object) => recommendQuery.parse({ batchId: 1, ...extra });

  it('leaves a plan without published tuition out of any tuition bound', () => {
    expect(recommend(plans, query({ tuitionMax: 20000 }), true).rows.map((e) => e.plan.id)).toEqual([1, 3]);
    expect(recommend(plans, query({}), true).rows.map((e) => e.plan.id)).toEqual([1, 2, 3]);
  });

  it('sorts it after every priced plan when sorting by tuition', () => {
    expect(recommend(plans, query({ sort: 'tuition' }), true).rows.map((e) => e.plan.id)).toEqual([3, 1, 2]);
  });
});
