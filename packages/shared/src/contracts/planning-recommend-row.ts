import { z } from 'zod';
import { TIERS } from '../rules/tiers';
import { sourceField, sourceUrlField } from './paging';

/**
 * One row of 模拟填报's recommendation list (filling/recommend): the plan, its past lines, the
 * member's number with its evidence, and the requirements it fails.
 */

const tierField = z.enum(TIERS);

/** One past year of the plan's line. */
export const recommendLine = z.object({
  year: z.number(),
  /** Lowest admitted composite that year. */
  minScore: z.number(),
  /** Its 位次 in that year's 一分一段 table; null when not published. */
  minRank: z.number().nullable(),
  planCount: z.number().nullable(),
  source: sourceField,
  /** The line's own official page; null when not known (docs/data.md). The universe carries it (UniverseLine.sourceUrl). */
  sourceUrl: sourceUrlField,
});

/** What a number rests on (rules/forecast.ts): shown beside it in every row that has one. */
export const forecastEvidence = z.object({
  /** 位次: ranks in the 一分一段 tables; 分差: the member's composite against past lowest scores. */
  basis: z.enum(['位次', '分差']),
  /** The probability if the expected line were one standard error off either way (e.g. 0.55–0.8). */
  band: z.tuple([z.number(), z.number()]),
  /** Years whose lines the number rests on, newest first. */
  years: z.array(z.number()),
  /** The member's composite minus the newest line (points); null when there is none. */
  gap: z.object({ year: z.number(), line: z.number(), points: z.number() }).nullable(),
  /** Years between the newest line and the plan year whose lines the site does not hold (the band is wider for them); empty when none. */
  missingYears: z.array(z.number()),
});

export const exclusion = z.object({
  /** cultureLine / testsLine / compositeLine / cultureRequirement / testsRequirement / subject / subjectMinimum. */
  code: z.string(),
  /** Chinese reason, e.g. 文化成绩300分低于2026年艺术类本科批文化控制线315分. */
  message: z.string(),
});

export const recommendRow = z.object({
  /** Enrollment plan id (what volunteer/entry/add takes). */
  planId: z.number(),
  year: z.number(),
  batchId: z.number(),
  batchName: z.string(),
  school: z.object({
    id: z.number(),
    name: z.string(),
    provinceId: z.number().nullable(),
    provinceName: z.string(),
    city: z.string(),
    type: z.string(),
    nature: z.string(),
    tags: z.array(z.string()),
  }),
  /** The plan's major (or major group, when `major.id` is null). */
  major: z.object({ id: z.number().nullable(), name: z.string(), code: z.string().nullable(), classCode: z.string().nullable() }),
  /** This year's places; null when not published (every reference entry). */
  planCount: z.number().nullable(),
  /** Yuan per year, two decimals; null when the publication gives none. */
  tuition: z.string().nullable(),
  /** Years of study; 0 when not published. */
  years: z.number(),
  /** True when the year's plans are not published and this row is the school × major's newest admission line (docs/data.md). */
  reference: z.boolean(),
  /** Admission year a reference row was taken from; null for a published plan. */
  referenceYear: z.number().nullable(),
  /** Up to three past years, newest first. */
  lines: z.array(recommendLine),
  /** The member's composite under this plan's formula. */
  composite: z.number(),
  /** province = the province's formula; school = the plan's own. */
  formula: z.enum(['province', 'school']),
  /** Admission probability 0.01–0.99; null when there is too little history (see `reason`) or the plan is excluded. */
  probability: z.number().nullable(),
  tier: tierField.nullable(),
  /** What the number rests on; null without a number (and for rows withheld from a free member). */
  evidence: forecastEvidence.nullable(),
  /** Probability under 5%. */
  hopeless: z.boolean(),
  /** Probability over 97%: a slot spent below the member's level. */
  wasted: z.boolean(),
  /** The line moved by more than half between its two newest years (大小年): the number is less sure. */
  volatile: z.boolean(),
  /** True when the probability and tier are withheld from a free member (the row is outside their free rows). */
  locked: z.boolean(),
  /** Tooltip text: the lines, the member's standing, the spread and the result. */
  explanation: z.string(),
  /** Why there is no probability (历史数据不足, 缺少位次, 院校自定公式, 招生计划变化大, 专业整体热度变化大, VIP可见); null otherwise. */
  reason: z.string().nullable(),
  excluded: z.boolean(),
  /** Failed hard requirements; empty when eligible. */
  exclusions: z.array(exclusion),
  /** Requirements that could not be checked (e.g. a single-subject minimum without that score). */
  warnings: z.array(z.string()),
  /** 校考 plans: what decides admission (the school's own exam; no probability); null for plans ranked by the composite. */
  decidedBy: z.string().nullable(),
  /** Where the plan sits in the member's current volunteer table, if it does. */
  inCurrentTable: z.object({ tableId: z.number(), slot: z.number(), majorIndex: z.number() }).nullable(),
  source: sourceField,
  /** The plan's own official page (its admission line's, for a reference row); null when not known (UniversePlan.sourceUrl). */
  sourceUrl: sourceUrlField,
  /** The plan's own formula in the province's published form (publishedFormula); null = the province's. */
  schoolFormula: z.string().nullable(),
});

export type RecommendRow = z.infer<typeof recommendRow>;
export type RecommendLine = z.infer<typeof recommendLine>;
export type ForecastEvidence = z.infer<typeof forecastEvidence>;
