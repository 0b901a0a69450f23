import { z } from 'zod';
import { SCORE_FORM_MESSAGES } from '../rules/score-form';
import { SCORE_STATUS } from '../rules/score-change';
import { SUBJECT_MESSAGES } from '../rules/subjects';

/**
 * Calls of the score-info dialog: reference data (provinces, exam categories, subject
 * modes, time configs), saving the member's score profile, and its remaining change counts.
 * Ranges that depend on the chosen category (full scores, required ranking, subject picks) are
 * checked by `validateScoreForm` on both sides, so one message text serves the form and the API.
 */

const positiveId = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
const optionalQueryId = z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number().int().positive().optional());

/** 0 traditional 文理, 1 = 3+3 (pick 3), 2 = 3+1+2 (1 首选 + 2 再选). */
export const subjectModeField = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** 已出分 once the official release time has passed, else 未出分. */
export const scoreStatusField = z.enum([SCORE_STATUS.published, SCORE_STATUS.unpublished]);

export const provinceIdQuery = z.object({
  /** Province id: its two-digit administrative code (11 北京 … 44 广东 … 65 新疆). */
  provinceId: positiveId(SCORE_FORM_MESSAGES.province),
});

export const provinceListItem = z.object({
  /** Province id (administrative code). */
  provinceId: z.number(),
  area: z.object({ /** Short province name, e.g. 广东, 内蒙古. */ name: z.string() }),
  /** Subject mode for the current gaokao year. */
  type: subjectModeField,
  /** 1 when the province runs the new gaokao. */
  isNew: z.number(),
  /** Culture (高考) full score: 750, 上海 660, 海南 900. */
  cultureFullScore: z.number(),
});

export const examCategoryScore = z.object({
  /** Score-config id (saved with the profile as examCategoryScoreId). */
  id: z.number(),
  /** The admission year this config is for: the newest one not after the current gaokao year. */
  year: z.number(),
  /** Highest accepted culture score. */
  cultureFullScoreLimit: z.number(),
  /** Highest accepted 统考 score (300 for every category since 2024). */
  testsFullScoreLimit: z.number(),
  /** Composite-score formula: weighted, testsOnly (culture a threshold), cultureOnly or sum. */
  formulaKind: z.enum(['weighted', 'testsOnly', 'cultureOnly', 'sum']),
  /** Culture weight w of the weighted formula (0.5 = 50%). */
  cultureWeight: z.number(),
  /** Scale of the composite (750, 660, 900 or 300). */
  outputScale: z.number(),
  /** Decimals kept in the composite. */
  roundingDigits: z.number(),
  /** 1 when policy bonus points count in the culture score. */
  bonusCounts: z.number(),
  /** Where the parameters come from: the publisher and notes (待核实 when only one compilation gives them). */
  source: z.string(),
  /** The year the rule was published for; earlier than `year` when it is carried over. */
  ruleYear: z.number(),
  /** confirmed: two independent compilations agree; unverified: 待核实. */
  ruleStatus: z.enum(['confirmed', 'unverified']),
  /** The publisher's official site; null for rows entered without one. */
  sourceUrl: z.string().nullable(),
});

export const examCategoryItem = z.object({
  /** Exam-category id (per province). */
  id: z.number(),
  /** Display name, e.g. 美术与设计类 or 音乐类(音乐表演-声乐). */
  name: z.string(),
  /** National category code shared by all provinces: 1 美术与设计类, 2 音乐类, 3 舞蹈类, 4 表(导)演类, 5 播音与主持类, 6 书法类. */
  categoryId: z.number(),
  /** The national category's name, e.g. 音乐类. */
  categoryName: z.string(),
  /** The direction within the category, e.g. 音乐表演-声乐; empty when the category has none. */
  subName: z.string(),
  /** Full scores and formula for the year; null means the category cannot be chosen (当前类暂不可选). */
  examCategoryScore: examCategoryScore.nullable(),
});

export const provinceNemtInfo = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  type: subjectModeField,
  isNew: z.number(),
  /** First group of subjects joined by 、: 文科、理科 (type 0), the 3+3 list (type 1), 物理、历史 (type 2). */
  firstChoiceSubject: z.string(),
  /** Second group joined by 、 (type 2: 化学、生物、政治、地理); empty otherwise. */
  secondChoiceSubject: z.string(),
  cultureFullScore: z.number(),
});

export const provinceDataTimeConfigQuery = z.object({
  provinceId: positiveId(SCORE_FORM_MESSAGES.province),
  /** Optional: a category-specific config wins over the province-wide one. */
  examCategoryId: optionalQueryId,
});

export const provinceDataTimeConfig = z.object({
  provinceId: z.number(),
  /** The category this config is specific to; null for the province-wide config. */
  examCategoryId: z.number().nullable(),
  /** Gaokao year the config is for (the current one). */
  year: z.number(),
  /** 1: the form requires the ranking (位次). 0 when no config exists. */
  isInputRanking: z.number(),
  /** Unix seconds the culture scores (and rankings) are published; null when unknown. */
  cultureScoreReleaseTime: z.number().nullable(),
  /** Unix seconds the 统考 scores are published; null when unknown. */
  testsScoreReleaseTime: z.number().nullable(),
  /** Unix seconds the application filling opens. */
  fillingStartTime: z.number().nullable(),
  /** Unix seconds the application filling closes. */
  fillingEndTime: z.number().nullable(),
});

/** Body of createMemberNemtInfo and updateMemberNemtInfo. */
export const memberNemtInfoBody = z.object({
  provinceId: positiveId(SCORE_FORM_MESSAGES.province),
  examCategoryId: positiveId(SCORE_FORM_MESSAGES.examCategory),
  /** 高考 culture score, > 0 and ≤ the category's cultureFullScoreLimit, at most 2 decimals. */
  cultureScore: z.number({ error: SCORE_FORM_MESSAGES.cultureScore }),
  /** 统考 score, > 0 and ≤ the category's testsFullScoreLimit, at most 2 decimals. */
  testsScore: z.number({ error: SCORE_FORM_MESSAGES.testsScore }),
  /** Optional foreign-language score, 0–150. */
  englishScore: z.number({ error: SCORE_FORM_MESSAGES.englishScore }).nullish(),
  /** Optional 语文 score, 0–150. */
  chineseScore: z.number({ error: SCORE_FORM_MESSAGES.chineseScore }).nullish(),
  /** Ranking (位次), a positive integer; required when the province's isInputRanking is 1. */
  nemtRanking: z.number({ error: SCORE_FORM_MESSAGES.nemtRankingPositive }).nullish(),
  /** One of 英语 俄语 日语 德语 法语 西班牙语. */
  language: z.string({ error: SCORE_FORM_MESSAGES.language }).max(16),
  /** Always 1 from the dialog (see the identity dictionary). */
  identity: z.number().int().min(1).max(9).default(1),
  /** JSON text built by buildSelectSubject: {"is_new":1,"type":2,"subject":["物理","化学","生物"]}. */
  selectSubject: z.string({ error: SUBJECT_MESSAGES.missingInfo }).max(500),
});

export const memberNemtInfo = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  examCategoryId: z.number(),
  /** e.g. 音乐类(音乐表演-声乐). */
  examCategoryName: z.string(),
  /** National category code 1–6. */
  categoryId: z.number(),
  /** The score config the profile was checked against. */
  examCategoryScoreId: z.number(),
  /** Direction within the category (音乐表演-声乐); empty when none. */
  examCategorySubName: z.string(),
  cultureScore: z.number(),
  testsScore: z.number(),
  englishScore: z.number().nullable(),
  chineseScore: z.number().nullable(),
  nemtRanking: z.number().nullable(),
  language: z.string(),
  identity: z.number(),
  /** JSON text {"is_new","type","subject"}; read it with parseSelectSubject. */
  selectSubject: z.string(),
  /** Year of the score config used (examCategoryScore.year). */
  year: z.number(),
  /** Gaokao year the profile was saved for. */
  gkyear: z.number(),
  /** Subject initials, e.g. 物化生; 理科 / 文科 in traditional provinces. */
  mySubjectText: z.string(),
  /** Culture full score of the category's config. */
  cultureFullScore: z.number(),
  /** 统考 full score of the category's config. */
  testsFullScore: z.number(),
});

export const memberNemtInfoModifyNum = z.object({
  /** Province changes left (a change of province spends this, not the category count). */
  provinceModifyNumSurplus: z.number(),
  /** Category changes left within the saved province. */
  examModifyNumSurplus: z.number(),
  /** Changes of a published culture score left. */
  cultureScoreModifyNumSurplus: z.number(),
  /** Changes of a published 统考 score left. */
  testsScoreModifyNumSurplus: z.number(),
  /** Changes of a published ranking left. */
  nemtRankingModifyNumSurplus: z.number(),
  cultureScoreStatus: scoreStatusField,
  testsScoreStatus: scoreStatusField,
});

export type ProvinceListItem = z.infer<typeof provinceListItem>;
export type ExamCategoryScore = z.infer<typeof examCategoryScore>;
export type ExamCategoryItem = z.infer<typeof examCategoryItem>;
export type ProvinceNemtInfo = z.infer<typeof provinceNemtInfo>;
export type ProvinceDataTimeConfig = z.infer<typeof provinceDataTimeConfig>;
export type MemberNemtInfoBody = z.infer<typeof memberNemtInfoBody>;
/** What the dialog sends (identity may be left out: it defaults to 1). */
export type MemberNemtInfoInput = z.input<typeof memberNemtInfoBody>;
export type MemberNemtInfo = z.infer<typeof memberNemtInfo>;
export type MemberNemtInfoModifyNum = z.infer<typeof memberNemtInfoModifyNum>;
