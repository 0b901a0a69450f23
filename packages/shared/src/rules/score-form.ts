/**
 * The score-info form (完善高考成绩): when it is valid, and the first message to show
 * when it is not. The dialog calls it before saving; the server calls it again on every save.
 */
import { isOneOf } from './guards';
import { subjectSelectionError, type ProvinceSubjectInfo } from './subjects';

/** Foreign-language options, in the order the form lists them. */
export const FOREIGN_LANGUAGES = ['英语', '俄语', '日语', '德语', '法语', '西班牙语'] as const;
export type ForeignLanguage = (typeof FOREIGN_LANGUAGES)[number];

/** Cap of the optional single-subject scores (外语, 语文). */
export const SINGLE_SUBJECT_FULL_SCORE = 150;

/** Shown when a category has no score config for the year. */
export const CATEGORY_UNAVAILABLE_MESSAGE = '当前类暂不可选';

export const SCORE_FORM_MESSAGES = {
  province: '请选择省份',
  examCategory: '请选择科类',
  categoryUnavailable: CATEGORY_UNAVAILABLE_MESSAGE,
  cultureScore: '请输入高考成绩',
  cultureScorePositive: '高考成绩必须大于0',
  cultureScoreOver: (full: number) => `高考成绩不能超过${full}分`,
  cultureScoreDecimals: '高考成绩最多保留两位小数',
  testsScore: '请输入统考成绩',
  testsScorePositive: '统考成绩必须大于0',
  testsScoreOver: (full: number) => `统考成绩不能超过${full}分`,
  testsScoreDecimals: '统考成绩最多保留两位小数',
  chineseScore: `语文成绩应在0到${SINGLE_SUBJECT_FULL_SCORE}分之间`,
  englishScore: `外语成绩应在0到${SINGLE_SUBJECT_FULL_SCORE}分之间`,
  language: '请选择外语语种',
  nemtRanking: '请输入位次',
  nemtRankingPositive: '位次必须为正整数',
} as const;

/** What the form holds. Empty inputs are null or undefined. */
export interface ScoreFormValues {
  provinceId: number | null | undefined;
  examCategoryId: number | null | undefined;
  cultureScore: number | null | undefined;
  testsScore: number | null | undefined;
  englishScore?: number | null;
  chineseScore?: number | null;
  nemtRanking?: number | null;
  language?: string | null;
  /** Picked subjects (see togglePick). */
  subjects: readonly string[];
}

/** Full scores of the chosen category, as `getExamCategoryList` answers them. */
export interface CategoryScoreLimits {
  cultureFullScoreLimit: number;
  testsFullScoreLimit: number;
}

/** What the form needs besides its values, each from its own call. */
export interface ScoreFormContext {
  /** The chosen category's `examCategoryScore`; null when the category has no score config. */
  examCategoryScore: CategoryScoreLimits | null;
  /** `getProvinceNemtInfo` of the chosen province. */
  subjectInfo: ProvinceSubjectInfo | null;
  /** `provinceDataTimeConfig/getItem`'s isInputRanking (1 or true: the ranking is required). */
  isInputRanking: boolean | number;
}

const isBlank = (v: number | null | undefined): v is null | undefined => v == null || Number.isNaN(v);

/** True when a number has at most two decimals (scores are stored to the cent of a point). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

function mainScoreError(
  value: number | null | undefined,
  full: number,
  m: { missing: string; positive: string; over: (full: number) => string; decimals: string },
): string | null {
  if (isBlank(value) || !Number.isFinite(value)) {
    return m.missing;
  }
  if (value <= 0) {
    return m.positive;
  }
  if (value > full) {
    return m.over(full);
  }
  return hasAtMostTwoDecimals(value) ? null : m.decimals;
}

const CULTURE_MESSAGES = {
  missing: SCORE_FORM_MESSAGES.cultureScore,
  positive: SCORE_FORM_MESSAGES.cultureScorePositive,
  over: SCORE_FORM_MESSAGES.cultureScoreOver,
  decimals: SCORE_FORM_MESSAGES.cultureScoreDecimals,
};
const TESTS_MESSAGES = {
  missing: SCORE_FORM_MESSAGES.testsScore,
  positive: SCORE_FORM_MESSAGES.testsScorePositive,
  over: SCORE_FORM_MESSAGES.testsScoreOver,
  decimals: SCORE_FORM_MESSAGES.testsScoreDecimals,
};

function singleSubjectError(value: number | null | undefined, message: string): string | null {
  if (isBlank(value)) {
    return null;
  }
  return Number.isFinite(value) && value >= 0 && value <= SINGLE_SUBJECT_FULL_SCORE && hasAtMostTwoDecimals(value) ? null : message;
}

function rankingError(value: number | null | undefined, required: boolean): string | null {
  if (isBlank(value)) {
    return required ? SCORE_FORM_MESSAGES.nemtRanking : null;
  }
  return Number.isInteger(value) && value > 0 ? null : SCORE_FORM_MESSAGES.nemtRankingPositive;
}

export function isForeignLanguage(value: string | null | undefined): value is ForeignLanguage {
  return isOneOf(FOREIGN_LANGUAGES, value);
}

/** The first problem of the form in the order the dialog shows its fields, or null when it may be saved. */
export function validateScoreForm(form: ScoreFormValues, context: ScoreFormContext): string | null {
  if (!form.provinceId) {
    return SCORE_FORM_MESSAGES.province;
  }
  if (!form.examCategoryId) {
    return SCORE_FORM_MESSAGES.examCategory;
  }
  const limits = context.examCategoryScore;
  if (!limits) {
    return SCORE_FORM_MESSAGES.categoryUnavailable;
  }
  const checks: (() => string | null)[] = [
    () => subjectSelectionError(form.subjects, context.subjectInfo),
    () => mainScoreError(form.cultureScore, limits.cultureFullScoreLimit, CULTURE_MESSAGES),
    () => mainScoreError(form.testsScore, limits.testsFullScoreLimit, TESTS_MESSAGES),
    () => singleSubjectError(form.chineseScore, SCORE_FORM_MESSAGES.chineseScore),
    () => (isForeignLanguage(form.language) ? null : SCORE_FORM_MESSAGES.language),
    () => singleSubjectError(form.englishScore, SCORE_FORM_MESSAGES.englishScore),
    () => rankingError(form.nemtRanking, Boolean(context.isInputRanking)),
  ];
  for (const check of checks) {
    const message = check();
    if (message) {
      return message;
    }
  }
  return null;
}

/**
 * The culture and 统考 scores alone, checked as the form checks them (估分 what-if, 目标倒推): the
 * first problem in the form's order with the form's messages, or null.
 */
export function hypotheticalScoreError(
  scores: { cultureScore: number | null | undefined; testsScore: number | null | undefined },
  limits: CategoryScoreLimits,
): string | null {
  return (
    mainScoreError(scores.cultureScore, limits.cultureFullScoreLimit, CULTURE_MESSAGES) ??
    mainScoreError(scores.testsScore, limits.testsFullScoreLimit, TESTS_MESSAGES)
  );
}
