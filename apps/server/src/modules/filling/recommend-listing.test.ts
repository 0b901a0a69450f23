import { describe, expect, it } from 'vitest';
import { recommendQuery, type RecommendQuery } from '@yzy/shared/contracts';
import type { EvaluatedPlan } from './plan-evaluation';
import { recommend } from './recommend';

// A listing is kept per evaluation and query (recommend.ts listingOf): asking again, in any order
// and for any page, must give exactly what a fresh evaluation (a new array, nothing kept) gives.

const TIERS = ['冲', '稳', '保', null] as const;
const plan = (id: number) => {
  const tier = TIERS[id % 4];
  return {
    plan: {
      id,
      batchId: id % 5 === 0 ? 2 : 1,
      planCount: (id * 7) % 11,
      tuitionFen: id % 6 === 0 ? null : 600_000 + ((id * 13) % 9) * 100_000,
      classCode: id % 2 ? '1304' : '1305',
      majorName: id % 3 ? '视觉传达设计' : '美术学',
      school: {
        name: `示例${id % 4 ? '艺术' : '师范'}学院${id}`,
        pinyin: '',
        initials: '',
        provinceId: 10 + (id % 3),
        type: id % 2 ? '艺术' : '综合',
        nature: id % 5 ? '公办' : '民办',
        tags: [],
      },
    },
    excluded: id % 9 === 0,
    tier,
    probability: tier === null ? null : ((id * 37) % 97) / 100,
    hopeless: tier === '冲' && id % 8 === 1,
    lineShare: (id * 17) % 41,
    lineHeight: 400 + ((id * 7) % 50),
    lineGap: (id * 3) % 29,
  } as unknown as EvaluatedPlan;
};

const plans = Array.from({ length: 120 }, (_, i) => plan(i + 1));
const query = (extra: object): RecommendQuery => recommendQuery.parse({ batchId: 1, size: 7, ...extra });
const ids = (r: ReturnType<typeof recommend>) => ({ ...r, rows: r.rows.map((e) => e.plan.id) });

const queries: object[] = [
  {},
  { tier: '冲' },
  { tier: '稳', sort: 'probability' },
  { tier: 'all', hopeless: 'show' },
  { keyword: '艺术' },
  { keyword: '美术学', sort: 'tuition' },
  { nature: '民办', sort: 'planCount' },
  { type: '艺术', majorClass: '1304', sort: 'probabilityAsc' },
  { tuitionMin: 7000, tuitionMax: 12000, sort: 'line' },
  { tier: 'excluded' },
  { tier: 'unrated' },
  { batchId: 2 },
];

describe('recommend keeps one listing per query', () => {
  it('answers every query, asked twice in a different order and for each page, as a fresh evaluation does', () => {
    for (const vip of [true, false]) {
      for (const extra of [...queries, ...[...queries].reverse()]) {
        for (const page of [1, 2, 3]) {
          const q = query({ ...extra, page });
          expect(ids(recommend(plans, q, vip)), JSON.stringify({ vip, extra, page })).toEqual(ids(recommend([...plans], q, vip)));
        }
      }
    }
  });

  it('pages through one listing without gaps or repeats', () => {
    const fresh = [...plans];
    const whole = [1, 2, 3].flatMap((page) => recommend(fresh, query({ size: 50, page }), true).rows.map((e) => e.plan.id));
    const paged = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].flatMap((page) =>
      recommend(plans, query({ page }), true).rows.map((e) => e.plan.id),
    );
    expect(whole.length).toBeGreaterThan(50);
    expect(paged).toEqual(whole);
  });

  it('does not hand a free member the VIP listing of the same query', () => {
    const q = query({ tier: '冲', size: 50 });
    const vipRows = recommend(plans, q, true);
    const freeRows = recommend(plans, q, false);
    expect(vipRows.total).toBeGreaterThan(freeRows.total);
    expect(freeRows.locked).toBeGreaterThan(0);
  });
});
