import { FREE_ROWS_PER_TIER, type FillingBatch, type RecommendPage, type RecommendQuery } from '@yzy/shared/contracts';
import { invalid } from '../../lib/app-error';
import type { Evaluation } from './plan-evaluation';
import type { Universe, UniverseBatch } from './universe';
import { recommend, toRecommendRow, type TablePositions } from './recommend';

/**
 * One page of 模拟填报 from an evaluation: the member's own (filling/recommend) or one for
 * hypothetical scores (filling/what-if/recommend). The same listing, free limit and rows either way.
 */
export function recommendPageOf(
  universe: Universe,
  evaluation: Evaluation,
  query: RecommendQuery,
  vip: boolean,
  positions: TablePositions,
): RecommendPage {
  const batch = universe.batches.find((b) => b.id === query.batchId);
  if (!batch) {
    throw invalid('批次不存在，或不是你所在省份今年的批次');
  }
  const result = recommend(evaluation.plans, query, vip);
  return {
    content: result.rows.map((e) => toRecommendRow(e, batch.name, positions)),
    total: result.total,
    page: query.page,
    size: query.size,
    counts: result.counts,
    locked: result.locked,
    folded: result.folded,
    vip,
    freeRowsPerTier: FREE_ROWS_PER_TIER,
    batch: batchOf(batch, universe),
    member: evaluation.standing,
  };
}

// A universe is loaded once a minute and shared: its batches' plan counts are counted once, not
// by a pass over every plan of the scope on each recommend request.
const planCounts = new WeakMap<Universe, Map<number, number>>();

function planCountOf(universe: Universe, batchId: number): number {
  let counts = planCounts.get(universe);
  if (!counts) {
    counts = new Map();
    for (const p of universe.plans) {
      counts.set(p.batchId, (counts.get(p.batchId) ?? 0) + 1);
    }
    planCounts.set(universe, counts);
  }
  return counts.get(batchId) ?? 0;
}

export function batchOf(b: UniverseBatch, universe: Universe): FillingBatch {
  const { id, year, name, level, sort, mode, unit, maxSlots, majorsPerSlot, allowAdjust, source } = b;
  return {
    id,
    year,
    name,
    level,
    sort,
    mode,
    unit,
    maxSlots,
    majorsPerSlot,
    allowAdjust,
    planCount: planCountOf(universe, id),
    source,
  };
}
