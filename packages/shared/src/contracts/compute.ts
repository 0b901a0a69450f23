import { z } from 'zod';
import { FORMULA_KINDS } from '../rules/composite';
import { formulaOverrideSchema } from '../rules/formula-override';
import { SINGLE_SUBJECT_FULL_SCORE } from '../rules/score-form';
import { bodyId, bodyScore, optionalIdParam } from './tool-params';
import { equivalentScoreItem, rankEstimate } from './tools';

/** Calls of 算综合分 (/compute): the formulas that apply and the composite of given scores. Same rules as tools.ts. */

export const formulasQuery = z.object({
  /** Defaults to the member's province. */
  provinceId: optionalIdParam('省份'),
  /** Defaults to the member's exam category. */
  examCategoryId: optionalIdParam('科类'),
});

export const formulaView = z.object({
  /** weighted, testsOnly (文化只需过线), cultureOnly (统考只需合格), sum. */
  kind: z.enum(FORMULA_KINDS),
  /** Culture weight w (0.5 = 50%); read by weighted only. */
  cultureWeight: z.number(),
  /** Culture full score Cmax. */
  cultureFull: z.number(),
  /** 统考 full score Pmax. */
  testsFull: z.number(),
  /** Composite of full marks in both (750, 300, 100 …). */
  outputScale: z.number(),
  /** Decimals kept, rounded half up. */
  roundingDigits: z.number(),
  /** True when policy bonus points count in the culture score. */
  bonusCounts: z.boolean(),
  /** Written out, e.g. 综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%. */
  text: z.string(),
  /** What the text leaves out: thresholds, bonus, full scores, rounding. */
  notes: z.array(z.string()),
  /** Year the parameters are for. */
  year: z.number(),
  source: z.string(),
});

export const schoolFormulaView = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  /** Majors of this year's plan that use the school's formula. */
  majorNames: z.array(z.string()),
  formula: formulaView,
});

export const formulasResponse = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  examCategoryId: z.number(),
  examCategoryName: z.string(),
  /** The province formula for the category. */
  province: formulaView,
  /** Schools recruiting there whose formula differs (from their plans); empty when none does. */
  schools: z.array(schoolFormulaView),
  notes: z.array(z.string()),
});

export const compositeBody = z.object({
  /** Defaults to the member's province. */
  provinceId: bodyId('省份').optional(),
  /** Defaults to the member's exam category. */
  examCategoryId: bodyId('科类').optional(),
  /** 高考 culture score without bonus, 0 to the category's culture full score; defaults to the profile's. */
  cultureScore: bodyScore('高考成绩').optional(),
  /** 统考 score, 0 to the category's 统考 full score; defaults to the profile's. */
  testsScore: bodyScore('统考成绩').optional(),
  /** 语文, 0–150; defaults to the profile's. Kept for tie-breaks; no formula reads it. */
  chineseScore: bodyScore('语文成绩')
    .max(SINGLE_SUBJECT_FULL_SCORE, { error: `语文成绩不能超过${SINGLE_SUBJECT_FULL_SCORE}分` })
    .nullish(),
  /** 外语, 0–150; defaults to the profile's. Kept for tie-breaks; no formula reads it. */
  englishScore: bodyScore('外语成绩')
    .max(SINGLE_SUBJECT_FULL_SCORE, { error: `外语成绩不能超过${SINGLE_SUBJECT_FULL_SCORE}分` })
    .nullish(),
  /** Policy bonus points (政策性加分), 0–100; counted only by formulas that count bonuses. Default 0. */
  bonusScore: bodyScore('政策加分').max(100, { error: '政策加分不能超过100分' }).optional(),
});

export const compositeInput = z.object({
  cultureScore: z.number(),
  testsScore: z.number(),
  chineseScore: z.number().nullable(),
  englishScore: z.number().nullable(),
  bonusScore: z.number(),
});

export const compositeFigure = z.object({
  /** The composite, rounded to the formula's digits. */
  composite: z.number(),
  /** The formula with the numbers in, e.g. 综合分 = 520 × 50% + 240 × (750/300) × 50% = 560.00. */
  substituted: z.string(),
  formula: formulaView,
});

export const compositeResponse = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  examCategoryId: z.number(),
  examCategoryName: z.string(),
  gkyear: z.number(),
  /** The numbers used (sent ones, else the profile's). */
  input: compositeInput,
  /** By the province formula. */
  province: compositeFigure,
  /** By each school formula that differs, with the school. */
  schools: z.array(compositeFigure.extend({ schoolId: z.number(), schoolName: z.string(), majorNames: z.array(z.string()) })),
  /** Estimated rank of the province composite this year; null when the category has no table. */
  rank: rankEstimate.nullable(),
  /** Equivalent scores in the last three years (newest first) that have a table. */
  equivalents: z.array(equivalentScoreItem),
  notes: z.array(z.string()),
});

/** `enrollment_plans.formula_override`: read only through the shared reader (rules/formula-override.ts). Not an API body. */
export const formulaOverride = formulaOverrideSchema;

export type FormulaOverride = z.infer<typeof formulaOverride>;
export type FormulaView = z.infer<typeof formulaView>;
export type SchoolFormulaView = z.infer<typeof schoolFormulaView>;
export type FormulasQuery = z.infer<typeof formulasQuery>;
export type FormulasResponse = z.infer<typeof formulasResponse>;
export type CompositeBody = z.infer<typeof compositeBody>;
export type CompositeFigure = z.infer<typeof compositeFigure>;
export type CompositeResponse = z.infer<typeof compositeResponse>;
