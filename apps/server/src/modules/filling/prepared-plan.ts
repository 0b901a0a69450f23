import type {
  CompositeFormula,
  ControlLine,
  HistoryYear,
  LineForecastParams,
  MajorTrend,
  PlanRequirements,
  PreparedLines,
  ProbabilityResult,
  UnratedForecast,
} from '@yzy/shared/rules';
import type { Universe, UniversePlan, UniverseTable } from './universe';
import type { schoolExamLines } from './school-exam-evaluation';

/**
 * What plan-preparation.ts makes of a universe for a member's subjects (the plans and the universe
 * as prepared), and the default order of plans by their newest line (byLine).
 */

/** A history year as the rank model reads it, but for the member's own rank in that year's table. */
export type PreparedHistoryYear = Omit<HistoryYear, 'memberRank'>;

export interface PreparedPlan {
  plan: UniversePlan;
  /** Index into PreparedUniverse.ownFormulas of the plan's own formula; null when it ranks by the province's. */
  ownFormula: number | null;
  scale: number;
  ranksApply: boolean;
  history: PreparedHistoryYear[];
  /**
   * The rank model's answer when it cannot depend on the member (no year with a rank it can use):
   * shared by every member. Null when the member's ranks decide it.
   */
  fixedEstimate: ProbabilityResult | null;
  /** The forecast when no member's scores change it (forecast.ts memberFreeForecast): shared by every member. */
  fixedForecast: UnratedForecast | null;
  majorTrend: MajorTrend | null;
  /** The lines of the plan's formula, prepared (line-forecast.ts); null when every usable line is in another formula. */
  lines: PreparedLines | null;
  requirements: PlanRequirements;
  subjectsMet: boolean;
  /** Nothing of the plan's own to check against scores (no school minimum, no single-subject minimum) and the subjects are met. */
  onlyBatchLine: boolean;
  /** Newest line's rank share (smaller = stronger school); Infinity without one. */
  lineShare: number;
  /** Newest line in points per 750; −Infinity without one. */
  lineHeight: number;
  /** Newest line's score, in the plan's points (the row's gap); null without a line. */
  latestScore: number | null;
}

export interface PreparedUniverse {
  universe: Universe;
  params: Readonly<LineForecastParams>;
  yearFormula: CompositeFormula;
  /** The distinct formulas of the plans that rank by their own, so a member's composite is computed once for each. */
  ownFormulas: CompositeFormula[];
  formulaOf: (year: number) => CompositeFormula;
  tableOf: (year: number) => UniverseTable | undefined;
  /** Tables' sizes by year. */
  pools: Map<number, number>;
  examLines: ReturnType<typeof schoolExamLines>;
  /** Plans in the list's default order: strongest line first (byLine). */
  plans: PreparedPlan[];
  /** The control line of each batch for the member's subject group. */
  batchLines: Map<number, ControlLine | null>;
  firstNewGaokaoYear: boolean;
}

/**
 * Strongest school first: lowest newest line share, then (lines without a rank) highest newest
 * line per 750, then plan id. Infinity − Infinity is NaN, which falls through like a tie. The
 * default order of a list: prepared plans are kept in it, so evaluated plans come in it too.
 */
export function byLine(
  a: { lineShare: number; lineHeight: number; plan: { id: number } },
  b: { lineShare: number; lineHeight: number; plan: { id: number } },
): number {
  return a.lineShare - b.lineShare || b.lineHeight - a.lineHeight || a.plan.id - b.plan.id;
}
