import type { MemberStanding } from '@yzy/shared/contracts';
import {
  checkWithSharedParts,
  computeComposite,
  estimateProbability,
  forecastNumber,
  formulaYearFor,
  historyYearsOf,
  ELIGIBLE,
  lineResult,
  lookupRank,
  type EligibilityResult,
  type Exclusion,
  type FormulaProvenance,
  type LineForecastParams,
  type MemberFacts,
  type ProbabilityInput,
  type ProbabilityResult,
  type Tier,
} from '@yzy/shared/rules';
import type { MemberProfile } from './filling.repository';
import { enteredRankOf, standingOf } from './member-standing';
import { PlanOfMember } from './plan-of-member';
import { preparedUniverse } from './plan-preparation';
import type { PreparedPlan, PreparedUniverse } from './prepared-plan';
import { evaluateSchoolExam, provenanceFor } from './school-exam-evaluation';
import type { Universe, UniversePlan } from './universe';

/**
 * The filling feature's public entry point (the volunteer feature uses it too): one member's
 * composite, rank, probability, tier and exclusions for every plan of a universe. Pure: the
 * universe and the profile are read beforehand. What does not depend on the member's scores is
 * prepared once per universe (plan-preparation.ts); this is the part that does. The member's standing
 * is worked out in member-standing.ts, each plan is kept as a PlanOfMember (plan-of-member.ts), and
 * what a sent row shows is made in plan-row-forecast.ts.
 */

export interface EvaluatedPlan {
  plan: UniversePlan;
  /** The plan's member-independent part (its history, lines, requirements, order keys). */
  prepared: PreparedPlan;
  /** The member's part shared by every plan of the evaluation (inputOf reads both). */
  context: MemberContext;
  composite: number;
  formula: 'province' | 'school';
  /** The rank model's result (probability.ts); forecastOf(e) is what the row shows. */
  estimate: ProbabilityResult;
  /** Null when excluded or without an estimate. */
  probability: number | null;
  tier: Tier | null;
  hopeless: boolean;
  wasted: boolean;
  /** The line jumped between its two newest years (see probability.ts). */
  volatile: boolean;
  /** Set on a free member's copy of a row outside their free plans (recommend.ts withheld). */
  locked?: boolean;
  reason: string | null;
  exclusions: Exclusion[];
  warnings: string[];
  excluded: boolean;
  /** Newest line's rank share (smaller = stronger school); Infinity without one. Plans come sorted by it (byLine). */
  lineShare: number;
  /** Newest line in points per 750 (higher = stronger school, for lines without a rank); −Infinity without one. */
  lineHeight: number;
  /** Points per 750 between the member's composite and the newest line; Infinity without one (orders rows without a number). */
  lineGap: number;
  /** 校考 plans: what decides admission (no probability is given); null on the composite path. */
  decidedBy: string | null;
}

/** What every plan's evaluation reads of the member. */
export interface MemberContext {
  /** The member's rank in each past year's table (by the province's formula of that year). */
  memberRanks: ReadonlyMap<number, number>;
  /** This year's rank and pool, when this year's table (or an entered rank) gives one. */
  current: { rank: number; poolSize: number } | null;
  carriedOver: { formula: boolean; plan: boolean };
  /** The member's composite by the province's formula, and by each plan's own (PreparedUniverse.ownFormulas). */
  composite: number;
  ownComposites: readonly number[];
}

export interface Evaluation {
  standing: MemberStanding;
  /** Where the plan year's province formula comes from; `isFormulaCarriedOver` says whether it is last year's. */
  formulaProvenance: FormulaProvenance | null;
  plans: EvaluatedPlan[];
  readonly byId: Map<number, EvaluatedPlan>;
}

export interface EvaluationOptions {
  /** The line forecast's constants; the product's fitted ones by default (the backtest passes each fold's own). */
  lineParams?: Readonly<LineForecastParams>;
}

/** Evaluates every plan of the universe for the member. */
export function evaluateUniverse(universe: Universe, member: MemberProfile, options: EvaluationOptions = {}): Evaluation {
  const ready = preparedUniverse(universe, member, options.lineParams);
  const scores = { culture: member.culture, tests: member.tests };
  const { year } = universe;
  const { formulaOf, tableOf } = ready;
  const composite = computeComposite(ready.yearFormula, scores);
  const current = tableOf(year);
  const memberRanks = new Map<number, number>();
  for (const t of historyYearsOf(year)) {
    const table = tableOf(t);
    if (table) {
      memberRanks.set(t, lookupRank(table.rows, computeComposite(formulaOf(t), scores)).rank);
    }
  }
  const currentRank =
    enteredRankOf(member, year, current, tableOf) ??
    (current ? { rank: lookupRank(current.rows, composite).rank, poolSize: current.total } : null);
  const standing = standingOf(year, composite, current, currentRank?.rank ?? null, memberRanks, tableOf, ready.yearFormula.roundingDigits);
  if (member.enteredRank != null) {
    Object.assign(standing, { rank: member.enteredRank, rankYear: year, rankEntered: true, rankEstimated: false });
  }
  const owns = ready.ownFormulas.map((f) => computeComposite(f, scores));
  const context: MemberContext = {
    memberRanks,
    current: currentRank,
    // Last year's formula or plan standing in for this year's (a reference entry, or an earlier plan year): the estimate widens and says so.
    carriedOver: { formula: !universe.formulas.has(year), plan: year < member.gkyear },
    composite,
    ownComposites: owns,
  };
  const facts: MemberFacts = { ...scores, composite, english: member.english, chinese: member.chinese, subjects: member.subjects };
  const fromLines = new Map<number, EligibilityResult>();
  for (const [batchId, line] of ready.batchLines) {
    fromLines.set(batchId, lineResult(line, facts));
  }

  const plans = ready.plans.map((p) =>
    evaluatePlan(p, p.ownFormula === null ? composite : owns[p.ownFormula], { ready, context, facts, fromLines }),
  );
  const formulaProvenance = provenanceFor(universe, formulaYearFor(universe.formulas.keys(), year));
  let byId: Map<number, EvaluatedPlan> | undefined;
  return {
    standing,
    formulaProvenance,
    plans,
    // Made on first use: a recommendation never looks plans up by id, a 志愿表 does.
    get byId() {
      return (byId ??= new Map(plans.map((e) => [e.plan.id, e])));
    },
  };
}

interface Shared {
  ready: PreparedUniverse;
  context: MemberContext;
  facts: MemberFacts;
  /** Each batch's line result for the member, shared by the plans that fail nothing of their own. */
  fromLines: ReadonlyMap<number, EligibilityResult>;
}

function evaluatePlan(p: PreparedPlan, composite: number, { ready, context, facts, fromLines }: Shared): EvaluatedPlan {
  const { plan } = p;
  const estimate = p.fixedEstimate ?? estimateProbability(inputFor(p, context, composite));
  // Only the number here: its evidence is made for the rows shown (forecastOf). p.lines is null only where the forecast is fixed.
  const number = p.fixedForecast ?? (p.lines ? forecastNumber(estimate, p.lines, composite) : null);
  if (!number) {
    throw new Error(`plan ${plan.id} has neither lines nor a fixed forecast`);
  }
  const schoolExam = plan.schoolExam ? evaluateSchoolExam(ready.examLines, plan.cultureRequirement, facts) : null;
  const fromLine = fromLines.get(plan.batchId) ?? ELIGIBLE;
  const eligibility = schoolExam ?? (p.onlyBatchLine ? fromLine : checkWithSharedParts(p.requirements, facts, fromLine, p.subjectsMet));
  return new PlanOfMember(p, context, estimate, number, eligibility);
}

/** The rank model's input of a plan for a member (built only where the model reads the member's ranks, and for tooltips). */
export function inputFor(p: PreparedPlan, context: MemberContext, composite: number): ProbabilityInput {
  return {
    history: p.history.map((h) => ({ ...h, memberRank: context.memberRanks.get(h.year) ?? null })),
    planCount: p.plan.planCount,
    current: context.current,
    composite,
    scale: p.scale,
    ranksApply: p.ranksApply,
    carriedOver: { formula: context.carriedOver.formula, plan: context.carriedOver.plan || p.plan.reference },
    majorTrend: p.majorTrend,
  };
}
