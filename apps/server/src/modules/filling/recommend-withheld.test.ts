import { describe, expect, it } from 'vitest';
import { FREE_ROWS_PER_TIER, recommendQuery, type RecommendQuery } from '@yzy/shared/contracts';
import { classifyTier, usefulBand } from '@yzy/shared/rules';
import { nonEmpty } from '../../../test/non-empty';
import type { EvaluatedPlan } from './plan-evaluation';
import { byLine } from './prepared-plan';
import { freePlanIds, LOCKED_REASON, withheld } from './free-set';
import { recommend } from './recommend';

// A free member's listing reads withheld rows as withheld without copying them (recommend.ts
// SeenBatch), and the free set is picked without sorting the batch. Both must answer exactly what
// the plain way gives: every row of the batch copied as withheld first, then filtered, counted,
// sorted, folded and paged; the free set as the first 5 of each tier of the sorted batch.

function plan(id: number): EvaluatedPlan {
  const probability = id % 7 === 0 ? null : ((id * 37) % 99) / 100 + 0.01;
  const { tier, hopeless, wasted } = probability === null ? { tier: null, hopeless: false, wasted: false } : classifyTier(probability);
  return {
    plan: {
      id,
      batchId: id % 11 === 0 ? 2 : 1,
      planCount: id % 13 === 0 ? null : (id * 7) % 11,
      tuitionFen: id % 6 === 0 ? null : 600_000 + ((id * 13) % 9) * 100_000,
      classCode: id % 2 ? '1304' : '1305',
      majorName: id % 3 ? '视觉传达设计' : '美术学',
      school: {
        name: `示例学院${id}`,
        pinyin: '',
        initials: '',
        provinceId: 10 + (id % 3),
        type: '艺术',
        nature: id % 5 ? '公办' : '民办',
        tags: [],
      },
    },
    excluded: id % 9 === 0,
    probability,
    tier,
    hopeless,
    wasted,
    volatile: id % 4 === 0,
    reason: null,
    // Ties in the line order are broken by id; some rows have no line at all.
    lineShare: id % 10 === 0 ? Number.POSITIVE_INFINITY : (id * 17) % 41,
    lineHeight: id % 10 === 0 ? Number.NEGATIVE_INFINITY : 400 + ((id * 7) % 50),
    lineGap: id % 10 === 0 ? Number.POSITIVE_INFINITY : (id * 3) % 29,
  } as unknown as EvaluatedPlan;
}

const plans = Array.from({ length: 300 }, (_, i) => plan(i + 1)).sort(byLine);

/** The useful order as tiers.ts defines it (recommend.ts useful). */
function useful(a: EvaluatedPlan, b: EvaluatedPlan): number {
  const band = usefulBand(a.probability);
  const byBand = band - usefulBand(b.probability);
  if (byBand !== 0) {
    return byBand;
  }
  if (band <= 2) {
    return (b.probability ?? 0) - (a.probability ?? 0) || byLine(a, b);
  }
  return band === 5 ? a.lineGap - b.lineGap || byLine(a, b) : byLine(a, b);
}

function plainFreeSet(inBatch: readonly EvaluatedPlan[]): Set<number> {
  const ordered = inBatch.filter((e) => !e.excluded && e.tier !== null && !e.hopeless).sort(useful);
  const ids = new Set<number>();
  for (const tier of ['冲', '稳', '保']) {
    for (const e of ordered.filter((x) => x.tier === tier).slice(0, FREE_ROWS_PER_TIER)) {
      ids.add(e.plan.id);
    }
  }
  return ids;
}

/** The listing the plain way: copy every withheld row, then filter, count, sort, fold and page. */
function plainListing(all: readonly EvaluatedPlan[], q: RecommendQuery) {
  const inBatch = all.filter((e) => e.plan.batchId === q.batchId);
  const free = plainFreeSet(inBatch);
  const seen = inBatch.map((e) => (free.has(e.plan.id) ? e : withheld(e)));
  const matching = seen.filter((e) => q.nature === undefined || e.plan.school.nature === q.nature);
  const group = (e: EvaluatedPlan) => (e.excluded ? 'excluded' : e.locked ? 'locked' : (e.tier ?? 'unrated'));
  const counts = { 冲: 0, 稳: 0, 保: 0, unrated: 0, excluded: 0 };
  let locked = 0;
  for (const e of matching) {
    const g = group(e);
    if (g === 'locked') {
      locked += 1;
    } else {
      counts[g] += 1;
    }
  }
  const inTier = matching.filter((e) => (q.tier === 'all' ? !e.excluded : group(e) === q.tier));
  const selected = q.hopeless === 'show' ? inTier : inTier.filter((e) => !e.hopeless);
  const p = (e: EvaluatedPlan) => e.probability ?? -1;
  const orders: Record<string, (a: EvaluatedPlan, b: EvaluatedPlan) => number> = {
    useful,
    probability: (a, b) => p(b) - p(a) || byLine(a, b),
    probabilityAsc: (a, b) => (a.probability ?? 2) - (b.probability ?? 2) || byLine(a, b),
    planCount: (a, b) => (b.plan.planCount ?? -1) - (a.plan.planCount ?? -1) || byLine(a, b),
  };
  if (q.sort !== 'line') {
    selected.sort(orders[q.sort]);
  }
  const start = (q.page - 1) * q.size;
  return { rows: selected.slice(start, start + q.size), total: selected.length, counts, locked, folded: inTier.length - selected.length };
}

const shown = (rows: readonly EvaluatedPlan[]) =>
  rows.map((e) => ({
    id: e.plan.id,
    probability: e.probability,
    tier: e.tier,
    hopeless: e.hopeless,
    locked: e.locked === true,
    reason: e.reason,
  }));

describe("a free member's listing without copies", () => {
  it('picks the same free set as sorting the whole batch', () => {
    for (const batchId of [1, 2]) {
      const inBatch = plans.filter((e) => e.plan.batchId === batchId);
      expect(freePlanIds(inBatch)).toEqual(plainFreeSet(inBatch));
      // Order of the input does not matter either.
      expect(freePlanIds([...inBatch].reverse())).toEqual(plainFreeSet(inBatch));
    }
    expect(plainFreeSet(plans).size).toBe(3 * FREE_ROWS_PER_TIER);
  });

  it('lists, counts, sorts, folds and pages exactly as copying every withheld row first', () => {
    const sorts = ['line', 'useful', 'probability', 'probabilityAsc', 'planCount'] as const;
    const tiers = ['all', '冲', '稳', '保', 'unrated', 'excluded'] as const;
    let lockedRowsSent = 0;
    for (const sort of sorts) {
      for (const tier of tiers) {
        for (const hopeless of [undefined, 'show'] as const) {
          for (const extra of [{}, { nature: '民办' }, { batchId: 2 }]) {
            const fresh = [...plans];
            for (const page of [1, 2, 5]) {
              const q = recommendQuery.parse({ batchId: 1, size: 9, sort, tier, hopeless, page, ...extra });
              const got = recommend(fresh, q, false);
              const want = plainListing(fresh, q);
              const label = JSON.stringify({ sort, tier, hopeless, extra, page });
              expect({ ...got, rows: shown(got.rows) }, label).toEqual({ ...want, rows: shown(want.rows) });
              lockedRowsSent += got.rows.filter((e) => e.locked).length;
            }
          }
        }
      }
    }
    expect(lockedRowsSent).toBeGreaterThan(0);
  });

  it('sends a withheld row as the same copy each time, with no number and the VIP reason', () => {
    const fresh = [...plans];
    const q = recommendQuery.parse({ batchId: 1, size: 50 });
    const first = nonEmpty(recommend(fresh, q, false).rows.filter((e) => e.locked));
    const again = recommend(fresh, q, false).rows.filter((e) => e.locked);
    expect(again).toHaveLength(first.length);
    first.forEach((e, i) => {
      expect(again[i]).toBe(e);
      expect(e).toMatchObject({ probability: null, tier: null, hopeless: false, reason: LOCKED_REASON });
    });
    // The evaluated plans themselves are left as they are.
    expect(fresh.filter((e) => e.locked)).toHaveLength(0);
  });
});
