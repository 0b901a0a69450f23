import { z } from 'zod';
import { SCORE_FORM_MESSAGES } from '../rules/score-form';
import { memberStanding, recommendPage, tierCounts } from './planning';
import { TARGET_PLANS_MAX, WHAT_IF_LABEL_MAX, WHAT_IF_MAX_SCENARIOS } from './limits';
import { idQuery, pageQuery, sourceField, sourceUrlField } from './paging';

/**
 * Before the scores are out (docs/product-rules.md, "估分、目标倒推、统考位次"): 估分 what-if on
 * 模拟填报 (hypothetical culture and 统考 scores, nothing saved), 目标倒推 (the score a plan's 稳 or
 * 保 needs) and the 统考 score read as a rank in the official 统考 (专业) 一分一段. Every call needs
 * login (20001…) and a score profile (10006): the scope is the member's saved province and category.
 */

export const WHAT_IF_MESSAGES = {
  scenarios: `请填写1到${WHAT_IF_MAX_SCENARIOS}组假设成绩`,
  label: `情形名称不能超过${WHAT_IF_LABEL_MAX}个字`,
  planIds: `请选择1到${TARGET_PLANS_MAX}个计划`,
  scoresTogether: '假设成绩须同时填写高考成绩和统考成绩',
} as const;

/**
 * A hypothetical pair of scores. The types are checked here; the range (> 0, ≤ the category's full
 * score, two decimals) by the score form's own rule on the server (hypotheticalScoreError), so the
 * messages are the score form's.
 */
export const whatIfScores = z.object({
  /** 高考 culture score. */
  cultureScore: z.number({ error: SCORE_FORM_MESSAGES.cultureScore }),
  /** 统考 score. */
  testsScore: z.number({ error: SCORE_FORM_MESSAGES.testsScore }),
});

export const whatIfScenario = whatIfScores.extend({
  /** The family's name for it (保守, 正常, 理想 …); empty = 情形1, 2, 3. */
  label: z.string({ error: WHAT_IF_MESSAGES.label }).trim().max(WHAT_IF_LABEL_MAX, { error: WHAT_IF_MESSAGES.label }).default(''),
});

export const whatIfBody = z.object({
  scenarios: z
    .array(whatIfScenario, { error: WHAT_IF_MESSAGES.scenarios })
    .min(1, { error: WHAT_IF_MESSAGES.scenarios })
    .max(WHAT_IF_MAX_SCENARIOS, { error: WHAT_IF_MESSAGES.scenarios }),
});

/** One batch of one scenario: its rows per tier as the member may see them (the free limit applies). */
export const whatIfBatch = z.object({
  batchId: z.number(),
  batchName: z.string(),
  counts: tierCounts,
  /** Rows whose tier is withheld from a free member (0 for VIP). */
  locked: z.number(),
});

export const whatIfOutcome = z.object({
  /** The scenario's name (情形1 … when none was given; 我的成绩 for the saved profile). */
  label: z.string(),
  cultureScore: z.number(),
  testsScore: z.number(),
  /** Composite and rank under the province's formula, as 模拟填报's strip shows them. */
  standing: memberStanding,
  batches: z.array(whatIfBatch),
});

export const whatIfAnswer = z.object({
  /** The saved profile's own outcome, for comparison (nothing of it is changed). */
  real: whatIfOutcome,
  scenarios: z.array(whatIfOutcome),
  /** The category's full scores (the inputs' upper bounds). */
  fullScores: z.object({ culture: z.number(), tests: z.number() }),
  /** True when the member sees every number (VIP). */
  vip: z.boolean(),
});

/** filling/what-if/recommend: the recommendation page for hypothetical scores (query: recommendQuery). */
export const whatIfRecommendPage = recommendPage.extend({
  /** The scores the page was computed for: not the saved profile's. */
  hypothetical: whatIfScores,
});

const scoreNeed = z.discriminatedUnion('status', [
  z.object({ status: z.literal('reached') }),
  z.object({ status: z.literal('needed'), score: z.number() }),
  z.object({ status: z.literal('unreachable') }),
]);

const needs = z.object({ 稳: scoreNeed, 保: scoreNeed });

export const targetBody = z
  .object({
    planIds: z
      .array(
        z
          .number({ error: WHAT_IF_MESSAGES.planIds })
          .int({ error: WHAT_IF_MESSAGES.planIds })
          .positive({ error: WHAT_IF_MESSAGES.planIds }),
        {
          error: WHAT_IF_MESSAGES.planIds,
        },
      )
      .min(1, { error: WHAT_IF_MESSAGES.planIds })
      .max(TARGET_PLANS_MAX, { error: WHAT_IF_MESSAGES.planIds }),
    /** Hypothetical scores to work from (the what-if list); both or neither. Default: the saved profile's. */
    cultureScore: z.number({ error: SCORE_FORM_MESSAGES.cultureScore }).optional(),
    testsScore: z.number({ error: SCORE_FORM_MESSAGES.testsScore }).optional(),
  })
  .refine((b) => (b.cultureScore === undefined) === (b.testsScore === undefined), {
    error: WHAT_IF_MESSAGES.scoresTogether,
    path: ['cultureScore'],
  });

export const planTarget = z.object({
  planId: z.number(),
  /**
   * The needs, or null with the reason when the plan has none to give: no number (没有往年录取线,
   * 校考 …), a plan outside the scope, or one whose number a free member does not see (VIP可见).
   */
  needs: z
    .object({
      /** 统考 score needed for 稳 and for 保 at the culture score worked from. */
      tests: needs,
      /** Culture score needed for 稳 and for 保 at the 统考 score worked from. */
      culture: needs,
    })
    .nullable(),
  reason: z.string().nullable(),
});

export const targetAnswer = z.object({
  /** The scores the needs start from. */
  cultureScore: z.number(),
  testsScore: z.number(),
  fullScores: z.object({ culture: z.number(), tests: z.number() }),
  plans: z.array(planTarget),
});

/**
 * 目标倒推 on a school's or a major's page (GET filling/targets/school?id=, filling/targets/major?id=):
 * the plans of that school or major in the member's scope, a page at a time (size ≤ 50, the most one
 * filling/targets call answers), each with its needs from the saved scores.
 */
export const detailTargetsQuery = idQuery.extend(pageQuery.shape);

export const detailTargetPlan = planTarget.extend({
  batchName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  majorId: z.number().nullable(),
  majorName: z.string(),
  /** True for a reference entry: this year's plans are not published, and it stands for the school × major's newest line. */
  reference: z.boolean(),
});

export const detailTargetAnswer = targetAnswer.omit({ plans: true }).extend({
  provinceName: z.string(),
  examCategoryName: z.string(),
  /** The plan year (the year 模拟填报 plans for). */
  year: z.number(),
  /** True when the member sees every plan's needs (VIP); a free member sees those of their free rows (VIP可见 otherwise). */
  vip: z.boolean(),
  /** Plans of the school or major in the scope, batch by batch. */
  content: z.array(detailTargetPlan),
  total: z.number(),
  /** Plans of the school or major left out because their 选科 requirement does not fit the member's subjects (no score changes that). */
  otherSubjects: z.number(),
  page: z.number(),
  size: z.number(),
});

/** One year's official 统考 (专业) 一分一段 or 分数段 read at the member's 统考 score. */
export const testsRankYear = z.object({
  year: z.number(),
  /** Candidates in the table. */
  total: z.number(),
  /** Points per row: 1 for a 一分一段, more for a 分数段 (河南 美术与设计类: 5), where 位次 and scores are ranges. */
  step: z.number(),
  /** The member's 统考 score's 位次 in that year's table (the reference year; in a 分数段 the band's last 位次), else null. */
  rank: z.number().nullable(),
  /** In the reference year: the [best, worst] 位次 the member's score may have; null off the table or in other years. */
  rankRange: z.tuple([z.number(), z.number()]).nullable(),
  /** In the reference year of a 分数段: the band [from, to) holding the score (to null: at or above from); else null. */
  band: z.tuple([z.number(), z.number().nullable()]).nullable(),
  /** In other years: the score with the reference year's rank (同位次分); null in the reference year, off the table, or where a table is a 分数段. */
  sameRankScore: z.number().nullable(),
  /** In other years where either table is a 分数段: the scores [from, to) that held the reference 位次 range (to null: at or above from). */
  sameRankScores: z.tuple([z.number(), z.number().nullable()]).nullable(),
  /** Why a number is missing (above the top, below the floor), or null. */
  note: z.string().nullable(),
  /**
   * The art 本科 line's 统考 score of the year (shown as 本科专业线, not 合格线) when held, and the candidates at or above it;
   * in a 分数段 whose band the line cuts, `passed` is the sure count and `passedAtMost` the band's end (else null).
   */
  passLine: z.object({ score: z.number(), passed: z.number(), passedAtMost: z.number().nullable() }).nullable(),
  source: sourceField,
  sourceUrl: sourceUrlField,
});

export const testsRankAnswer = z.object({
  testsScore: z.number(),
  gkyear: z.number(),
  provinceName: z.string(),
  examCategoryName: z.string(),
  /** The year the rank is read in: gkyear's table once imported, else the newest held. Null without any table. */
  rankYear: z.number().nullable(),
  /** True when rankYear is the member's gkyear (this year's candidates); false = an earlier year's stands in. */
  current: z.boolean(),
  /** Newest first. Empty when the province publishes no 统考 一分一段 for the category (or none is held). */
  years: z.array(testsRankYear),
  /** What the page says above the numbers (the basis, or why there are none). */
  notes: z.array(z.string()),
});

export type WhatIfScores = z.infer<typeof whatIfScores>;
export type WhatIfScenario = z.input<typeof whatIfScenario>;
export type WhatIfBody = z.input<typeof whatIfBody>;
export type WhatIfBatch = z.infer<typeof whatIfBatch>;
export type WhatIfOutcome = z.infer<typeof whatIfOutcome>;
export type WhatIfAnswer = z.infer<typeof whatIfAnswer>;
export type WhatIfRecommendPage = z.infer<typeof whatIfRecommendPage>;
export type TargetBody = z.input<typeof targetBody>;
export type PlanTarget = z.infer<typeof planTarget>;
export type TargetAnswer = z.infer<typeof targetAnswer>;
export type DetailTargetsQuery = z.input<typeof detailTargetsQuery>;
export type DetailTargetPlan = z.infer<typeof detailTargetPlan>;
export type DetailTargetAnswer = z.infer<typeof detailTargetAnswer>;
export type TestsRankYear = z.infer<typeof testsRankYear>;
export type TestsRankAnswer = z.infer<typeof testsRankAnswer>;
