/**
 * The provinces' composite formulas (dataset/rules/art-formulas.ts) held against the published
 * figures (docs/data.md, "Formulas proven against the lines"):
 * - where a province publishes a composite line beside the culture and 专业 lines it is made of,
 *   the formula must turn the second into the first (a mismatch fails the build);
 * - an admission line in 综合分 must sit on the scale the member's composite is computed on: a line
 *   above the formula's full mark, or (from the 2024 reform on) a 本科 line below 30% of it, is a
 *   school's own conversion and is left out (counted); what ships is checked again and a line off
 *   the scale fails the build.
 */
import { ART_FORMULAS, type ArtFormulaFact } from '../rules/art-formulas';
import type { AdmissionRow, ControlLineRow } from '../format';
import { fullScoreOf, TESTS_FULL_SCORE } from './names';
import type { Drops } from './sources';

/** composite = culture × a + tests × b, rounded to `digits`; full mark `scale`. */
export interface LinearForm {
  culture: number;
  tests: number;
  scale: number;
  digits: number;
  fact: ArtFormulaFact;
}

function linearOf(fact: ArtFormulaFact, province: string): LinearForm | null {
  const cultureFull = fullScoreOf(province);
  const digits = fact.roundingDigits ?? 2;
  if (fact.form === 'linear' && fact.cultureFactor !== undefined && fact.testsFactor !== undefined) {
    return {
      culture: fact.cultureFactor,
      tests: fact.testsFactor,
      scale: fact.cultureFactor * cultureFull + fact.testsFactor * TESTS_FULL_SCORE,
      digits,
      fact,
    };
  }
  if (fact.form === 'weighted' && fact.cultureWeight !== undefined) {
    const scale = fact.outputScale ?? cultureFull;
    return {
      culture: (fact.cultureWeight * scale) / cultureFull,
      tests: ((1 - fact.cultureWeight) * scale) / TESTS_FULL_SCORE,
      scale,
      digits,
      fact,
    };
  }
  return null;
}

/**
 * The formula of a province's category (or direction) for a year: the newest fact not after it
 * (else the earliest). A category without a direction takes its directions' formulas only when they
 * all share one scale (so a scale check stays sound). Null when none is known.
 */
export function formulaFor(
  province: string,
  category: string,
  direction: string,
  year: number,
  facts: readonly ArtFormulaFact[] = ART_FORMULAS,
): LinearForm | null {
  const name = direction ? `${category}（${direction}）` : category;
  const own = facts.filter(
    (f) => f.province === province && (f.category === name || (!direction && f.category.startsWith(`${category}（`))),
  );
  if (own.length === 0) {
    return null;
  }
  const first = Math.min(...own.map((f) => f.year));
  const at = Math.max(...own.filter((f) => f.year <= Math.max(year, first)).map((f) => f.year));
  const forms = own.filter((f) => f.year === at).map((f) => linearOf(f, province));
  if (forms.some((f) => f === null)) {
    return null;
  }
  const known = forms as LinearForm[];
  return known.every((f) => Math.abs(f.scale - known[0].scale) < 1e-9) ? known[0] : null;
}

export function compositeOf(form: LinearForm, culture: number, tests: number): number {
  const factor = 10 ** form.digits;
  return Math.round(Number(((culture * form.culture + tests * form.tests) * factor).toPrecision(12))) / factor;
}

/** Published composite lines that the formula does not make from their culture and 专业 lines. */
export function checkLineFormulas(lines: readonly ControlLineRow[], facts: readonly ArtFormulaFact[] = ART_FORMULAS): string[] {
  const errors: string[] = [];
  for (const l of lines) {
    if (l.category === null || l.cultureScore === null || l.testsScore === null || l.compositeScore === null) {
      continue;
    }
    const form = formulaFor(l.province, l.category, l.direction, l.year, facts);
    if (!form) {
      continue;
    }
    const expected = compositeOf(form, l.cultureScore, l.testsScore);
    if (Math.abs(expected - l.compositeScore) > 0.5 / 10 ** form.digits) {
      errors.push(
        `control-lines: ${l.province}${l.year} ${l.category}${l.direction ? `（${l.direction}）` : ''} ${l.level}: composite ${l.compositeScore} ≠ ${expected} from 文化 ${l.cultureScore} and 专业 ${l.testsScore} (${form.fact.publisher} formula)`,
      );
    }
  }
  return errors;
}

/** The national reform year: 统考 out of 300 everywhere, and the formulas in the data are the reform's. */
export const REFORM_YEAR = 2024;
/** A 本科 composite below this share of the full mark is no composite of the province (a school's 100-point conversion). */
const UNDERGRADUATE_FLOOR = 0.3;

/**
 * The full mark of the province's formula when an admission line in 综合分 is not on it: above the
 * full mark (any year: the import refuses it, and no member's composite reaches it), or, from the
 * reform year on, a 本科 line below 30% of it. Lines before the reform are on their own year's
 * scales, which the data does not hold, so they are not held to the floor.
 */
export function offScale(r: AdmissionRow, facts: readonly ArtFormulaFact[] = ART_FORMULAS): number | null {
  if (r.scoreMetric !== '综合分' || r.category === null) {
    return null;
  }
  const form = formulaFor(r.province, r.category, r.direction, r.year, facts);
  if (!form) {
    return null;
  }
  // Above the full mark it cannot be compared with a member's composite in any year (and the import refuses it).
  const above = r.minScore > form.scale + 1e-9;
  const below = r.year >= REFORM_YEAR && r.level === '本科' && r.minScore < form.scale * UNDERGRADUATE_FLOOR;
  return above || below ? form.scale : null;
}

/** Leaves out (and counts) the admission lines that are not on the province's composite scale. */
export function onProvinceScale(rows: AdmissionRow[], drops: Drops): AdmissionRow[] {
  return rows.filter((r) => {
    const scale = offScale(r);
    if (scale !== null) {
      drops.add('admissions', `综合分 not on the province's scale (${r.province} ${scale}; a school's own conversion)`);
      return false;
    }
    return true;
  });
}

/** What ships must sit on the scale: a line above it fails the build. */
export function checkAdmissionScales(rows: readonly AdmissionRow[], facts: readonly ArtFormulaFact[] = ART_FORMULAS): string[] {
  return rows.flatMap((r) => {
    const scale = offScale(r, facts);
    return scale === null
      ? []
      : [`admissions: ${r.province}${r.year} ${r.schoolName} ${r.majorName}: 综合分 ${r.minScore} not on the scale of ${scale}`];
  });
}
