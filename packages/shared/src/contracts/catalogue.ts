import { z } from 'zod';
import { MAJOR_CLASS_CODES, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from './choices';
import { SEARCH_KEYWORD_MAX } from './limits';
import { optionalId, pageQuery, sourceField, sourceUrlField } from './paging';

export * from './paging';
export * from './catalogue-content';
export { MAJOR_CLASSES, SCHOOL_NATURES, SCHOOL_TAGS, SCHOOL_TYPES } from './choices';

/** The six national 统考 categories from 2024, by code (majors.exam_category_code, exam categories' categoryId). */
export const NATIONAL_EXAM_CATEGORIES = [
  { code: 1, name: '美术与设计类' },
  { code: 2, name: '音乐类' },
  { code: 3, name: '舞蹈类' },
  { code: 4, name: '表（导）演类' },
  { code: 5, name: '播音与主持类' },
  { code: 6, name: '书法类' },
] as const;

/**
 * Rows that hold for every candidate of a province whatever their art category: the ordinary (普通类)
 * control lines and the culture-score 一分一段 tables. They are stored under exam category id 0.
 */
export const ORDINARY_CATEGORY = { id: 0, name: '普通类' } as const;

/** 投档 (the filing line a province publishes) and 录取 (the lowest admitted score a school publishes). */
export const ADMISSION_RECORD_KINDS = ['投档', '录取'] as const;
export type AdmissionRecordKind = (typeof ADMISSION_RECORD_KINDS)[number];

/** The name of a national 统考 category code; null means the major needs no professional exam. */
export function nationalCategoryName(code: number | null): string {
  return NATIONAL_EXAM_CATEGORIES.find((c) => c.code === code)?.name ?? '无需专业统考';
}

const listKeyword = z
  .string()
  .trim()
  .max(SEARCH_KEYWORD_MAX, { error: `关键词不能超过${SEARCH_KEYWORD_MAX}个字` })
  .optional();

export const schoolListQuery = pageQuery.extend({
  /** Matches the name, the full pinyin or the pinyin initials (e.g. 中央美术 / zhongyang / zymsxy). */
  keyword: listKeyword,
  /** Province the school is in. */
  provinceId: optionalId('省份'),
  type: z.enum(SCHOOL_TYPES, { error: '院校类型不正确' }).optional(),
  nature: z.enum(SCHOOL_NATURES, { error: '办学性质不正确' }).optional(),
  tag: z.enum(SCHOOL_TAGS, { error: '院校标签不正确' }).optional(),
  /** Only schools offering a major usually examined by this national 统考 category (1 美术与设计类 … 6 书法类). */
  examCategoryCode: z.coerce
    .number({ error: '统考科类不正确' })
    .int({ error: '统考科类不正确' })
    .min(1, { error: '统考科类不正确' })
    .max(6, { error: '统考科类不正确' })
    .optional(),
});

export const schoolListItem = z.object({
  id: z.number(),
  name: z.string(),
  /** Province id (null when the province is not in the reference data). */
  provinceId: z.number().nullable(),
  provinceName: z.string(),
  city: z.string(),
  /** 综合 / 艺术 / 师范 / 理工 / 农林 / 传媒. */
  type: z.string(),
  /** 公办 / 民办 / 中外合作. */
  nature: z.string(),
  /** 985 / 211 / 双一流 / 独立设置艺术院校 / 参照执行. */
  tags: z.array(z.string()),
  /** Logo URL; empty means the client draws the initial. */
  logo: z.string(),
});

export const majorBrief = z.object({
  id: z.number(),
  /** Catalogue code, e.g. 130401 or 130405T. */
  code: z.string(),
  name: z.string(),
  /** Class code 1301–1305. */
  classCode: z.string(),
  className: z.string(),
  /** National 统考 category that usually examines it (1–6); null = no professional exam. */
  examCategoryCode: z.number().nullable(),
});

export const admissionLine = z.object({
  /** Admission year. */
  year: z.number(),
  batchName: z.string(),
  majorId: z.number().nullable(),
  majorName: z.string(),
  /** Lowest admitted composite score. */
  minScore: z.number(),
  /** Average admitted composite score. */
  avgScore: z.number().nullable(),
  /** Rank (位次) of the lowest admitted candidate in that year's 一分一段 table. */
  minRank: z.number().nullable(),
  /** Admitted count; most 投档 publications leave it out. */
  admittedCount: z.number().nullable(),
  /** Plan count of that year. */
  planCount: z.number().nullable(),
  /** 投档 (the filing line) or 录取 (the lowest admitted). */
  recordKind: z.enum(['投档', '录取']),
  /** 物理 / 历史 (or 文科 / 理科 before the province's switch) when the line is for one stream; '' when not split. */
  subjectGroup: z.string(),
  /** The batch as the publication labelled it, when the line is filed under the province's official batch (`batchName`); null when the same. */
  batchLabel: z.string().nullable(),
  /** Full mark of the composite the line is in (the province's formula of that year: 750, 435, 960, 100 …); null when no formula is held. */
  scale: z.number().nullable(),
  source: sourceField,
  sourceUrl: sourceUrlField,
});

export const planLine = z.object({
  /** Plan year (the gaokao year being planned for). */
  year: z.number(),
  batchName: z.string(),
  majorId: z.number().nullable(),
  majorName: z.string(),
  planCount: z.number(),
  /** Tuition per year in yuan, two decimals, e.g. "15000.00"; null when the publication gives none. */
  tuition: z.string().nullable(),
  /** Years of study; null when not published. */
  years: z.number().nullable(),
  source: sourceField,
  sourceUrl: sourceUrlField,
});

/** Whose lines a detail page shows: the member's province and exam category. */
export const scoreScope = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  examCategoryId: z.number(),
  examCategoryName: z.string(),
});

export const schoolDetail = schoolListItem.extend({
  /** Full pinyin, lower case, no spaces. */
  pinyin: z.string(),
  intro: z.string(),
  website: z.string(),
  /** Data year of the school facts. */
  year: z.number(),
  source: sourceField,
  majors: z.array(majorBrief),
  scope: scoreScope,
  /** Last three years' admission lines in the member's province and category, newest first. */
  admissions: z.array(admissionLine),
  /** This year's enrollment plans in the member's province and category. */
  plans: z.array(planLine),
});

export const majorListQuery = pageQuery.extend({
  /** Class code 1301–1305. */
  classCode: z.enum(MAJOR_CLASS_CODES, { error: '专业类不正确' }).optional(),
  /** Matches the major name or its catalogue code. */
  keyword: listKeyword,
});

export const majorListItem = majorBrief.extend({
  degree: z.string(),
  years: z.number(),
  /** 特设专业 (T). */
  isSpecial: z.boolean(),
  /** 国家控制布点专业 (K). */
  isControlled: z.boolean(),
  /** Schools in the data that offer it. */
  schoolCount: z.number(),
});

export const majorSchool = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  provinceName: z.string(),
  tags: z.array(z.string()),
  /** This major's last three years' lines at this school in the member's province and category, newest first. */
  admissions: z.array(admissionLine),
  /** This year's plan at this school in the member's province and category, if any. */
  plan: planLine.nullable(),
});

export const majorDetail = majorListItem.extend({
  intro: z.string(),
  /** Name of the usual national 统考 category; 无需专业统考 when null code. */
  examCategoryName: z.string(),
  scope: scoreScope,
  /** Schools offering the major; those admitting in the member's province and category first. */
  schools: z.array(majorSchool),
});

export type SchoolListQuery = z.infer<typeof schoolListQuery>;
export type SchoolListItem = z.infer<typeof schoolListItem>;
export type SchoolDetail = z.infer<typeof schoolDetail>;
export type MajorBrief = z.infer<typeof majorBrief>;
export type MajorListQuery = z.infer<typeof majorListQuery>;
export type MajorListItem = z.infer<typeof majorListItem>;
export type MajorDetail = z.infer<typeof majorDetail>;
export type MajorSchool = z.infer<typeof majorSchool>;
export type AdmissionLine = z.infer<typeof admissionLine>;
export type PlanLine = z.infer<typeof planLine>;
export type ScoreScope = z.infer<typeof scoreScope>;
