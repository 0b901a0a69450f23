import {
  classifyTier,
  type EligibilityResult,
  type Exclusion,
  type ForecastNumber,
  type ProbabilityResult,
  type Tier,
  type TierOf,
} from '@yzy/shared/rules';
import type { EvaluatedPlan, MemberContext } from './plan-evaluation';
import type { PreparedPlan } from './prepared-plan';
import type { SchoolExamOutcome } from './school-exam-evaluation';
import type { UniversePlan } from './universe';

/** The form an evaluated plan is kept in (plan-evaluation.ts makes one per plan; callers read it as an EvaluatedPlan). */

/**
 * An evaluated plan as kept: five references, everything else read off them (the prepared plan,
 * the member's context, the number shared per whole percent, the eligibility result shared by a
 * batch's plans). An evaluation keeps one per plan of the scope for as long as it is cached (about
 * 2,300 for 河南 美术与设计类), so each field less, and a number not stored as a field of its own
 * (a double in its own box), is less to allocate and for the collector to move (docs/performance.md,
 * "The cold recommendation").
 */
export class PlanOfMember implements EvaluatedPlan {
  readonly prepared: PreparedPlan;
  readonly context: MemberContext;
  readonly estimate: ProbabilityResult;
  /** The forecast's number, or why there is none; not shown when the plan is excluded or is a 校考's. */
  private readonly number: ForecastNumber;
  /** A 校考 plan's outcome (what decides it, its reason) or the eligibility check's result. */
  private readonly eligibility: EligibilityResult | SchoolExamOutcome;

  constructor(
    prepared: PreparedPlan,
    context: MemberContext,
    estimate: ProbabilityResult,
    number: ForecastNumber,
    eligibility: EligibilityResult | SchoolExamOutcome,
  ) {
    this.prepared = prepared;
    this.context = context;
    this.estimate = estimate;
    this.number = number;
    this.eligibility = eligibility;
  }

  get plan(): UniversePlan {
    return this.prepared.plan;
  }
  get composite(): number {
    const own = this.prepared.ownFormula;
    return own === null ? this.context.composite : this.context.ownComposites[own];
  }
  get formula(): 'province' | 'school' {
    return this.prepared.ranksApply ? 'province' : 'school';
  }
  get excluded(): boolean {
    return this.eligibility.exclusions.length > 0;
  }
  get exclusions(): Exclusion[] {
    return this.eligibility.exclusions;
  }
  get warnings(): string[] {
    return this.eligibility.warnings;
  }
  /** The number shown: none where the plan is excluded or a 校考 decides it. */
  private get rated(): { probability: number; volatile: boolean } | null {
    const { number } = this;
    return number.probability !== null && !this.excluded && !this.prepared.plan.schoolExam ? number : null;
  }
  get probability(): number | null {
    return this.rated?.probability ?? null;
  }
  get volatile(): boolean {
    return this.rated?.volatile ?? false;
  }
  private get tierOf(): TierOf | null {
    const rated = this.rated;
    return rated ? classifyTier(rated.probability) : null;
  }
  get tier(): Tier | null {
    return this.tierOf?.tier ?? null;
  }
  get hopeless(): boolean {
    return this.tierOf?.hopeless ?? false;
  }
  get wasted(): boolean {
    return this.tierOf?.wasted ?? false;
  }
  get reason(): string | null {
    const { eligibility, number } = this;
    if (this.excluded) {
      return '不符合报考条件';
    }
    if ('reason' in eligibility) {
      return eligibility.reason;
    }
    return number.probability === null ? number.reason : null;
  }
  get decidedBy(): string | null {
    return 'decidedBy' in this.eligibility ? this.eligibility.decidedBy : null;
  }
  get lineShare(): number {
    return this.prepared.lineShare;
  }
  get lineHeight(): number {
    return this.prepared.lineHeight;
  }
  get lineGap(): number {
    const { latestScore, scale } = this.prepared;
    return latestScore === null ? Number.POSITIVE_INFINITY : (Math.abs(this.composite - latestScore) * 750) / scale;
  }
}
