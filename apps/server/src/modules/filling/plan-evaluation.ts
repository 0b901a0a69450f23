import { FREE_ROWS_PER_TIER, type MemberStanding } from '@yzy/shared/contracts';
import {
  checkEligibility,
  computeComposite,
  cultureShareOf,
  equivalentScore,
  estimateProbability,
  explainForecast,
  forecastAdmission,
  isFirstNewGaokaoYear,
  OTHER_FORMULA_REASON,
  usableLines,
  formulaYearFor,
  lookupRank,
  readSchoolFormula,
  sameFormula,
  type CompositeFormula,
  type ControlLine,
  type FormulaProvenance,
  type Exclusion,
  type ProbabilityInput,
  type ProbabilityResult,
  type AdmissionForecast,
  type LineForecastParams,
  type Tier,
  historyYearsOf,
  lineMove,
  majorTrends,
  trendMajorKey,
} from '@yzy/shared/rules';
import type { MemberProfile } from './filling.repository';
import type { Universe, UniverseLine, UniversePlan, UniverseTable } from './plan-universe.repository';
import { evaluateSchoolExam, provenanceFor, schoolExamLines } from './school-exam-evaluation';

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
  /** The rank model's result (probability.ts); `forecast` is what the row shows. */
  estimate: ProbabilityResult;
  /** The number the family sees and its evidence, or why there is none (forecast.ts). */
  forecast: AdmissionForecast;
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

export interface Evaluation {
  standing: MemberStanding;
  /** Where the plan year's province formula comes from; `isFormulaCarriedOver` says whether it is last year's. */
  formulaProvenance: FormulaProvenance | null;
  plans: EvaluatedPlan[];
  byId: Map<number, EvaluatedPlan>;
}

export interface EvaluationOptions {
  /** The line forecast's constants; the product's fitted ones by default (the backtest passes each fold's own). */
  lineParams?: Readonly<LineForecastParams>;
}

/** Evaluates every plan of the universe for the member. */
export function evaluateUniverse(universe: Universe, member: MemberProfile, options: EvaluationOptions = {}): Evaluation {
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
  for (const t of historyYearsOf(year)) {
    const table = tableOf(t);
    if (table) {
      pools.set(t, table.total);
      memberRanks.set(t, lookupRank(table.rows, computeComposite(formulaOf(t), scores)).rank);
    }
  }
  const currentRank =
    enteredRankOf(member, year, current, tableOf) ??
    (current ? { rank: lookupRank(current.rows, composite).rank, poolSize: current.total } : null);
  const standing = standingOf(year, composite, current, currentRank?.rank ?? null, memberRanks, tableOf, yearFormula.roundingDigits);
  if (member.enteredRank != null) {
    Object.assign(standing, { rank: member.enteredRank, rankYear: year, rankEstimated: false, rankEntered: true });
  }
  const eligibilityMember = { ...scores, composite, english: member.english, chinese: member.chinese, subjects: member.subjects };
  const lines = new Map(universe.batches.map((b) => [b.id, lineOf(universe, b.id, member.subjects)]));
  const examLines = schoolExamLines(universe, member.subjects);

  // Last year's formula or plan standing in for this year's (a reference entry, or an earlier plan year): the estimate widens and says so.
  const formulaCarried = !universe.formulas.has(year);
  const firstNewGaokaoYear = isFirstNewGaokaoYear(member.provinceName, year);
  const plansCarried = year < member.gkyear;
  // A line published with a score only gets its rank from that year's own table (the table ranks the province's formula).
  const rankOfScore = new Map<string, number>();
  const rankFromTable = (t: number, score: number): number | null => {
    const table = tableOf(t);
    if (!table) {
      return null;
    }
    const key = `${t}:${score}`;
    let rank = rankOfScore.get(key);
    if (rank === undefined) {
      rank = lookupRank(table.rows, score).rank;
      rankOfScore.set(key, rank);
    }
    return rank;
  };

  const inputs = universe.plans.map((plan): ProbabilityInput => {
    const own = plan.formula && !sameFormula(plan.formula, yearFormula) ? plan.formula : null;
    return {
      history: plan.history.map((h) => {
        const converted = h.minRank == null && own === null ? rankFromTable(h.year, h.minScore) : null;
        return {
          year: h.year,
          minScore: h.minScore,
          minRank: h.minRank ?? converted,
          rankFromTable: converted !== null,
          planCount: h.planCount,
          poolSize: pools.get(h.year) ?? null,
          memberRank: memberRanks.get(h.year) ?? null,
        };
      }),
      planCount: plan.planCount,
      current: currentRank,
      composite: own ? computeComposite(own, scores) : composite,
      scale: (own ?? yearFormula).outputScale,
      ranksApply: own === null,
      carriedOver: { formula: formulaCarried, plan: plansCarried || plan.reference },
    };
  });
  // A major that moved as a whole is read across the universe's plans (major-trend.ts).
  const majors = universe.plans.map((plan) => trendMajorKey(plan.majorName));
  const trends = majorTrends(
    inputs.map((input, i) => ({ major: majors[i], move: input.ranksApply ? lineMove(input.history, year) : null })),
  );

  const plans = universe.plans.map((plan, i): EvaluatedPlan => {
    const input = { ...inputs[i], majorTrend: trends.get(majors[i]) ?? null };
    const estimate = estimateProbability(input);
    const planFormula = plan.formula ?? yearFormula;
    // A line ranked by another formula than the plan's is on another scale: it is not compared.
    const comparable = plan.history.filter((h) => sameFormula(lineFormula(h, formulaOf(h.year)), planFormula));
    const onlyOtherFormulas =
      comparable.length < plan.history.length &&
      usableLines(year, comparable, input.scale).length === 0 &&
      usableLines(year, plan.history, input.scale).length > 0;
    const forecast: AdmissionForecast = onlyOtherFormulas
      ? { probability: null, reason: OTHER_FORMULA_REASON }
      : forecastAdmission(
          estimate,
          {
            year,
            history: comparable,
            composite: input.composite,
            scale: input.scale,
            firstNewGaokaoYear,
            shiftFactor: plan.shiftFactor ?? shiftFactorOf(planFormula, yearFormula),
          },
          options.lineParams,
        );
    const requirements = {
      line: lines.get(plan.batchId) ?? null,
      cultureRequirement: plan.cultureRequirement,
      testsRequirement: plan.testsRequirement,
      subjectRequirement: plan.subjectRequirement,
      subjectMinimums: plan.subjectMinimums,
    };
    const schoolExam = plan.schoolExam ? evaluateSchoolExam(examLines, plan.cultureRequirement, scores) : null;
    const { exclusions, warnings } = schoolExam ?? checkEligibility(requirements, eligibilityMember);
    const excluded = exclusions.length > 0;
    const rated = !excluded && !schoolExam && forecast.probability !== null ? forecast : null;
    const newest = input.history.find((h) => h.minRank != null);
    const latest = plan.history[0];
    return {
      plan,
      composite: input.composite,
      formula: input.ranksApply ? 'province' : 'school',
      input,
      estimate,
      forecast,
      probability: rated?.probability ?? null,
      tier: rated?.tier ?? null,
      hopeless: rated?.hopeless ?? false,
      wasted: rated?.wasted ?? false,
      volatile: rated?.volatile ?? false,
      reason: excluded ? '不符合报考条件' : schoolExam ? schoolExam.reason : forecast.probability === null ? forecast.reason : null,
      exclusions,
      warnings,
      excluded,
      lineShare: newest?.minRank != null ? newest.minRank / (pools.get(newest.year) ?? 1) : Number.POSITIVE_INFINITY,
      lineHeight: latest ? (latest.minScore * 750) / input.scale : Number.NEGATIVE_INFINITY,
      lineGap: latest ? (Math.abs(input.composite - latest.minScore) * 750) / input.scale : Number.POSITIVE_INFINITY,
      decidedBy: schoolExam?.decidedBy ?? null,
    };
  });
  // Strongest line first (the default order of the list), so most requests need no sort at all.
  plans.sort(byLine);
  const formulaProvenance = provenanceFor(universe, formulaYearFor(universe.formulas.keys(), year));
  return { standing, formulaProvenance, plans, byId: new Map(plans.map((p) => [p.plan.id, p])) };
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

/**
 * Strongest school first: lowest newest line share, then (lines without a rank) highest newest
 * line per 750, then plan id. Infinity − Infinity is NaN, which falls through like a tie.
 */
export function byLine(a: EvaluatedPlan, b: EvaluatedPlan): number {
  return a.lineShare - b.lineShare || b.lineHeight - a.lineHeight || a.plan.id - b.plan.id;
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
  return explainForecast(e.forecast, e.estimate, e.input);
}

/** The plan formula's culture share over the province formula's: how much of the province's yearly move its lines take. */
function shiftFactorOf(plan: CompositeFormula, province: CompositeFormula): number {
  const base = cultureShareOf(province);
  return base > 0 ? cultureShareOf(plan) / base : 1;
}

// A universe's lines do not change while it is cached, so each line's formula is read once, not per member.
const lineFormulas = new WeakMap<UniverseLine, CompositeFormula>();

/** The formula a past line was ranked by: the school's own where the line says so, else the province's of its year. */
function lineFormula(line: UniverseLine, province: CompositeFormula): CompositeFormula {
  let formula = lineFormulas.get(line);
  if (!formula) {
    formula = readSchoolFormula(line.formulaOverride, province)?.formula ?? province;
    lineFormulas.set(line, formula);
  }
  return formula;
}

/** The score config of a year: the newest not after it, else the oldest there is. */
export function formulaForYear(formulas: ReadonlyMap<number, CompositeFormula>, year: number): CompositeFormula {
  const chosen = formulaYearFor(formulas.keys(), year);
  const formula = chosen === null ? undefined : formulas.get(chosen);
  if (!formula) {
    throw new Error('exam category has no score config');
  }
  return formula;
}

/** Tables of the member's subject group (物理/历史) when the province splits them, else the unsplit ones. */
export function tableFinder(tables: readonly UniverseTable[], subjects: readonly string[]): (year: number) => UniverseTable | undefined {
  return (year) =>
    tables.find((t) => t.year === year && t.subjectGroup !== '' && subjects.includes(t.subjectGroup)) ??
    tables.find((t) => t.year === year && t.subjectGroup === '');
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
  const line =
    mine.find((l) => l.batchName === batch.name) ?? mine.filter((l) => l.level === batch.level).sort((a, b) => b.year - a.year)[0];
  return line
    ? {
        year: line.year,
        batchName: line.batchName,
        culture: line.culture,
        tests: line.tests,
        composite: line.composite,
        current: line.year === universe.year,
      }
    : null;
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
