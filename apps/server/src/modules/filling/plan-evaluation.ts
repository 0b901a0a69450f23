import { FREE_ROWS_PER_TIER, type MemberStanding } from '@yzy/shared/contracts';
import {
  checkWithSharedParts,
  computeComposite,
  equivalentScore,
  estimateProbability,
  explainForecast,
  forecastFromPrepared,
  forecastNumber,
  classifyTier,
  formulaYearFor,
  historyYearsOf,
  ELIGIBLE,
  lineResult,
  lookupRank,
  type AdmissionForecast,
  type EligibilityResult,
  type ForecastNumber,
  type Exclusion,
  type FormulaProvenance,
  type LineForecastParams,
  type MemberFacts,
  type ProbabilityInput,
  type ProbabilityResult,
  type Tier,
  type TierOf,
} from '@yzy/shared/rules';
import type { MemberProfile } from './filling.repository';
import type { Universe, UniversePlan, UniverseTable } from './plan-universe.repository';
import { preparedUniverse, type PreparedPlan, type PreparedUniverse } from './plan-preparation';
import { evaluateSchoolExam, provenanceFor, type SchoolExamOutcome } from './school-exam-evaluation';

export { byLine, formulaForYear, tableFinder } from './plan-preparation';

/**
 * The filling feature's public entry point (the volunteer feature uses it too): one member's
 * composite, rank, probability, tier and exclusions for every plan of a universe. Pure: the
 * universe and the profile are read beforehand. What does not depend on the member's scores is
 * prepared once per universe (plan-preparation.ts); this is the part that does.
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

/**
 * An evaluated plan as kept: five references, everything else read off them (the prepared plan,
 * the member's context, the number shared per whole percent, the eligibility result shared by a
 * batch's plans). An evaluation keeps one per plan of the scope for as long as it is cached (about
 * 2,300 for 河南 美术与设计类), so each field less, and a number not stored as a field of its own
 * (a double in its own box), is less to allocate and for the collector to move (docs/performance.md,
 * "The cold recommendation").
 */
class PlanOfMember implements EvaluatedPlan {
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

/** The rank model's input of a plan for a member (built only where the model reads the member's ranks, and for tooltips). */
function inputFor(p: PreparedPlan, context: MemberContext, composite: number): ProbabilityInput {
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

const forecasts = new WeakMap<EvaluatedPlan, AdmissionForecast>();

/** The number a plan's row shows with its evidence (basis, band, years, gap), or why there is none; made once per row asked. */
export function forecastOf(e: EvaluatedPlan): AdmissionForecast {
  const { fixedForecast, lines } = e.prepared;
  if (fixedForecast) {
    return fixedForecast;
  }
  if (!lines) {
    throw new Error(`plan ${e.plan.id} has neither lines nor a fixed forecast`);
  }
  let forecast = forecasts.get(e);
  if (!forecast) {
    forecast = forecastFromPrepared(e.estimate, lines, e.composite);
    forecasts.set(e, forecast);
  }
  return forecast;
}

/** The rank model's input of an evaluated plan (its tooltip, the backtest's observers). */
export function inputOf(e: EvaluatedPlan): ProbabilityInput {
  return inputFor(e.prepared, e.context, e.composite);
}

/**
 * The 位次 the member entered, as this year's rank: profiles carry it only where the province asks
 * for it and the year's scores are out (require-score-profile.ts). Its pool is this year's table
 * when held, else the newest earlier one (the nearest known size); without any table it is shown
 * but cannot feed the estimate.
 */
function enteredRankOf(
  member: MemberProfile,
  year: number,
  current: UniverseTable | undefined,
  tableOf: (year: number) => UniverseTable | undefined,
): { rank: number; poolSize: number } | null {
  if (member.enteredRank == null) {
    return null;
  }
  const pool =
    current ??
    historyYearsOf(year)
      .map(tableOf)
      .find((t) => t !== undefined);
  return pool ? { rank: member.enteredRank, poolSize: Math.max(pool.total, member.enteredRank) } : null;
}

/** The tooltip text of an evaluated plan (built only for rows that are sent). */
export function explanationOf(e: EvaluatedPlan): string {
  if (e.locked) {
    return `该计划的录取概率和冲稳保档位为VIP功能；免费会员可查看每个批次每档${FREE_ROWS_PER_TIER}个推荐计划的录取概率。往年录取线见本行。`;
  }
  if (e.excluded) {
    return `不符合报考条件：${e.exclusions.map((x) => x.message).join('；')}。`;
  }
  if (e.decidedBy) {
    return `校考专业：${e.decidedBy}。`;
  }
  return explainForecast(forecastOf(e), e.estimate, inputOf(e));
}

function standingOf(
  year: number,
  composite: number,
  current: UniverseTable | undefined,
  currentRank: number | null,
  memberRanks: Map<number, number>,
  tableOf: (year: number) => UniverseTable | undefined,
  digits: number,
): MemberStanding {
  const pastYears = historyYearsOf(year).filter((t) => tableOf(t));
  const reference = current ?? (pastYears[0] !== undefined ? tableOf(pastYears[0]) : undefined);
  const equivalents = pastYears.map((t) => {
    const table = tableOf(t);
    if (!table || !reference) {
      return { year: t, score: null, rank: null };
    }
    if (table === reference) {
      return { year: t, score: composite, rank: memberRanks.get(t) ?? null };
    }
    const eq = equivalentScore(reference.rows, table.rows, composite, digits);
    return { year: t, score: eq.score, rank: eq.rank };
  });
  return {
    composite,
    rank: currentRank ?? (pastYears[0] !== undefined ? (memberRanks.get(pastYears[0]) ?? null) : null),
    rankYear: current ? year : (pastYears[0] ?? null),
    rankEstimated: !current,
    rankEntered: false,
    equivalents,
  };
}
