import { z } from 'zod';
import { FORMULA_KINDS, type CompositeFormula } from './composite';

/**
 * The one reader of a school's own composite formula as stored with a plan
 * (`enrollment_plans.formula_override`, docs/domain.md "Composite formulas"). Every feature that
 * computes a composite for a plan (算综合分, 模拟填报, the 志愿表) reads it here, so they cannot
 * disagree: the JSON names only the fields in which the school differs from the province's formula
 * of the plan's year (`{"outputScale":100}` is the province's formula on a 100-point scale); a
 * field the reader does not know makes the whole override unreadable rather than half-applied.
 */
export const formulaOverrideSchema = z
  .object({
    kind: z.enum(FORMULA_KINDS).optional(),
    cultureWeight: z.number().min(0).max(1).optional(),
    cultureFull: z.number().positive().optional(),
    testsFull: z.number().positive().optional(),
    outputScale: z.number().positive().optional(),
    roundingDigits: z.number().int().min(0).max(4).optional(),
    bonusCounts: z.boolean().optional(),
    /** Where the school's rule comes from; the plan's source when absent. */
    source: z.string().max(200).optional(),
  })
  .strict();

export type FormulaOverrideFields = z.infer<typeof formulaOverrideSchema>;

export interface SchoolFormulaReading {
  formula: CompositeFormula;
  /** The override's own source, null when it names none. */
  source: string | null;
}

/** Parses the stored text; null when it is empty, not JSON or not an override. */
export function parseFormulaOverride(text: string | null | undefined): FormulaOverrideFields | null {
  if (!text) {
    return null;
  }
  try {
    const parsed = formulaOverrideSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A plan's formula: the province's formula of the plan's year with the override's fields on top;
 * null when the plan has no readable override (it is then ranked by the province's formula).
 */
export function readSchoolFormula(text: string | null | undefined, province: CompositeFormula): SchoolFormulaReading | null {
  const override = parseFormulaOverride(text);
  if (!override) {
    return null;
  }
  const { source, ...fields } = override;
  return { formula: { ...province, ...fields }, source: source ?? null };
}

/**
 * The formula in force for a year among the configs stored by year: the newest not after it, else
 * the oldest there is (a plan year before the first stored config). Null when none is stored.
 */
export function formulaYearFor(years: Iterable<number>, year: number): number | null {
  const sorted = [...years].sort((a, b) => b - a);
  return sorted.find((y) => y <= year) ?? sorted[sorted.length - 1] ?? null;
}
