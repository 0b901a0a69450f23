/**
 * Composite formulas written out in Chinese, as 算综合分 shows them: the formula itself
 * (综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%), the same with a member's numbers
 * substituted and the result, and notes on bonus points, rounding and thresholds.
 */
import { computeComposite, roundTo, type CompositeFormula, type CompositeScores } from './composite';

const CULTURE = '文化分';
const TESTS = '统考分';

/** The formula in words, e.g. 综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%. */
export function describeFormula(formula: CompositeFormula): string {
  return `综合分 = ${formulaBody(formula, CULTURE, TESTS)}`;
}

/** The formula with the scores substituted and its result, e.g. 综合分 = 520 × 50% + 240 × (750/300) × 50% = 560.00. */
export function substituteFormula(formula: CompositeFormula, scores: CompositeScores): string {
  const bonus = formula.bonusCounts ? (scores.bonus ?? 0) : 0;
  const culture = bonus > 0 ? `(${formatNumber(scores.culture)} + ${formatNumber(bonus)})` : formatNumber(scores.culture);
  const value = computeComposite(formula, scores).toFixed(formula.roundingDigits);
  return `综合分 = ${formulaBody(formula, culture, formatNumber(scores.tests))} = ${value}`;
}

/** What the formula text leaves out: thresholds, policy bonus, full scores and rounding. */
export function formulaNotes(formula: CompositeFormula): string[] {
  const notes: string[] = [];
  if (formula.kind === 'testsOnly') {
    notes.push('文化成绩只需达到文化控制线，按统考成绩排序');
  }
  if (formula.kind === 'cultureOnly') {
    notes.push('统考成绩只需合格，按文化成绩排序');
  }
  if (formula.kind !== 'testsOnly') {
    notes.push(formula.bonusCounts ? '文化分含政策性加分' : '文化分不含政策性加分');
  }
  notes.push(
    `文化满分${formatNumber(formula.cultureFull)}分，统考满分${formatNumber(formula.testsFull)}分，综合分满分${formatNumber(formula.outputScale)}分`,
  );
  notes.push(formula.roundingDigits > 0 ? `结果保留${formula.roundingDigits}位小数（四舍五入）` : '结果取整（四舍五入）');
  return notes;
}

/**
 * A formula in the form provinces publish it: each score with its own factor on the raw scores,
 * 文化成绩×50%+专业成绩×125% (河南's default), 文化成绩×30%+专业成绩×70% (湖南, out of 435);
 * culture-only and 统考-only forms say which score ranks. The composite's full mark is
 * `formulaScale` (750, 435, 960 …), shown beside it.
 */
export function publishedFormula(formula: CompositeFormula): string {
  const [culture, tests] = linearFactors(formula);
  switch (formula.kind) {
    case 'cultureOnly':
      return culture === 1 ? '文化成绩（专业成绩合格即可）' : `文化成绩×${formatPercent(culture)}（专业成绩合格即可）`;
    case 'testsOnly':
      return tests === 1 ? '专业成绩（文化成绩过线即可）' : `专业成绩×${formatPercent(tests)}（文化成绩过线即可）`;
    default:
      return `文化成绩×${formatPercent(culture)}+专业成绩×${formatPercent(tests)}`;
  }
}

/** The composite's full mark (the score of full marks in both): 750, 435, 960, 300 … */
export function formulaScale(formula: CompositeFormula): number {
  return roundTo(formula.outputScale, 6);
}

/** [a, b] with composite = a × 文化 + b × 统考 (bonus aside), exactly: the published factors. */
export function linearFactors(formula: CompositeFormula): [number, number] {
  const scale = formula.outputScale;
  switch (formula.kind) {
    case 'weighted':
      return [
        roundTo((formula.cultureWeight * scale) / formula.cultureFull, 6),
        roundTo(((1 - formula.cultureWeight) * scale) / formula.testsFull, 6),
      ];
    case 'cultureOnly':
      return [roundTo(scale / formula.cultureFull, 6), 0];
    case 'testsOnly':
      return [0, roundTo(scale / formula.testsFull, 6)];
    case 'sum': {
      const factor = roundTo(scale / (formula.cultureFull + formula.testsFull), 6);
      return [factor, factor];
    }
  }
}

/** A number without trailing zeros or binary noise: 520, 237.4, 2.5. */
export function formatNumber(value: number): string {
  return String(roundTo(value, 6));
}

/** A weight as a percentage: 0.5 → 50%, 0.625 → 62.5%. */
export function formatPercent(weight: number): string {
  return `${roundTo(weight * 100, 4)}%`;
}

function formulaBody(formula: CompositeFormula, culture: string, tests: string): string {
  const scale = formula.outputScale;
  switch (formula.kind) {
    case 'weighted':
      return weightedBody(formula, culture, tests);
    case 'testsOnly':
      return scaled(tests, scale, formula.testsFull);
    case 'cultureOnly':
      return scaled(culture, scale, formula.cultureFull);
    case 'sum': {
      const full = formula.cultureFull + formula.testsFull;
      return scale === full ? `${culture} + ${tests}` : `(${culture} + ${tests}) × (${formatNumber(scale)}/${formatNumber(full)})`;
    }
  }
}

function weightedBody(formula: CompositeFormula, culture: string, tests: string): string {
  const w = formula.cultureWeight;
  const terms: string[] = [];
  if (w > 0) {
    terms.push(weightedTerm(scaled(culture, formula.outputScale, formula.cultureFull), w));
  }
  if (w < 1) {
    terms.push(weightedTerm(scaled(tests, formula.outputScale, formula.testsFull), 1 - w));
  }
  return terms.join(' + ');
}

function weightedTerm(term: string, weight: number): string {
  return roundTo(weight, 6) === 1 ? term : `${term} × ${formatPercent(weight)}`;
}

/** `x` when the scale is the score's own full score, else `x × (scale/full)`. */
function scaled(term: string, scale: number, full: number): string {
  return scale === full ? term : `${term} × (${formatNumber(scale)}/${formatNumber(full)})`;
}
