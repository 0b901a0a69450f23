import { z } from 'zod';
import { MAJOR_CLASS_CODES, RECOMMEND_SORTS, RECOMMEND_TIERS, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from './choices';
import { SEARCH_KEYWORD_MAX } from './limits';
import { TUITION_ORDER_MESSAGE, tuitionError, tuitionValueMessage, type TuitionBound } from './tuition';
import { optionalId, pageQuery, sourceField } from './paging';
import { recommendRow } from './planning-recommend-row';

// @yzy/shared/contracts/planning is a public subpath: it keeps exporting the volunteer tables', the
// recommendation row's and the overview's contracts, which live in their own files.
export * from './planning-volunteer';
export * from './planning-recommend-row';
export * from './planning-overview';

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
export type RecommendPage = z.infer<typeof recommendPage>;
export type TierCounts = z.infer<typeof tierCounts>;
export type MemberStanding = z.infer<typeof memberStanding>;
export type RecommendTier = (typeof RECOMMEND_TIERS)[number];
export type RecommendSort = (typeof RECOMMEND_SORTS)[number];
