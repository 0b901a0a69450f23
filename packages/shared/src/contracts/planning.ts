import { z } from 'zod';
import { TIERS } from '../rules/tiers';
import { MAJOR_CLASS_CODES, RECOMMEND_SORTS, RECOMMEND_TIERS, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from './choices';
import { SEARCH_KEYWORD_MAX } from './limits';
import { TUITION_ORDER_MESSAGE, tuitionError, tuitionValueMessage, type TuitionBound } from './tuition';
import { optionalId, pageQuery, sourceField, sourceUrlField } from './paging';

export * from './planning-volunteer';

/**
 * 模拟填报 (/filling): the member's batches and the recommendation list. Both need login (20001…)
 * and a score profile (10006); they use the member's province, exam category and gkyear.
 * Probabilities, tiers and exclusions come from packages/shared/src/rules (probability.ts,
 * tiers.ts, volunteer-eligibility.ts), where the formulas and thresholds are documented.
 */

/**
 * Plans of each tier whose probability and tier a free member (effective VIP level ≤ 1) sees, per
 * batch: the first ones of the useful order over the whole batch, the same whatever the filters,
 * sort or keyword (README, docs/engine.md). Other rows show their lines without a number.
 */
export const FREE_ROWS_PER_TIER = 5;
export { RECOMMEND_SORTS, RECOMMEND_TIERS } from './choices';

const tierField = z.enum(TIERS);
const yuanParam = (bound: TuitionBound) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : v),
    z.coerce
      .number({ error: tuitionValueMessage(bound) })
      .min(0, { error: tuitionValueMessage(bound) })
      .optional(),
  );

/** One batch of the member's province and plan year (docs/domain.md, Batches). */
export const fillingBatch = z.object({
  id: z.number(),
  /** Plan (gaokao) year. */
  year: z.number(),
  /** e.g. 艺术类本科提前批, 艺术类本科批, 艺术类专科批. */
  name: z.string(),
  /** 本科 / 专科. */
  level: z.string(),
  /** Admission order (1 first). */
  sort: z.number(),
  /** 平行 (parallel) or 顺序 (sequential) 志愿. */
  mode: z.string(),
  /** What one 志愿 is: 院校 / 院校专业组 / 专业+院校. */
  unit: z.string(),
  /** Most 志愿 (slots) in the batch. */
  maxSlots: z.number(),
  /** Most majors in one 志愿. */
  majorsPerSlot: z.number(),
  /** Whether 服从调剂 exists in this batch. */
  allowAdjust: z.boolean(),
  /** Plans of the member's exam category in this batch. */
  planCount: z.number(),
  source: sourceField,
});

export const fillingBatches = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  examCategoryId: z.number(),
  examCategoryName: z.string(),
  /** The member's gaokao year. */
  gkyear: z.number(),
  /** Year of the batches listed: gkyear, or the newest earlier year with batches when gkyear has none. */
  year: z.number(),
  batches: z.array(fillingBatch),
});

export const recommendQuery = pageQuery
  .extend({
    /** A batch id from filling/batches. */
    batchId: z.coerce.number({ error: '请选择批次' }).int({ error: '请选择批次' }).positive({ error: '请选择批次' }),
    /** 冲 / 稳 / 保 / all (every eligible row) / unrated (no estimate) / excluded (fails a requirement). Default all. */
    tier: z.enum(RECOMMEND_TIERS, { error: '档位不正确' }).default('all'),
    /** Province the school is in. */
    provinceId: optionalId('院校省份'),
    type: z.enum(SCHOOL_TYPES, { error: '院校类型不正确' }).optional(),
    nature: z.enum(SCHOOL_NATURES, { error: '办学性质不正确' }).optional(),
    tag: z.enum(SCHOOL_TAGS, { error: '院校标签不正确' }).optional(),
    /** Major class 1301–1305. */
    majorClass: z.enum(MAJOR_CLASS_CODES, { error: '专业类不正确' }).optional(),
    /** Lowest tuition per year, yuan. */
    tuitionMin: yuanParam('学费下限'),
    /** Highest tuition per year, yuan. */
    tuitionMax: yuanParam('学费上限'),
    /** Matches the school name, its pinyin or initials, or the major name. */
    keyword: z
      .string()
      .trim()
      .max(SEARCH_KEYWORD_MAX, { error: `关键词不能超过${SEARCH_KEYWORD_MAX}个字` })
      .optional(),
    sort: z.enum(RECOMMEND_SORTS, { error: '排序方式不正确' }).default('useful'),
    /** `show` also lists the near-hopeless plans (< 5%), which are folded away by default. */
    hopeless: z.enum(['show'], { error: '参数hopeless只能为show' }).optional(),
  })
  .refine((q) => tuitionError(q.tuitionMin, q.tuitionMax) === null, {
    error: TUITION_ORDER_MESSAGE,
    path: ['tuitionMin'],
  });

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

export const tierCounts = z.object({
  冲: z.number(),
  稳: z.number(),
  保: z.number(),
  /** Eligible rows without an estimate (历史数据不足). */
  unrated: z.number(),
  excluded: z.number(),
});

/** The member's standing, shared by every row. */
export const memberStanding = z.object({
  /** Composite under the province's formula. */
  composite: z.number(),
  /** 位次 of that composite: in this year's table, or (estimated) in the newest published one. */
  rank: z.number().nullable(),
  /** Year of the table the rank comes from. */
  rankYear: z.number().nullable(),
  /** True when this year's table is not published and the rank is read from an earlier year's. */
  rankEstimated: z.boolean(),
  /** True when the rank is the 位次 the member entered (provinces that ask for it, once the year's scores are out). */
  rankEntered: z.boolean(),
  /** Equivalent scores (等效分) in earlier years by rank, newest first. */
  equivalents: z.array(z.object({ year: z.number(), score: z.number().nullable(), rank: z.number().nullable() })),
});

export const recommendPage = z.object({
  /** Rows of this page among the rows the member may see. */
  content: z.array(recommendRow),
  /** Rows the member may page through. */
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** Rows per tier matching the filters (all filters but `tier`); for a free member only the rows whose tier they see. */
  counts: tierCounts,
  /** Rows matching the filters whose probability and tier are withheld from a free member (0 for VIP). */
  locked: z.number(),
  /** Near-hopeless rows (< 5%) matching the filters and tier that are folded away (0 with hopeless=show). */
  folded: z.number(),
  /** True when the member's effective VIP level is above 1 (everything visible). */
  vip: z.boolean(),
  /** Rows of each tier whose number a free member sees. */
  freeRowsPerTier: z.number(),
  batch: fillingBatch,
  member: memberStanding,
});

export type FillingBatch = z.infer<typeof fillingBatch>;
export type FillingBatches = z.infer<typeof fillingBatches>;
export type RecommendQuery = z.infer<typeof recommendQuery>;
export type RecommendRow = z.infer<typeof recommendRow>;
export type RecommendLine = z.infer<typeof recommendLine>;
export type ForecastEvidence = z.infer<typeof forecastEvidence>;
export type RecommendPage = z.infer<typeof recommendPage>;
export type TierCounts = z.infer<typeof tierCounts>;
export type MemberStanding = z.infer<typeof memberStanding>;
export type RecommendTier = (typeof RECOMMEND_TIERS)[number];
export type RecommendSort = (typeof RECOMMEND_SORTS)[number];

/** One published control line that holds for the member (their category's, or the province's 普通类 line). */
export const officialLine = z.object({
  year: z.number(),
  batchName: z.string(),
  /** 本科 / 专科. */
  level: z.string(),
  /** 物理 / 历史 where the province splits its lines, else ''. */
  subjectGroup: z.string(),
  /** True for the province's ordinary (普通类) line, false for the member's art category's. */
  ordinary: z.boolean(),
  culture: z.number().nullable(),
  tests: z.number().nullable(),
  composite: z.number().nullable(),
  /** Whether the member's scores reach each published line (null where the line is not published). */
  reaches: z.object({ culture: z.boolean().nullable(), tests: z.boolean().nullable(), composite: z.boolean().nullable() }),
  source: sourceField,
  sourceUrl: sourceUrlField,
});

/**
 * What is real for the member before any recommendation: the newest published lines, their culture
 * rank in the newest official 一分一段, whether this year's plans are out, and how much admission
 * history the product holds for their province and category.
 */
export const fillingOverview = z.object({
  gkyear: z.number(),
  /** Year of the plans the recommendations list: gkyear once published, else the newest year held. */
  planYear: z.number(),
  /** True when gkyear's plans are in the data. */
  plansPublished: z.boolean(),
  /**
   * Set when gkyear's plans are not published and the recommendations are reference entries from
   * these admission years (newest first): the page says 以{years}年数据为参考，{gkyear}年招生计划公布后更新.
   */
  reference: z.object({ years: z.array(z.number()) }).nullable(),
  /** Plans of planYear for the member's category. */
  planCount: z.number(),
  lines: z.array(officialLine),
  cultureRank: z
    .object({
      year: z.number(),
      subjectGroup: z.string(),
      rank: z.number(),
      total: z.number(),
      source: sourceField,
      sourceUrl: sourceUrlField,
    })
    .nullable(),
  history: z.object({ schools: z.number(), rows: z.number(), latestYear: z.number().nullable() }),
});

export type OfficialLine = z.infer<typeof officialLine>;
export type FillingOverview = z.infer<typeof fillingOverview>;
