/**
 * Composite scores (综合分) of art candidates, formulas as data (docs/domain.md, Composite scores).
 *
 * Every kind maps a candidate with full marks to exactly `outputScale`, and is linear in the
 * scores, so one definition covers every published shape:
 *   weighted    = C × w × (S / Cmax) + P × (1 − w) × (S / Pmax)
 *               = [C × w + P × (Cmax / Pmax) × (1 − w)] × S / Cmax
 *   testsOnly   = P × S / Pmax          (culture is only a threshold: 文化过线、专业排序)
 *   cultureOnly = C × S / Cmax          (专业过线、文化排序)
 *   sum         = (C + P) × S / (Cmax + Pmax)
 * where C is the culture score (plus policy bonus when the formula counts it), P the 统考 score
 * and S the output scale. S = Cmax gives the common 750 scale, S = Pmax the 300 scale of 重庆,
 * S = 100 the schools' 100-point forms. Any published a × C + b × P is `linearFormula(a, b, …)`.
 */

export const FORMULA_KINDS = ['weighted', 'testsOnly', 'cultureOnly', 'sum'] as const;
export type FormulaKind = (typeof FORMULA_KINDS)[number];

/** One composite formula: a province's for a category and year, or one school's override. */
export interface CompositeFormula {
  kind: FormulaKind;
  /** Culture weight w in [0, 1] (0.5 = 50%); read by `weighted` only. */
  cultureWeight: number;
  /** Culture (高考) full score Cmax: 750, 660 (上海), 900 (海南). */
  cultureFull: number;
  /** 统考 full score Pmax: 300 since 2024, 100 or 200 in older years. */
  testsFull: number;
  /** The composite of full marks in both: 750, 300, 100 … */
  outputScale: number;
  /** Decimals kept, rounded half up (四舍五入). */
  roundingDigits: number;
  /** True when policy bonus points (政策性加分) are added to the culture score. */
  bonusCounts: boolean;
}

/** The scores a composite is computed from. */
export interface CompositeScores {
  /** 高考 culture score, without policy bonus. */
  culture: number;
  /** 统考 score. */
  tests: number;
  /** Policy bonus points; counted only when the formula's `bonusCounts` is true. */
  bonus?: number;
}

export const COMPOSITE_MESSAGES = {
  notNumber: (label: string) => `${label}须为数字`,
  negative: (label: string) => `${label}不能为负数`,
  over: (label: string, full: number) => `${label}不能超过${full}分`,
} as const;

/** The composite score, rounded to the formula's digits. */
export function computeComposite(formula: CompositeFormula, scores: CompositeScores): number {
  return roundTo(exactComposite(formula, scores), formula.roundingDigits);
}

/** The composite before rounding. */
export function exactComposite(formula: CompositeFormula, scores: CompositeScores): number {
  const culture = countedCulture(formula, scores);
  const scale = formula.outputScale;
  switch (formula.kind) {
    case 'weighted':
      return (
        culture * formula.cultureWeight * (scale / formula.cultureFull) +
        scores.tests * (1 - formula.cultureWeight) * (scale / formula.testsFull)
      );
    case 'testsOnly':
      return scores.tests * (scale / formula.testsFull);
    case 'cultureOnly':
      return culture * (scale / formula.cultureFull);
    case 'sum':
      return (culture + scores.tests) * (scale / (formula.cultureFull + formula.testsFull));
  }
}

/** The culture score the formula takes: with the policy bonus only when it counts. */
export function countedCulture(formula: CompositeFormula, scores: CompositeScores): number {
  return scores.culture + (formula.bonusCounts ? (scores.bonus ?? 0) : 0);
}

/** The first problem with the scores for this formula, in Chinese; null when they are usable. */
export function compositeInputError(formula: Pick<CompositeFormula, 'cultureFull' | 'testsFull'>, scores: CompositeScores): string | null {
  const checks: [string, number | undefined, number][] = [
    ['高考成绩', scores.culture, formula.cultureFull],
    ['统考成绩', scores.tests, formula.testsFull],
  ];
  for (const [label, value, full] of checks) {
    if (value === undefined || !Number.isFinite(value)) {
      return COMPOSITE_MESSAGES.notNumber(label);
    }
    if (value < 0) {
      return COMPOSITE_MESSAGES.negative(label);
    }
    if (value > full) {
      return COMPOSITE_MESSAGES.over(label, full);
    }
  }
  if (scores.bonus !== undefined && (!Number.isFinite(scores.bonus) || scores.bonus < 0)) {
    return scores.bonus < 0 ? COMPOSITE_MESSAGES.negative('政策加分') : COMPOSITE_MESSAGES.notNumber('政策加分');
  }
  return null;
}

/**
 * A published linear form `a × C + b × P` (e.g. old 湖北 [C × 40% + P × 60%] × 2 = 0.8C + 1.2P)
 * as a weighted formula: S = a × Cmax + b × Pmax and w = a × Cmax / S. Exact, not an approximation.
 */
export function linearFormula(
  cultureFactor: number,
  testsFactor: number,
  base: Pick<CompositeFormula, 'cultureFull' | 'testsFull' | 'roundingDigits' | 'bonusCounts'>,
): CompositeFormula {
  const outputScale = cultureFactor * base.cultureFull + testsFactor * base.testsFull;
  return { ...base, kind: 'weighted', cultureWeight: (cultureFactor * base.cultureFull) / outputScale, outputScale };
}

/** The fields of a score config (`examCategoryScore` of getExamCategoryList) a formula is built from. */
export interface ScoreConfigFormulaFields {
  formulaKind: FormulaKind;
  cultureWeight: number;
  cultureFullScoreLimit: number;
  testsFullScoreLimit: number;
  outputScale: number;
  roundingDigits: number;
  /** 0/1 as stored. */
  bonusCounts: number;
}

/** The province formula of a category's score config. */
export function formulaFromScoreConfig(config: ScoreConfigFormulaFields): CompositeFormula {
  return {
    kind: config.formulaKind,
    cultureWeight: config.cultureWeight,
    cultureFull: config.cultureFullScoreLimit,
    testsFull: config.testsFullScoreLimit,
    outputScale: config.outputScale,
    roundingDigits: config.roundingDigits,
    bonusCounts: config.bonusCounts === 1,
  };
}

/** Rounds half up to `digits` decimals, ignoring binary noise such as 560.00000000001. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.round(scaled) / factor;
}

/** True when two formulas give the same composite for every input (a school that does not differ). */
/** The culture score's share of the composite: w, all (cultureOnly), none (testsOnly), or its full score's share (sum). */
export function cultureShareOf(formula: CompositeFormula): number {
  switch (formula.kind) {
    case 'weighted':
      return formula.cultureWeight;
    case 'cultureOnly':
      return 1;
    case 'testsOnly':
      return 0;
    case 'sum':
      return formula.cultureFull / (formula.cultureFull + formula.testsFull);
  }
}

export function sameFormula(a: CompositeFormula, b: CompositeFormula): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  const weightMatters = a.kind === 'weighted';
  return (
    a.kind === b.kind &&
    (!weightMatters || near(a.cultureWeight, b.cultureWeight)) &&
    near(a.cultureFull, b.cultureFull) &&
    near(a.testsFull, b.testsFull) &&
    near(a.outputScale, b.outputScale) &&
    a.roundingDigits === b.roundingDigits &&
    a.bonusCounts === b.bonusCounts
  );
}
