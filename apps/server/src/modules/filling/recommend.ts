import { FREE_ROWS_PER_TIER, type RecommendQuery, type RecommendRow, type TierCounts } from '@yzy/shared/contracts';
import { schoolNameVariants } from '@yzy/shared/rules';
import { byLine, explanationOf, type EvaluatedPlan } from './plan-evaluation';
import { tuitionYuan } from './plan-universe.repository';

/**
 * The recommendation list from evaluated plans: filters, counts per tier, sort, the free-member
 * limit and paging. The limit is applied here, on the server: a free member receives the first
 * FREE_ROWS_PER_TIER rows of each tier (in the chosen order) and only the number of the others.
 */

export type Group = keyof TierCounts;

export interface RecommendResult {
  rows: EvaluatedPlan[];
  total: number;
  counts: TierCounts;
  locked: number;
}

/** Where a plan sits in the member's current table, by plan id. */
export type TablePositions = ReadonlyMap<number, { tableId: number; slot: number; majorIndex: number }>;

export function groupOf(e: EvaluatedPlan): Group {
  return e.excluded ? 'excluded' : (e.tier ?? 'unrated');
}

/** Filters, counts, sorts, limits (free members) and pages the plans of one batch. */
export function recommend(plans: readonly EvaluatedPlan[], query: RecommendQuery, vip: boolean): RecommendResult {
  const matches = matcher(query);
  const matching = plans.filter((e) => e.plan.batchId === query.batchId && matches(e));
  const counts: TierCounts = { 冲: 0, 稳: 0, 保: 0, unrated: 0, excluded: 0 };
  for (const e of matching) {
    counts[groupOf(e)] += 1;
  }
  const selected = matching.filter((e) => (query.tier === 'all' ? !e.excluded : groupOf(e) === query.tier));
  // Evaluated plans already come in line order.
  if (query.sort !== 'line') {
    selected.sort(comparator(query.sort));
  }
  const visible = vip ? selected : firstOfEachGroup(selected, FREE_ROWS_PER_TIER);
  const start = (query.page - 1) * query.size;
  return { rows: visible.slice(start, start + query.size), total: visible.length, counts, locked: selected.length - visible.length };
}

/** The API row of an evaluated plan. */
export function toRecommendRow(e: EvaluatedPlan, batchName: string, positions: TablePositions): RecommendRow {
  const { plan } = e;
  return {
    planId: plan.id,
    year: plan.year,
    batchId: plan.batchId,
    batchName,
    school: {
      id: plan.school.id,
      name: plan.school.name,
      provinceId: plan.school.provinceId,
      provinceName: plan.school.provinceName,
      city: plan.school.city,
      type: plan.school.type,
      nature: plan.school.nature,
      tags: plan.school.tags,
    },
    major: { id: plan.majorId, name: plan.majorName, code: plan.majorCode, classCode: plan.classCode },
    planCount: plan.planCount,
    tuition: tuitionYuan(plan.tuitionFen),
    years: plan.years,
    lines: plan.history.map((h) => ({ year: h.year, minScore: h.minScore, minRank: h.minRank, planCount: h.planCount, source: h.source })),
    composite: e.composite,
    formula: e.formula,
    probability: e.probability,
    tier: e.tier,
    hopeless: e.hopeless,
    wasted: e.wasted,
    explanation: explanationOf(e),
    reason: e.reason,
    excluded: e.excluded,
    exclusions: e.exclusions,
    warnings: e.warnings,
    inCurrentTable: positions.get(plan.id) ?? null,
    source: plan.source,
  };
}

function matcher(q: RecommendQuery): (e: EvaluatedPlan) => boolean {
  const keyword = q.keyword?.trim().toLowerCase() ?? '';
  const names = keyword ? schoolNameVariants(keyword) : [];
  const minFen = q.tuitionMin === undefined ? null : Math.round(q.tuitionMin * 100);
  const maxFen = q.tuitionMax === undefined ? null : Math.round(q.tuitionMax * 100);
  return ({ plan }) => {
    const s = plan.school;
    if ((q.provinceId !== undefined && s.provinceId !== q.provinceId) || (q.type && s.type !== q.type) || (q.nature && s.nature !== q.nature)) {
      return false;
    }
    if ((q.tag && !s.tags.includes(q.tag)) || (q.majorClass && plan.classCode !== q.majorClass)) {
      return false;
    }
    // A plan whose tuition is not published matches no tuition bound: it is not known to be inside it.
    const fen = plan.tuitionFen;
    if ((minFen !== null || maxFen !== null) && fen === null) {
      return false;
    }
    if (fen !== null && ((minFen !== null && fen < minFen) || (maxFen !== null && fen > maxFen))) {
      return false;
    }
    if (!keyword) {
      return true;
    }
    return names.some((n) => s.name.includes(n)) || s.pinyin.includes(keyword) || s.initials.includes(keyword) || plan.majorName.includes(keyword);
  };
}

function comparator(sort: RecommendQuery['sort']): (a: EvaluatedPlan, b: EvaluatedPlan) => number {
  const p = (e: EvaluatedPlan) => e.probability ?? -1;
  switch (sort) {
    case 'probability':
      return (a, b) => p(b) - p(a) || byLine(a, b);
    case 'probabilityAsc':
      return (a, b) => (a.probability ?? 2) - (b.probability ?? 2) || byLine(a, b);
    case 'planCount':
      return (a, b) => b.plan.planCount - a.plan.planCount || byLine(a, b);
    case 'tuition':
      return (a, b) => (a.plan.tuitionFen ?? Number.POSITIVE_INFINITY) - (b.plan.tuitionFen ?? Number.POSITIVE_INFINITY) || byLine(a, b);
    default:
      return byLine;
  }
}

/** The first n rows of each group, keeping the sorted order. */
function firstOfEachGroup(sorted: readonly EvaluatedPlan[], n: number): EvaluatedPlan[] {
  const seen = new Map<Group, number>();
  return sorted.filter((e) => {
    const group = groupOf(e);
    const count = seen.get(group) ?? 0;
    seen.set(group, count + 1);
    return count < n;
  });
}
