import {
  cultureShareOf,
  estimateProbability,
  historyYearsOf,
  HISTORY_YEARS,
  isFirstNewGaokaoYear,
  lineMove,
  LINE_FORECAST_PARAMS,
  lookupRank,
  majorTrends,
  meetsSubjectRequirement,
  memberFreeForecast,
  OTHER_FORMULA_REASON,
  prepareLines,
  readSchoolFormula,
  sameFormula,
  trendMajorKey,
  usableLines,
  type CompositeFormula,
  type LineForecastParams,
  type ProbabilityResult,
  type UnratedForecast,
} from '@yzy/shared/rules';
import { keptFor } from '../../lib/kept-per-owner';
import { byLine, type PreparedHistoryYear, type PreparedPlan, type PreparedUniverse } from './prepared-plan';
import { schoolExamLines } from './school-exam-evaluation';
import type { Universe, UniverseLine } from './universe';
import { formulaForYear, lineOf, tableFinder } from './universe-lookups';

/**
 * The part of plan evaluation that no member's scores change (docs/engine.md, "Speed"): which
 * formula a plan ranks by, its lines comparable with that formula, their centre and fit, the ranks
 * read off the tables, the major trends, the batch's control line, whether the subjects meet the
 * plan's requirement, and the order by line. Worked out once per universe, member subject
 * combination and line parameters, and kept as long as the universe object lives (the universe
 * cache replaces it every minute), so a member's evaluation (plan-evaluation.ts) is left with the
 * composite, the margins and the eligibility checks that read scores.
 */

const prepared = new WeakMap<Universe, Map<string, PreparedUniverse>>();
/** Subject combinations kept per universe (a 3+1+2 province has 12): a bound against unexpected profiles. */
const MAX_COMBINATIONS = 32;

/** The prepared universe for a member's province and subjects, from the kept ones when the parameters are the same. */
export function preparedUniverse(
  universe: Universe,
  member: { provinceName: string; subjects: readonly string[] },
  params: Readonly<LineForecastParams> = LINE_FORECAST_PARAMS,
): PreparedUniverse {
  const kept = keptFor(prepared, universe);
  const key = `${member.provinceName}|${member.subjects.join('、')}`;
  const hit = kept.get(key);
  if (hit && hit.params === params) {
    return hit;
  }
  const made = prepare(universe, member, params);
  kept.set(key, made);
  if (kept.size > MAX_COMBINATIONS) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) {
      kept.delete(oldest);
    }
  }
  return made;
}

function prepare(
  universe: Universe,
  member: { provinceName: string; subjects: readonly string[] },
  params: Readonly<LineForecastParams>,
): PreparedUniverse {
  const { year } = universe;
  const formulaOf = (t: number) => formulaForYear(universe.formulas, t);
  const tableOf = tableFinder(universe.tables, member.subjects);
  const yearFormula = formulaOf(year);
  const pools = new Map<number, number>();
  for (const t of historyYearsOf(year)) {
    const table = tableOf(t);
    if (table) {
      pools.set(t, table.total);
    }
  }
  const firstNewGaokaoYear = isFirstNewGaokaoYear(member.provinceName, year);
  const ownFormulas: CompositeFormula[] = [];
  const batchLines = new Map(universe.batches.map((b) => [b.id, lineOf(universe, b.id, member.subjects)]));
  const subjectChecks = new Map<string | null, boolean>();
  const subjectsMet = (requirement: string | null) => {
    let met = subjectChecks.get(requirement);
    if (met === undefined) {
      met = meetsSubjectRequirement(requirement, member.subjects);
      subjectChecks.set(requirement, met);
    }
    return met;
  };
  // A line published with a score only gets its rank from that year's own table (the table ranks the province's formula).
  const rankFromTable = (t: number, score: number): number | null => {
    const table = tableOf(t);
    return table ? lookupRank(table.rows, score).rank : null;
  };

  const plans = universe.plans.map((plan): PreparedPlan => {
    const own = plan.formula && !sameFormula(plan.formula, yearFormula) ? plan.formula : null;
    const scale = (own ?? yearFormula).outputScale;
    const history = plan.history.map((h): PreparedHistoryYear => {
      const converted = h.minRank == null && own === null ? rankFromTable(h.year, h.minScore) : null;
      return {
        year: h.year,
        minScore: h.minScore,
        minRank: h.minRank ?? converted,
        rankFromTable: converted !== null,
        planCount: h.planCount,
        poolSize: pools.get(h.year) ?? null,
      };
    });
    const planFormula = plan.formula ?? yearFormula;
    // A line ranked by another formula than the plan's is on another scale: it is not compared.
    const comparable = plan.history.filter((h) => sameFormula(lineFormula(h, formulaOf(h.year)), planFormula));
    const onlyOtherFormulas =
      comparable.length < plan.history.length &&
      usableLines(year, comparable, scale).length === 0 &&
      usableLines(year, plan.history, scale).length > 0;
    const newestRanked = history.find((h) => h.minRank != null);
    const latest = plan.history[0];
    return {
      plan,
      ownFormula: own ? indexOfFormula(ownFormulas, own) : null,
      scale,
      ranksApply: own === null,
      history,
      fixedEstimate: null,
      fixedForecast: null,
      majorTrend: null,
      lines: onlyOtherFormulas
        ? null
        : prepareLines(
            {
              year,
              history: comparable,
              scale,
              firstNewGaokaoYear,
              shiftFactor: plan.shiftFactor ?? shiftFactorOf(planFormula, yearFormula),
            },
            params,
          ),
      requirements: {
        line: batchLines.get(plan.batchId) ?? null,
        cultureRequirement: plan.cultureRequirement,
        testsRequirement: plan.testsRequirement,
        subjectRequirement: plan.subjectRequirement,
        subjectMinimums: plan.subjectMinimums,
      },
      subjectsMet: subjectsMet(plan.subjectRequirement),
      onlyBatchLine:
        subjectsMet(plan.subjectRequirement) &&
        plan.cultureRequirement == null &&
        plan.testsRequirement == null &&
        plan.subjectMinimums.length === 0,
      lineShare: newestRanked?.minRank != null ? newestRanked.minRank / (pools.get(newestRanked.year) ?? 1) : Number.POSITIVE_INFINITY,
      lineHeight: latest ? (latest.minScore * 750) / scale : Number.NEGATIVE_INFINITY,
      latestScore: latest ? latest.minScore : null,
    };
  });
  // A major that moved as a whole is read across the universe's plans (major-trend.ts): lines only.
  const majors = plans.map((p) => trendMajorKey(p.plan.majorName));
  const trends = majorTrends(plans.map((p, i) => ({ major: majors[i], move: p.ranksApply ? lineMove(p.history, year) : null })));
  plans.forEach((p, i) => {
    p.majorTrend = trends.get(majors[i]) ?? null;
    p.fixedEstimate = memberFreeEstimate(p);
    p.fixedForecast = p.lines ? memberFreeForecast(p.fixedEstimate, p.lines) : OTHER_FORMULA;
  });
  // Strongest line first (the default order of the list), so most requests need no sort at all.
  plans.sort(byLine);
  return {
    universe,
    params,
    yearFormula,
    ownFormulas,
    formulaOf,
    tableOf,
    pools,
    examLines: schoolExamLines(universe, member.subjects),
    plans,
    batchLines,
    firstNewGaokaoYear,
  };
}

const OTHER_FORMULA: UnratedForecast = { probability: null, reason: OTHER_FORMULA_REASON };

/**
 * The rank model's answer when no year the model reads has a rank (or the plan ranks by its own
 * formula): then it uses no rank of the member either, and every member gets the same no-number.
 */
function memberFreeEstimate(p: PreparedPlan): ProbabilityResult | null {
  const recent = [...p.history].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
  if (p.ranksApply && recent.some((h) => h.minRank != null && h.minRank > 0)) {
    return null;
  }
  // The model answers before it reads the member's rank, composite or what is carried over.
  return estimateProbability({
    history: p.history.map((h) => ({ ...h, memberRank: null })),
    planCount: p.plan.planCount,
    current: null,
    composite: 0,
    scale: p.scale,
    ranksApply: p.ranksApply,
    majorTrend: p.majorTrend,
  });
}

function indexOfFormula(formulas: CompositeFormula[], formula: CompositeFormula): number {
  const at = formulas.findIndex((f) => sameFormula(f, formula));
  if (at >= 0) {
    return at;
  }
  formulas.push(formula);
  return formulas.length - 1;
}

/** The plan formula's culture share over the province formula's: how much of the province's yearly move its lines take. */
function shiftFactorOf(plan: CompositeFormula, province: CompositeFormula): number {
  const base = cultureShareOf(province);
  return base > 0 ? cultureShareOf(plan) / base : 1;
}

/** The formula a past line was ranked by: the school's own where the line says so, else the province's of its year. */
function lineFormula(line: UniverseLine, province: CompositeFormula): CompositeFormula {
  return readSchoolFormula(line.formulaOverride, province)?.formula ?? province;
}
