// The free member's limit (recommend.ts): which plans of a batch show their number, and how every
// other rated plan is withheld. It depends on nothing but the member's evaluation, so every request
// of theirs sees the same set (README, docs/engine.md).
import { FREE_ROWS_PER_TIER } from '@yzy/shared/contracts';
import { keptFor, keptValue } from '../../lib/kept-per-owner';
import type { EvaluatedPlan } from './plan-evaluation';
import { useful } from './recommend-order';

const batchRowsOf = new WeakMap<readonly EvaluatedPlan[], Map<number, EvaluatedPlan[]>>();
const freeSets = new WeakMap<readonly EvaluatedPlan[], Map<number, ReadonlySet<number>>>();

/** A batch's plans of an evaluation, in its order (line order): every batch's gathered in one pass, once per evaluation. */
export function batchRows(plans: readonly EvaluatedPlan[], batchId: number): readonly EvaluatedPlan[] {
  const byBatch = keptFor(batchRowsOf, plans);
  if (byBatch.size === 0) {
    for (const e of plans) {
      const rows = byBatch.get(e.plan.batchId);
      if (rows) {
        rows.push(e);
      } else {
        byBatch.set(e.plan.batchId, [e]);
      }
    }
  }
  return byBatch.get(batchId) ?? [];
}

/**
 * The plans of a batch whose number a free member sees: the first FREE_ROWS_PER_TIER of each tier
 * in the useful order (so the near-hopeless are never among them), eligible and rated only.
 * Depends on nothing but the member's evaluation, so every request of theirs sees the same set.
 */
export function freePlanIds(inBatch: readonly EvaluatedPlan[]): ReadonlySet<number> {
  // The first few of each tier, kept in order as the batch is read once: no sort of the whole batch.
  const first = new Map<string, EvaluatedPlan[]>();
  for (const e of inBatch) {
    if (e.excluded || e.tier === null || e.hopeless) {
      continue;
    }
    let kept = first.get(e.tier);
    if (!kept) {
      kept = [];
      first.set(e.tier, kept);
    }
    if (kept.length < FREE_ROWS_PER_TIER || useful(e, kept[kept.length - 1]) < 0) {
      let at = kept.length;
      while (at > 0 && useful(e, kept[at - 1]) < 0) {
        at -= 1;
      }
      kept.splice(at, 0, e);
      kept.length = Math.min(kept.length, FREE_ROWS_PER_TIER);
    }
  }
  return new Set([...first.values()].flatMap((kept) => kept.map((e) => e.plan.id)));
}

/** The free plan ids of a batch of an evaluation, worked out once per evaluation and batch. */
export function freePlanIdsOf(plans: readonly EvaluatedPlan[], batchId: number): ReadonlySet<number> {
  return keptValue(freeSets, plans, batchId, () => freePlanIds(batchRows(plans, batchId)));
}

/** A rated row as a free member sees it outside their free plans: lines and eligibility, no number, no tier. */
export function withheld(e: EvaluatedPlan): EvaluatedPlan {
  if (e.excluded || e.tier === null) {
    return e;
  }
  // Field by field: an evaluated plan reads most of its fields off what they come from (plan-of-member.ts), which a spread would not copy.
  return {
    plan: e.plan,
    prepared: e.prepared,
    context: e.context,
    composite: e.composite,
    formula: e.formula,
    estimate: e.estimate,
    exclusions: e.exclusions,
    warnings: e.warnings,
    excluded: e.excluded,
    lineShare: e.lineShare,
    lineHeight: e.lineHeight,
    lineGap: e.lineGap,
    decidedBy: e.decidedBy,
    probability: null,
    tier: null,
    hopeless: false,
    wasted: false,
    volatile: false,
    reason: LOCKED_REASON,
    locked: true,
  };
}

// One copy per withheld row for the life of its evaluation, so a row sent again is the same object
// (its API row is written once: toRecommendRow).
const withheldCopies = new WeakMap<EvaluatedPlan, EvaluatedPlan>();

export function withheldCopy(e: EvaluatedPlan): EvaluatedPlan {
  let copy = withheldCopies.get(e);
  if (!copy) {
    copy = withheld(e);
    withheldCopies.set(e, copy);
  }
  return copy;
}

export const LOCKED_REASON = 'VIP可见';
