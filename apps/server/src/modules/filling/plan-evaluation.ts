import type { MemberStanding } from '@yzy/shared/contracts';
import {
  checkEligibility,
  computeComposite,
  equivalentScore,
  estimateProbability,
  explainProbability,
  lookupRank,
  sameFormula,
  type CompositeFormula,
  type ControlLine,
  type Exclusion,
  type ProbabilityInput,
  type ProbabilityResult,
  type Tier,
} from '@yzy/shared/rules';
import type { MemberProfile } from './filling.repository';
import type { Universe, UniversePlan, UniverseTable } from './plan-universe.repository';

/**
 * The filling feature's public entry point (the volunteer feature uses it too): one member's
 * composite, rank, probability, tier and exclusions for every plan of a universe. Pure: the
 * universe and the profile are read beforehand.
 */

export interface EvaluatedPlan {
  plan: UniversePlan;
  composite: number;
  formula: 'province' | 'school';
  input: ProbabilityInput;
  estimate: ProbabilityResult;
  /** Null when excluded or without an estimate. */
  probability: number | null;
  tier: Tier | null;
  hopeless: boolean;
  wasted: boolean;
  reason: string | null;
  exclusions: Exclusion[];
  warnings: string[];
  excluded: boolean;
  /** Newest line's rank share (smaller = stronger school); Infinity without one. Plans come sorted by it (byLine). */
  lineShare: number;
}

export interface Evaluation {
  standing: MemberStanding;
  plans: EvaluatedPlan[];
  byId: Map<number, EvaluatedPlan>;
}

/** Evaluates every plan of the universe for the member. */
export function evaluateUniverse(universe: Universe, member: MemberProfile): Evaluation {
  const scores = { culture: member.culture, tests: member.tests };
  const formulaOf = (year: number) => formulaForYear(universe.formulas, year);
  const tableOf = tableFinder(universe.tables, member.subjects);
  const year = universe.year;
  const yearFormula = formulaOf(year);
  const composite = computeComposite(yearFormula, scores);
  const current = tableOf(year);
  // Everything that does not depend on the plan is worked out once: evaluation runs over thousands of plans per request.
  const memberRanks = new Map<number, number>();
  const pools = new Map<number, number>();
  for (let t = year - 3; t < year; t += 1) {
    const table = tableOf(t);
    if (table) {
      pools.set(t, table.total);
      memberRanks.set(t, lookupRank(table.rows, computeComposite(formulaOf(t), scores)).rank);
    }
  }
  const currentRank = current ? { rank: lookupRank(current.rows, composite).rank, poolSize: current.total } : null;
  const standing = standingOf(year, composite, current, currentRank?.rank ?? null, memberRanks, tableOf, yearFormula.roundingDigits);
  const eligibilityMember = { ...scores, composite, english: member.english, chinese: member.chinese, subjects: member.subjects };
  const lines = new Map(universe.batches.map((b) => [b.id, lineOf(universe, b.id, member.subjects)]));

  const plans = universe.plans.map((plan): EvaluatedPlan => {
    const own = plan.formula && !sameFormula(plan.formula, yearFormula) ? plan.formula : null;
    const planComposite = own ? computeComposite(own, scores) : composite;
    const input: ProbabilityInput = {
      history: plan.history.map((h) => ({ year: h.year, minScore: h.minScore, minRank: h.minRank, planCount: h.planCount, poolSize: pools.get(h.year) ?? null, memberRank: memberRanks.get(h.year) ?? null })),
      planCount: plan.planCount,
      current: currentRank,
      composite: planComposite,
      scale: (own ?? yearFormula).outputScale,
      ranksApply: own === null,
    };
    const estimate = estimateProbability(input);
    const requirements = {
      line: lines.get(plan.batchId) ?? null,
      cultureRequirement: plan.cultureRequirement,
      testsRequirement: plan.testsRequirement,
      subjectRequirement: plan.subjectRequirement,
      subjectMinimums: plan.subjectMinimums,
    };
    const { exclusions, warnings } = checkEligibility(requirements, eligibilityMember);
    const excluded = exclusions.length > 0;
    const rated = !excluded && estimate.probability !== null ? estimate : null;
    const newest = plan.history.find((h) => h.minRank != null);
    return {
      plan,
      composite: planComposite,
      formula: own ? 'school' : 'province',
      input,
      estimate,
      probability: rated?.probability ?? null,
      tier: rated?.tier ?? null,
      hopeless: rated?.hopeless ?? false,
      wasted: rated?.wasted ?? false,
      reason: excluded ? '不符合报考条件' : estimate.probability === null ? estimate.reason : null,
      exclusions,
      warnings,
      excluded,
      lineShare: newest?.minRank != null ? newest.minRank / (pools.get(newest.year) ?? 1) : Number.POSITIVE_INFINITY,
    };
  });
  // Strongest line first (the default order of the list), so most requests need no sort at all.
  plans.sort(byLine);
  return { standing, plans, byId: new Map(plans.map((p) => [p.plan.id, p])) };
}

/** Strongest school first: lowest newest line share, then plan id. Infinity − Infinity is NaN, which falls through to the id like a tie. */
export function byLine(a: EvaluatedPlan, b: EvaluatedPlan): number {
  return a.lineShare - b.lineShare || a.plan.id - b.plan.id;
}

/** The tooltip text of an evaluated plan (built only for rows that are sent). */
export function explanationOf(e: EvaluatedPlan): string {
  if (e.excluded) {
    return `不符合报考条件：${e.exclusions.map((x) => x.message).join('；')}。`;
  }
  return explainProbability(e.estimate, e.input);
}

/** The score config of a year: the newest not after it, else the oldest there is. */
export function formulaForYear(formulas: ReadonlyMap<number, CompositeFormula>, year: number): CompositeFormula {
  const years = [...formulas.keys()].sort((a, b) => b - a);
  const chosen = years.find((y) => y <= year) ?? years[years.length - 1];
  const formula = chosen === undefined ? undefined : formulas.get(chosen);
  if (!formula) {
    throw new Error('exam category has no score config');
  }
  return formula;
}

/** Tables of the member's subject group (物理/历史) when the province splits them, else the unsplit ones. */
export function tableFinder(tables: readonly UniverseTable[], subjects: readonly string[]): (year: number) => UniverseTable | undefined {
  return (year) => tables.find((t) => t.year === year && t.subjectGroup !== '' && subjects.includes(t.subjectGroup)) ?? tables.find((t) => t.year === year && t.subjectGroup === '');
}

/**
 * The control line of a plan's batch for the member's subject group (物理/历史 where the province
 * splits its lines); a batch without its own line takes the newest line of its level (本科/专科),
 * as published lines are named by level more often than by batch.
 */
function lineOf(universe: Universe, batchId: number, subjects: readonly string[]): ControlLine | null {
  const batch = universe.batches.find((b) => b.id === batchId);
  if (!batch) {
    return null;
  }
  const mine = universe.lines.filter((l) => l.subjectGroup === '' || subjects.includes(l.subjectGroup));
  const line = mine.find((l) => l.batchName === batch.name) ?? mine.filter((l) => l.level === batch.level).sort((a, b) => b.year - a.year)[0];
  return line ? { year: line.year, batchName: line.batchName, culture: line.culture, tests: line.tests, composite: line.composite, current: line.year === universe.year } : null;
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
  const pastYears = [year - 1, year - 2, year - 3].filter((t) => tableOf(t));
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
    equivalents,
  };
}
