import { type ForecastEvidence, type RecommendQuery, type RecommendRow, type TierCounts } from '@yzy/shared/contracts';
import { publishedFormula, schoolNameVariants } from '@yzy/shared/rules';
import type { EvaluatedPlan } from './plan-evaluation';
import { explanationOf, forecastOf } from './plan-row-forecast';
import { tuitionYuan } from './universe';
import { batchRows, freePlanIdsOf, withheldCopy } from './free-set';
import { ordered, type SeenRows } from './recommend-order';
import { keptFor, keptValue } from '../../lib/kept-per-owner';
import { shareRow } from '../../lib/shared-rows';

/**
 * The recommendation list from evaluated plans: filters, counts per tier, sort, folding of the
 * near-hopeless, the free-member limit and paging.
 *
 * The free limit holds per member, not per request: a free member sees the probability and tier
 * of a fixed set of plans per batch (freePlanIds: the first FREE_ROWS_PER_TIER of each tier in the
 * useful order of the whole batch), whatever the filters, sort or keyword. Every other row is
 * withheld before anything is filtered, counted or sorted, so no request can tell its tier: it
 * lists with its lines, no number, and counts as `locked`, never in a tier. Filtering, counting and
 * sorting read a withheld row as withheld (SeenBatch); only the rows of the page sent are copied.
 */

export type Group = keyof TierCounts | 'locked';

export interface RecommendResult {
  rows: EvaluatedPlan[];
  total: number;
  counts: TierCounts;
  locked: number;
  folded: number;
}

/** Where a plan sits in the member's current table, by plan id. */
export type TablePositions = ReadonlyMap<number, { tableId: number; slot: number; majorIndex: number }>;

/** Filters, counts, sorts, folds, limits (free members) and pages the plans of one batch. */
export function recommend(plans: readonly EvaluatedPlan[], query: RecommendQuery, vip: boolean): RecommendResult {
  const { selected, seen, counts, locked, folded } = listingOf(plans, query, vip);
  const start = (query.page - 1) * query.size;
  const rows = selected.slice(start, start + query.size).map((e) => (seen.isLocked(e) ? withheldCopy(e) : e));
  return { rows, total: selected.length, counts, locked, folded };
}

/** Everything of a recommendation but the page: the same for every page of one query. */
interface Listing {
  /** The evaluated plans themselves: a withheld one is copied as withheld only when its page is sent. */
  selected: readonly EvaluatedPlan[];
  seen: SeenBatch;
  counts: TierCounts;
  locked: number;
  folded: number;
}

/**
 * How many listings are kept per evaluation: a member pages, switches tabs and sorts, so the same
 * few queries come back; a bound keeps varied keywords from growing it (docs/performance.md).
 */
const LISTINGS_PER_EVALUATION = 24;
const listings = new WeakMap<readonly EvaluatedPlan[], Map<string, Listing>>();

/**
 * The listing of a query, worked out once per evaluation, kind of member and query (page and size
 * aside). An evaluation never changes once made (a new one replaces it), so a kept listing is
 * exactly what filtering and sorting again would give.
 */
function listingOf(plans: readonly EvaluatedPlan[], query: RecommendQuery, vip: boolean): Listing {
  const perQuery = keptFor(listings, plans);
  const { page: _page, size: _size, ...listed } = query;
  const key = `${vip ? 'vip' : 'free'}|${JSON.stringify(listed)}`;
  const kept = perQuery.get(key);
  if (kept) {
    return kept;
  }
  const listing = list(batchAsSeen(plans, query.batchId, vip), query);
  perQuery.set(key, listing);
  if (perQuery.size > LISTINGS_PER_EVALUATION) {
    const oldest = perQuery.keys().next().value;
    if (oldest !== undefined) {
      perQuery.delete(oldest);
    }
  }
  return listing;
}

function list(seen: SeenBatch, query: RecommendQuery): Listing {
  const keep = matcher(query);
  const counts: TierCounts = { 冲: 0, 稳: 0, 保: 0, unrated: 0, excluded: 0 };
  let locked = 0;
  let inTier = 0;
  const selected: number[] = [];
  const { rows, groups } = seen;
  for (let i = 0; i < rows.length; i += 1) {
    const e = rows[i];
    if (keep && !keep(e)) {
      continue;
    }
    const group = groups[i];
    if (group === 'locked') {
      locked += 1;
    } else {
      counts[group] += 1;
    }
    if (query.tier === 'all' ? group !== 'excluded' : group === query.tier) {
      inTier += 1;
      // A withheld row is never folded: as seen, it has no number.
      if (query.hopeless === 'show' || group === 'locked' || !e.hopeless) {
        selected.push(i);
      }
    }
  }
  const folded = inTier - selected.length;
  return { selected: ordered(selected, query.sort, seen).map((i) => rows[i]), seen, counts, locked, folded };
}

/**
 * A batch's plans and how the member sees them: all of them for VIP; for a free member the free
 * plans, every other rated plan withheld (no number, no tier, not near-hopeless, `locked`).
 * Filtering, counting and sorting read a row through these, so nothing is copied for a listing:
 * copying every withheld row (some 2,000 of 河南 美术与设计类's 2,267) was most of a free member's
 * listing on a fresh evaluation (docs/performance.md, "The cold recommendation").
 */
interface SeenBatch extends SeenRows {
  /** Each row's group as the member sees it, by index. */
  groups: readonly Group[];
  isLocked(e: EvaluatedPlan): boolean;
}

const seenBatches = new WeakMap<readonly EvaluatedPlan[], Map<string, SeenBatch>>();

/** A batch's plans as the member sees them (SeenBatch), worked out once per evaluation, batch and kind of member. */
function batchAsSeen(plans: readonly EvaluatedPlan[], batchId: number, vip: boolean): SeenBatch {
  return keptValue(seenBatches, plans, `${batchId}|${vip ? 'vip' : 'free'}`, () =>
    seenBatch(batchRows(plans, batchId), vip ? null : freePlanIdsOf(plans, batchId)),
  );
}

function seenBatch(rows: readonly EvaluatedPlan[], free: ReadonlySet<number> | null): SeenBatch {
  // The rows withheld() would copy: rated, eligible and not free.
  const isLocked = free === null ? () => false : (e: EvaluatedPlan) => !e.excluded && e.tier !== null && !free.has(e.plan.id);
  const groups: Group[] = [];
  const probabilities: (number | null)[] = [];
  for (const e of rows) {
    const locked = isLocked(e);
    groups.push(e.excluded ? 'excluded' : locked ? 'locked' : (e.tier ?? 'unrated'));
    probabilities.push(locked ? null : e.probability);
  }
  return { rows, groups, probabilities, isLocked };
}

type PlanRow = Omit<RecommendRow, 'batchName' | 'inCurrentTable'>;

// An evaluated plan does not change for the life of its evaluation (evaluation-cache.ts), so its
// row, explanation text included, is written once and shared by every answer that lists it (only
// rows in the member's 志愿表 get a copy with their position): building rows was ~8% of a request.
// The response serializer then writes each shared row's JSON once too (lib/shared-rows.ts).
const planRows = new WeakMap<EvaluatedPlan, Readonly<RecommendRow>>();

/** The API row of an evaluated plan, with the member's current 志愿表 position. */
export function toRecommendRow(e: EvaluatedPlan, batchName: string, positions: TablePositions): Readonly<RecommendRow> {
  let row = planRows.get(e);
  if (!row || row.batchName !== batchName) {
    row = shareRow({ ...planRowOf(e), batchName, inCurrentTable: null });
    planRows.set(e, row);
  }
  const position = positions.get(e.plan.id);
  return position ? { ...row, inCurrentTable: position } : row;
}

function planRowOf(e: EvaluatedPlan): PlanRow {
  const { plan } = e;
  return {
    planId: plan.id,
    year: plan.year,
    batchId: plan.batchId,
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
    reference: plan.reference,
    referenceYear: plan.referenceYear,
    lines: plan.history.map((h) => ({
      year: h.year,
      minScore: h.minScore,
      minRank: h.minRank,
      planCount: h.planCount,
      source: h.source,
      sourceUrl: h.sourceUrl ?? null,
    })),
    composite: e.composite,
    formula: e.formula,
    probability: e.probability,
    tier: e.tier,
    evidence: evidenceOf(e),
    hopeless: e.hopeless,
    wasted: e.wasted,
    volatile: e.volatile,
    locked: e.locked === true,
    explanation: explanationOf(e),
    reason: e.reason,
    excluded: e.excluded,
    exclusions: e.exclusions,
    warnings: e.warnings,
    decidedBy: e.decidedBy,
    source: plan.source,
    sourceUrl: plan.sourceUrl,
    schoolFormula: plan.formula ? publishedFormula(plan.formula) : null,
  };
}

/** The evidence of a row that shows a number (rules/forecast.ts). */
export function evidenceOf(e: EvaluatedPlan): ForecastEvidence | null {
  if (e.probability === null) {
    return null;
  }
  const f = forecastOf(e);
  return f.probability === null ? null : { basis: f.basis, band: f.band, years: f.years, gap: f.gap, missingYears: [...f.missingYears] };
}

/** The query's filters, or null when it has none (a whole tier, the first request of a listing). */
function matcher(q: RecommendQuery): ((e: EvaluatedPlan) => boolean) | null {
  const keyword = q.keyword?.trim().toLowerCase() ?? '';
  const names = keyword ? schoolNameVariants(keyword) : [];
  const minFen = q.tuitionMin === undefined ? null : Math.round(q.tuitionMin * 100);
  const maxFen = q.tuitionMax === undefined ? null : Math.round(q.tuitionMax * 100);
  if (q.provinceId === undefined && !q.type && !q.nature && !q.tag && !q.majorClass && minFen === null && maxFen === null && !keyword) {
    return null;
  }
  return ({ plan }) => {
    const s = plan.school;
    if (
      (q.provinceId !== undefined && s.provinceId !== q.provinceId) ||
      (q.type && s.type !== q.type) ||
      (q.nature && s.nature !== q.nature)
    ) {
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
    return (
      names.some((n) => s.name.includes(n)) ||
      s.pinyin.includes(keyword) ||
      s.initials.includes(keyword) ||
      plan.majorName.includes(keyword)
    );
  };
}
