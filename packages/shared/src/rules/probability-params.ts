// The tunable part of the admission-probability model (probability.ts): what the measurement script
// (scripts/engine-measure.ts) varies, and the values the engine uses. docs/engine.md gives the figures.
import { MAJOR_TREND_LIMIT, MAJOR_TREND_MIN_STRENGTH } from './major-trend';
import { PLAN_CHANGE_LIMIT, PLAN_CHANGE_SPREAD, PLAN_ELASTICITY } from './plan-change';

export type ProbabilityBasis = 'rank' | 'equivalent';

/**
 * With 等效位次 this year's pool is unseen: its log change from last year is taken as ±0.15 (one
 * standard deviation), about what the official 一分一段 totals we hold moved from one year to the
 * next (docs/engine.md, "A change in candidate numbers"). A surge beyond that is not covered.
 */
export const UNSEEN_POOL_SPREAD = 0.15;

/** The tunable part of the model (defaults below; the measurement script varies them). */
export interface ProbabilityParams {
  /** β: how the line's rank follows the size of the candidate pool (1 = share of the pool, 0 = absolute rank). */
  poolElasticity: number;
  /** With 等效位次, the centre is lowered by this × the variance of the member's log rank across years. */
  standingCorrection: number;
  /** Spread multiplier when this year's formula is not published and last year's is used. */
  formulaCarriedOver: number;
  /** Spread multiplier when this year's plan is not published and last year's is used. */
  planCarriedOver: number;
  /**
   * How uncertain the plan factor is: this × |ln(plan_now / plan_history)| is added (in quadrature) to
   * the line's spread, because how far a line follows its seats is not known (0.5 to 1 or more).
   */
  planChangeSpread: number;
  /** How strongly a plan change moves the line's rank (PLAN_ELASTICITY). */
  planElasticity: number;
  /** Plan ratio (either way) at which there is no number (PLAN_CHANGE_LIMIT). */
  planChangeLimit: number;
  /** A major's move against the province at which its plans have no number (MAJOR_TREND_LIMIT). */
  majorTrendLimit: number;
  /** How consistently the major's plans must have moved (MAJOR_TREND_MIN_STRENGTH). */
  majorTrendStrength: number;
  /**
   * With 等效位次 (this year's pool unseen): the assumed spread of this year's log pool change; the
   * margin moves by (1 − β) × that change, added in quadrature to the spread.
   */
  unseenPoolSpread: number;
  /**
   * Recalibration per basis: P = logistic(slope × z' + intercept), z' = (μ + shift) / (σ × LOGISTIC_UNIT) the
   * model's standardized margin after moving the centre by `shift` (log rank). Fitted by log loss on the
   * backtest's tuning seeds (docs/engine.md, "Recalibration" and "The link and the spread floor").
   */
  calibration: Readonly<Record<ProbabilityBasis, Calibration>>;
}

export interface Calibration {
  slope: number;
  /** Added to slope × z (a bias in standardized units). */
  intercept: number;
  /** Added to the centre μ before it is standardized (a bias in log rank, the same for a calm line and a jumpy one). */
  shift: number;
}

/** No recalibration: the model's own logistic. */
export const IDENTITY_CALIBRATION: Readonly<Record<ProbabilityBasis, Calibration>> = {
  rank: { slope: 1, intercept: 0, shift: 0 },
  equivalent: { slope: 1, intercept: 0, shift: 0 },
};

export const PROBABILITY_PARAMS: Readonly<ProbabilityParams> = {
  // Chosen with `npx tsx scripts/engine-measure-sweep.ts` on the tuning seeds, the recalibration
  // refitted for each β: 0.1 has the smallest worst decile over the worlds the recalibration is fitted
  // on (0.25 left the surge world 17 points too optimistic). The real records hold no two years of a
  // line with both years' 一分一段, so they cannot fit β (docs/engine.md, "How the constants were chosen").
  poolElasticity: 0.1,
  standingCorrection: 0,
  formulaCarriedOver: 1.5,
  planCarriedOver: 1.25,
  planChangeSpread: PLAN_CHANGE_SPREAD,
  planElasticity: PLAN_ELASTICITY,
  planChangeLimit: PLAN_CHANGE_LIMIT,
  majorTrendLimit: MAJOR_TREND_LIMIT,
  majorTrendStrength: MAJOR_TREND_MIN_STRENGTH,
  unseenPoolSpread: UNSEEN_POOL_SPREAD,
  // Fitted by `npx tsx scripts/engine-measure.ts --calibrate` on the tuning seeds 2026 and 2025 (docs/engine.md,
  // "Recalibration" and "The link and the spread floor"). Rank: slope and a shift of the centre in log rank
  // (no intercept), by log loss pooled over the unperturbed, surge, formula-switch and short-history worlds;
  // the demo's lines follow a pool that grows every year and β = 0.1 follows a tenth of that, a bias in
  // log rank that an intercept in z over-corrects for calm lines and under-corrects for jumpy ones.
  // 等效位次: slope and intercept by log loss on the unperturbed world (without the unseen-pool term, which
  // that world cannot show); a shift measured worse there (its margins are read in each year's own table).
  calibration: {
    rank: { slope: 1.276, intercept: 0, shift: 0.039 },
    equivalent: { slope: 1.154, intercept: -0.356, shift: 0 },
  },
};
