import { z } from 'zod';
import { formulaOfFact, type CompositeFormula, type FormulaOverrideFields } from '@yzy/shared/rules';
import { ART_FORMULAS, HENAN_SCHOOL_FORMS, type ArtFormulaFact } from '../../../../dataset/rules/art-formulas';
import { BATCH_RULES, type BatchRuleFact } from '../../../../dataset/rules/batch-rules';
import { OFFICIAL_BATCHES } from '../../../../dataset/rules/official-batches';

/**
 * Loader of the art rules kept as data in dataset/rules (docs/domain.md "Art rules as data"): the
 * rows are checked once (a bad row stops the server at start, as a bad official file would), then
 * looked up by province, exam category and year for the reference seeding and the tests.
 */

const formulaFact = z
  .object({
    province: z.string().min(1),
    year: z.number().int().min(2015).max(2100),
    category: z.string().min(1),
    form: z.enum(['weighted', 'linear', 'unknown']),
    cultureWeight: z.number().min(0).max(1).optional(),
    cultureFactor: z.number().min(0).optional(),
    testsFactor: z.number().min(0).optional(),
    outputScale: z.number().positive().optional(),
    bonusCounts: z.boolean().optional(),
    roundingDigits: z.number().int().min(0).max(4).optional(),
    status: z.enum(['confirmed', 'unverified', 'unknown']),
    publisher: z.string().min(2),
    url: z.url({ protocol: /^https?$/ }),
    note: z.string().optional(),
  })
  .refine((f) => (f.form === 'unknown') === (f.status === 'unknown'), '只有公式未知的行才标 unknown')
  .refine((f) => f.form !== 'weighted' || f.cultureWeight !== undefined, '加权公式须给文化权重')
  .refine((f) => f.form !== 'linear' || (f.cultureFactor !== undefined && f.testsFactor !== undefined), '线性公式须给两个系数');

let checked: readonly ArtFormulaFact[] | null = null;

/** The formula rows, checked on first use. */
export function artFormulaFacts(): readonly ArtFormulaFact[] {
  if (!checked) {
    ART_FORMULAS.forEach((row, i) => {
      const result = formulaFact.safeParse(row);
      if (!result.success) {
        throw new Error(`dataset/rules/art-formulas row ${i} (${row.province} ${row.category}): ${result.error.issues[0]?.message}`);
      }
    });
    checked = ART_FORMULAS;
  }
  return checked;
}

/** A category's rule for a year: the newest published not after it, for the category itself or, failing that, another direction of it. */
export interface FormulaRule {
  fact: ArtFormulaFact;
  /** True when the fact is another direction's of the same national category. */
  borrowed: boolean;
}

export function formulaRuleOf(province: string, categoryName: string, nationalName: string, year: number): FormulaRule | null {
  const all = artFormulaFacts().filter((f) => f.province === province);
  // A year before the first published rule takes the earliest one (its rule_year then says so).
  const first = Math.min(...all.map((f) => f.year));
  const facts = all.filter((f) => f.year <= Math.max(year, first));
  const newest = (rows: ArtFormulaFact[]) => rows.sort((a, b) => b.year - a.year)[0];
  const own = newest(facts.filter((f) => f.category === categoryName));
  if (own) {
    return { fact: own, borrowed: false };
  }
  const sibling = newest(facts.filter((f) => f.category.startsWith(`${nationalName}（`) || f.category === nationalName));
  return sibling ? { fact: sibling, borrowed: true } : null;
}

/** The source text a score config carries: publisher, status and notes. */
export function sourceTextOf(rule: FormulaRule): string {
  const { fact } = rule;
  const notes = [fact.note, rule.borrowed ? `该方向未单列，沿用${fact.category}的口径` : undefined].filter(Boolean);
  const status = fact.status === 'confirmed' ? '' : '（待核实）';
  return `${fact.year}年${fact.publisher}公布口径${status}${notes.length > 0 ? `：${notes.join('；')}` : ''}`.slice(0, 200);
}

export interface SchoolForm {
  label: string;
  /** The form as a plan stores it (enrollment_plans.formula_override). */
  override: FormulaOverrideFields;
  formula: CompositeFormula;
}

/** The forms a province lets its schools choose from in a year (河南 from 2025); empty elsewhere. */
export function schoolFormsOf(province: string, year: number): SchoolForm[] {
  return province === HENAN_SCHOOL_FORMS.province && year >= HENAN_SCHOOL_FORMS.year ? henanSchoolForms() : [];
}

/** 河南's five school forms as formulas and as the override a plan stores. */
export function henanSchoolForms(cultureFull = 750, testsFull = 300): SchoolForm[] {
  return HENAN_SCHOOL_FORMS.forms.map((f) => {
    const formula = formulaOfFact({ form: 'linear', cultureFactor: f.cultureFactor, testsFactor: f.testsFactor }, cultureFull, testsFull);
    if (!formula) {
      throw new Error(`河南 form ${f.label} is not a formula`);
    }
    const { kind, cultureWeight, outputScale } = formula;
    return {
      label: f.label,
      override: {
        kind,
        cultureWeight,
        outputScale,
        source: `${HENAN_SCHOOL_FORMS.publisher}：院校自选公式${f.label}${HENAN_SCHOOL_FORMS.status === 'confirmed' ? '' : '（待核实）'}`,
      },
      formula,
    };
  });
}

/**
 * The filling rule of a named batch, when the rule data knows it; null keeps the national pattern
 * (待核实). A province's official art batch (dataset/rules/official-batches.ts) is found by its exact
 * name in any year: the data build places every line of the province in one of them.
 */
export function batchRuleOf(province: string, year: number, name: string, level: string): (BatchRuleFact & { official?: boolean }) | null {
  const official = OFFICIAL_BATCHES.find((b) => b.province === province && b.name === name && b.level === level);
  if (official) {
    return {
      province,
      fromYear: official.fromYear,
      toYear: 9999,
      batch: official.name,
      level: official.level,
      mode: official.mode,
      unit: official.unit,
      maxSlots: official.maxSlots,
      majorsPerSlot: official.majorsPerSlot,
      allowAdjust: official.allowAdjust,
      status: official.status,
      publisher: official.publisher,
      url: official.url,
      note: official.note,
      official: true,
    };
  }
  return (
    BATCH_RULES.find(
      (r) => r.province === province && r.fromYear <= year && year <= r.toYear && r.level === level && new RegExp(r.batch).test(name),
    ) ?? null
  );
}

/** The province's order of an official batch (1 first); null for any other batch. */
export function officialBatchOrder(province: string, name: string): number | null {
  return OFFICIAL_BATCHES.find((b) => b.province === province && b.name === name)?.order ?? null;
}

/** The batches row fields a known rule gives. */
export function batchRowOf(rule: BatchRuleFact & { official?: boolean }) {
  const status = rule.status === 'confirmed' ? '' : '（待核实）';
  const source = rule.official
    ? `${rule.publisher}艺术类官方批次；志愿规则${status ? '待核实' : '已核实'}${rule.note ? `：${rule.note}` : ''}`
    : `${rule.fromYear}年${rule.publisher}公布的志愿规则${status}${rule.note ? `：${rule.note}` : ''}`;
  return {
    mode: rule.mode,
    unit: rule.unit,
    max_slots: rule.maxSlots,
    majors_per_slot: rule.majorsPerSlot,
    allow_adjust: rule.allowAdjust ? 1 : 0,
    source: source.slice(0, 200),
    source_url: rule.url,
  };
}
