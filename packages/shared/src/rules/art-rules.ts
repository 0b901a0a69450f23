import { linearFormula, type CompositeFormula } from './composite';

/**
 * Reading the art rules the product stores as data (docs/domain.md "Art rules as data"): a
 * province's composite formula for a category and the year it was published for, how sure the
 * product is of it, and whether a plan year is using it carried over from an earlier year.
 */

/** confirmed: two independent compilations agree; unverified: one gives it; unknown: none found. */
export type ArtRuleStatus = 'confirmed' | 'unverified' | 'unknown';

export const ART_RULE_STATUS_TEXT: Record<ArtRuleStatus, string> = {
  confirmed: '据省级公布口径',
  unverified: '待核实',
  unknown: '待核实（未找到公布口径）',
};

/** A formula as the rule data states it. */
export interface FormulaFactShape {
  form: 'weighted' | 'linear' | 'unknown';
  cultureWeight?: number;
  cultureFactor?: number;
  testsFactor?: number;
  outputScale?: number;
  bonusCounts?: boolean;
  roundingDigits?: number;
}

/** The composite formula a fact describes for a culture and 统考 full score; null when the fact says none is known. */
export function formulaOfFact(fact: FormulaFactShape, cultureFull: number, testsFull: number): CompositeFormula | null {
  const base = { cultureFull, testsFull, roundingDigits: fact.roundingDigits ?? 2, bonusCounts: fact.bonusCounts ?? true };
  if (fact.form === 'linear' && fact.cultureFactor !== undefined && fact.testsFactor !== undefined) {
    if (fact.testsFactor === 0) {
      return { ...base, kind: 'cultureOnly', cultureWeight: 1, outputScale: fact.cultureFactor * cultureFull };
    }
    return linearFormula(fact.cultureFactor, fact.testsFactor, base);
  }
  if (fact.form === 'weighted' && fact.cultureWeight !== undefined) {
    return { ...base, kind: 'weighted', cultureWeight: fact.cultureWeight, outputScale: fact.outputScale ?? cultureFull };
  }
  return null;
}

/** Where a stored formula comes from: what the engine and the pages say about it. */
export interface FormulaProvenance {
  /** The plan or gkyear the formula is used for. */
  year: number;
  /** The year the rule was published for; earlier than `year` when carried over. */
  ruleYear: number;
  status: ArtRuleStatus;
  source: string;
  sourceUrl: string | null;
}

/** True when the plan year uses a formula published for an earlier year (the province may have changed it). */
export function isFormulaCarriedOver(provenance: Pick<FormulaProvenance, 'year' | 'ruleYear'>): boolean {
  return provenance.ruleYear < provenance.year;
}

/** The sentences a page shows under a formula: carried over, not verified. Empty when neither. */
export function formulaProvenanceNotes(provenance: FormulaProvenance): string[] {
  const notes: string[] = [];
  if (isFormulaCarriedOver(provenance)) {
    notes.push(`${provenance.year}年公式尚未公布，沿用${provenance.ruleYear}年公式，今年如有调整，综合分与位次会变化`);
  }
  if (provenance.status !== 'confirmed') {
    notes.push(`该公式${ART_RULE_STATUS_TEXT[provenance.status]}，请以本省当年公布的艺术类招生办法为准`);
  }
  return notes;
}
