/**
 * The five formulas 河南 lets a school choose in its statistics book (henan-book.ts): their weights,
 * the composites each can give, and the lowest one a candidate passing the year's 本科 lines can have.
 */
import type { SchoolFormula } from '../format';

/**
 * The five forms 河南 lets a school choose (文化 % / 专业 coefficient), as the product's formula
 * override on the province's 文化×50%+专业×125%. Any other pair in the book is an OCR misreading.
 */
export const HENAN_FORMS: Readonly<Record<string, SchoolFormula | null>> = {
  '50/125': null,
  '60/100': { cultureWeight: 0.6 },
  '70/75': { cultureWeight: 0.7 },
  '80/50': { cultureWeight: 0.8 },
  '100/0': { kind: 'cultureOnly' },
};

/** Culture and 专业 weights of a form: composite = a × 文化 + b × 专业. */
export function henanWeights(form: string): [number, number] {
  const [culture, tests] = form.split('/').map(Number);
  return [culture / 100, tests / 100];
}

/**
 * Whether a composite can be what the form gives. Culture totals and 统考 scores are whole points,
 * so a × C + b × P falls on multiples of the form's step (50/125: 0.25; 60/100: 0.2; 70/75: 0.05;
 * 80/50: 0.1). Culture-only lines are the culture total, and in 2024 a tie-break of the 专业 score
 * in thousandths (481.215 = culture 481, 专业 215).
 */
export function fitsForm(score: number, form: string): boolean {
  if (form === '100/0') {
    const fraction = Math.round((score - Math.floor(score)) * 1000);
    return fraction === 0 || (fraction >= 100 && fraction <= 300);
  }
  const step = { '50/125': 0.25, '60/100': 0.2, '70/75': 0.05, '80/50': 0.1 }[form];
  if (step === undefined) {
    return false;
  }
  const q = score / step;
  return Math.abs(q - Math.round(q)) < 1e-6;
}

/** The lowest composite any candidate passing both 本科 lines of the year can have under a form. */
export function lineFloor(form: string, culture: number, tests: number): number {
  const [a, b] = henanWeights(form);
  return form === '100/0' ? culture : a * culture + b * tests;
}
