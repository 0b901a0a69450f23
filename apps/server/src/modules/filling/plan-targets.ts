import type { PlanTarget, WhatIfScores } from '@yzy/shared/contracts';
import {
  majorTrending,
  scoreNeeded,
  tierReaches,
  TARGET_TIERS,
  type CategoryScoreLimits,
  type ScoreNeed,
  type TargetTier,
} from '@yzy/shared/rules';
import type { MemberProfile } from './filling.repository';
import { evaluateUniverse, type EvaluatedPlan, type Evaluation } from './plan-evaluation';
import { forecastOf } from './plan-row-forecast';
import type { Universe, UniversePlan } from './universe';
import { freePlanIdsOf, LOCKED_REASON } from './free-set';
import { withScores } from './what-if';

/**
 * 目标倒推 (docs/engine.md, "What a target needs"): for a plan, the 统考 score its 稳 and 保 need at
 * the member's culture score, and the culture score they need at the member's 统考 score. Found by
 * bisection (rules/target-score.ts) on the forward engine itself: each try is evaluateUniverse for
 * the member with one score changed, so the answer is what 模拟填报 would show at that score.
 *
 * One try does not evaluate the whole scope. A plan's evaluation reads the other plans only through
 * its major's trend (major-trend.ts), and only to ask whether the major is trending (then the rank
 * model stands down, whatever the scores). A plan whose major is not trending is evaluated alone
 * (alone, no major has a trend); one whose major is trending is evaluated with every plan that can
 * feed a trend (a 位次 in two years), which gives it the same trend. The property test
 * (plan-targets.test.ts) checks every answer against the whole scope's evaluation.
 */

export const NOT_IN_SCOPE_REASON = '计划不存在，或不是你所在省份今年的计划';
export const NO_NUMBER_REASON = '该计划没有录取概率，无法倒推';

/** The plans a try evaluates with a given plan, per evaluation: those that can feed a major trend. */
const trendPlans = new WeakMap<Evaluation, { universe: Universe; plans: UniversePlan[] }>();

function trendFeeders(universe: Universe, evaluation: Evaluation): UniversePlan[] {
  const kept = trendPlans.get(evaluation);
  if (kept && kept.universe === universe) {
    return kept.plans;
  }
  // A line move needs a 位次 in two years (lineMove); a plan with fewer has none and changes no trend.
  const plans = universe.plans.filter(
    (p) => (evaluation.byId.get(p.id)?.prepared.history.filter((h) => h.minRank != null).length ?? 0) >= 2,
  );
  trendPlans.set(evaluation, { universe, plans });
  return plans;
}

/** The plans a try of a plan evaluates: the plan alone, or with the trend's feeders when its major is trending. */
function companionsOf(row: EvaluatedPlan, feeders: () => UniversePlan[]): UniversePlan[] {
  if (!majorTrending(row.prepared.majorTrend)) {
    return [row.plan];
  }
  const all = feeders();
  return all.includes(row.plan) ? all : [...all, row.plan];
}

/** The plan's row for the member with other scores: the forward engine on the plan and its companions. */
export function forwardPlan(universe: Universe, plans: UniversePlan[], plan: UniversePlan, member: MemberProfile): EvaluatedPlan {
  const found = evaluateUniverse({ ...universe, plans }, member).byId.get(plan.id);
  if (!found) {
    throw new Error(`plan ${plan.id} missing from its own evaluation`);
  }
  return found;
}

interface TargetContext {
  universe: Universe;
  /** The evaluation at `scores` (the row the family sees). */
  evaluation: Evaluation;
  profile: MemberProfile;
  scores: WhatIfScores;
  limits: CategoryScoreLimits;
  vip: boolean;
}

/** The needs of each plan asked for, in the order asked. */
export function planTargets(context: TargetContext, planIds: readonly number[]): PlanTarget[] {
  const { universe, evaluation, vip } = context;
  const feeders = () => trendFeeders(universe, evaluation);
  return planIds.map((planId): PlanTarget => {
    const row = evaluation.byId.get(planId);
    if (!row) {
      return { planId, needs: null, reason: NOT_IN_SCOPE_REASON };
    }
    // A free member's target of a plan outside their free rows would tell its tier.
    if (!vip && !freePlanIdsOf(evaluation.plans, row.plan.batchId).has(planId)) {
      return { planId, needs: null, reason: LOCKED_REASON };
    }
    if (forecastOf(row).probability === null || row.decidedBy !== null) {
      return { planId, needs: null, reason: row.reason ?? NO_NUMBER_REASON };
    }
    return { planId, needs: needsOf(context, feeders, row), reason: null };
  });
}

function needsOf(context: TargetContext, feeders: () => UniversePlan[], row: EvaluatedPlan) {
  const { universe, profile, scores, limits } = context;
  const plans = companionsOf(row, feeders);
  const tierAt = (culture: number, tests: number) =>
    culture === scores.cultureScore && tests === scores.testsScore
      ? row.tier
      : forwardPlan(universe, plans, row.plan, withScores(profile, { cultureScore: culture, testsScore: tests })).tier;
  const each = (need: (target: TargetTier) => ScoreNeed) =>
    Object.fromEntries(TARGET_TIERS.map((t) => [t, need(t)])) as Record<TargetTier, ScoreNeed>;
  return {
    tests: each((t) => scoreNeeded((s) => tierReaches(tierAt(scores.cultureScore, s), t), scores.testsScore, limits.testsFullScoreLimit)),
    culture: each((t) =>
      scoreNeeded((s) => tierReaches(tierAt(s, scores.testsScore), t), scores.cultureScore, limits.cultureFullScoreLimit),
    ),
  };
}
