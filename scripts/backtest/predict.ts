// One member against every plan of a universe: the engine's forecast (through its public entry
// point, evaluateUniverse, so a change to the engine reaches the backtest unchanged) and the two
// baselines' (./baselines.ts), each paired with the outcome the world says happened.
import {
  computeComposite,
  forecastFromLines,
  isFirstNewGaokaoYear,
  lookupRank,
  type ForecastBasis,
  type LineForecastParams,
  type ProbabilityInput,
} from '@yzy/shared/rules';
import type { MemberProfile } from '../../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse } from '../../apps/server/src/modules/filling/plan-evaluation';
import { forecastOf, inputOf } from '../../apps/server/src/modules/filling/plan-row-forecast';
import type { Universe, UniversePlan } from '../../apps/server/src/modules/filling/universe';
import { formulaForYear, tableFinder } from '../../apps/server/src/modules/filling/universe-lookups';
import { fittedNormalRule, normalRule, stepRule, type BaselineMember } from './baselines';

export const PREDICTORS = ['engine', 'step', 'normal'] as const;
export type Predictor = (typeof PREDICTORS)[number];

/** One member × plan: each predictor's forecast (null = it gives no number) and what happened. */
export interface Prediction {
  engine: number | null;
  step: number | null;
  normal: number | null;
  admitted: boolean;
  /** Which model gave the engine's number (null without one). */
  basis: ForecastBasis | null;
  /** Years of lines the engine's number rests on (0 without one). */
  years: number;
  /** The year forecast. */
  year: number;
  /** That year is the province's first new-gaokao year (its lines moved by the culture totals' new scoring). */
  firstNewGaokaoYear: boolean;
  /** The rank model alone and the line forecast alone (null where each gives no number), to compare them on the same pairs. */
  rank: number | null;
  line: number | null;
}

/** How a run forecasts: the line forecast's constants, and the normal baseline's fitted σ (points per 750) for real series. */
export interface PredictOptions {
  lineParams?: Readonly<LineForecastParams>;
  normalSigma?: number;
}

/** Sees the engine's input of every scored pair with its outcome (the measurement script refits on these). */
export type Observer = (input: ProbabilityInput, admitted: boolean) => void;

/**
 * Forecasts for every plan whose outcome is known (`outcome` returns null to skip a plan).
 * `rankMode`: the universe holds this year's table and the baselines read the member's rank in it;
 * otherwise they read the rank in the newest past table (the engine decides for itself).
 */
export function predictPlans(
  universe: Universe,
  member: MemberProfile,
  outcome: (plan: UniversePlan) => boolean | null,
  into: Prediction[],
  observe?: Observer,
  options: PredictOptions = {},
): void {
  const evaluation = evaluateUniverse(universe, member, { lineParams: options.lineParams });
  const tableOf = tableFinder(universe.tables, member.subjects);
  const scores = { culture: member.culture, tests: member.tests };
  const formula = formulaForYear(universe.formulas, universe.year);
  const composite = computeComposite(formula, scores);
  const current = tableOf(universe.year);
  let rank: number | null = current ? lookupRank(current.rows, composite).rank : null;
  if (!current) {
    for (let t = universe.year - 1; t >= universe.year - 3 && rank === null; t -= 1) {
      const table = tableOf(t);
      if (table) {
        rank = lookupRank(table.rows, computeComposite(formulaForYear(universe.formulas, t), scores)).rank;
      }
    }
  }
  const baseline: BaselineMember = { composite, rank, scale: formula.outputScale };
  const firstNewGaokaoYear = isFirstNewGaokaoYear(member.provinceName, universe.year);
  for (const e of evaluation.plans) {
    const admitted = outcome(e.plan);
    if (admitted === null) {
      continue;
    }
    observe?.(inputOf(e), admitted);
    const history = e.plan.history.map((h) => ({ year: h.year, minScore: h.minScore, minRank: h.minRank }));
    const f = forecastOf(e);
    into.push({
      engine: f.probability,
      step: stepRule(history, baseline),
      normal: options.normalSigma === undefined ? normalRule(history, baseline) : fittedNormalRule(history, baseline, options.normalSigma),
      admitted,
      basis: f.probability === null ? null : f.basis,
      years: f.probability === null ? 0 : f.years.length,
      year: universe.year,
      firstNewGaokaoYear,
      rank: e.estimate.probability,
      line: forecastFromLines(
        {
          year: universe.year,
          history: e.plan.history,
          composite: e.composite,
          scale: e.prepared.scale,
          firstNewGaokaoYear,
        },
        options.lineParams,
      ).probability,
    });
  }
}
