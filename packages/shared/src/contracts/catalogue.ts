import { z } from 'zod';

/** School types used by 找大学 filters. */
export const SCHOOL_TYPES = ['综合', '艺术', '师范', '理工', '农林', '传媒'] as const;
/** 办学性质. */
export const SCHOOL_NATURES = ['公办', '民办', '中外合作'] as const;
/** School tags; 独立设置艺术院校 and 参照执行 schools admit in the early art batch. */
export const SCHOOL_TAGS = ['985', '211', '双一流', '独立设置艺术院校', '参照执行'] as const;
/** 艺考资讯 categories. */
export const ARTICLE_CATEGORIES = ['政策解读', '备考指导', '院校动态', '志愿技巧'] as const;
/** The five classes of 门类 13 艺术学 (there is no 1306). */
export const MAJOR_CLASSES = [
  { code: '1301', name: '艺术学理论类' },
  { code: '1302', name: '音乐与舞蹈学类' },
  { code: '1303', name: '戏剧与影视学类' },
  { code: '1304', name: '美术学类' },
  { code: '1305', name: '设计学类' },
] as const;

/** The six national 统考 categories from 2024, by code (majors.exam_category_code, exam categories' categoryId). */
export const NATIONAL_EXAM_CATEGORIES = [
  { code: 1, name: '美术与设计类' },
  { code: 2, name: '音乐类' },
  { code: 3, name: '舞蹈类' },
  { code: 4, name: '表（导）演类' },
  { code: 5, name: '播音与主持类' },
  { code: 6, name: '书法类' },
] as const;

/** The name of a national 统考 category code; null means the major needs no professional exam. */
export function nationalCategoryName(code: number | null): string {
  return NATIONAL_EXAM_CATEGORIES.find((c) => c.code === code)?.name ?? '无需专业统考';
}

export const PAGE_SIZE_MAX = 50;
export const SEARCH_KEYWORD_MAX = 30;
export const SEARCH_LIMIT_MAX = 10;

const idField = z.coerce.number({ error: '编号须为正整数' }).int({ error: '编号须为正整数' }).positive({ error: '编号须为正整数' });
const optionalId = (label: string) =>
  z.coerce.number({ error: `${label}须为正整数` }).int({ error: `${label}须为正整数` }).positive({ error: `${label}须为正整数` }).optional();
const listKeyword = z.string().trim().max(SEARCH_KEYWORD_MAX, { error: `关键词不能超过${SEARCH_KEYWORD_MAX}个字` }).optional();

/** Paging of every list: `page` from 1, `size` 1–50 (default 20). */
export const pageQuery = z.object({
  /** Page number, from 1. */
  page: z.coerce.number({ error: '页码须为不小于1的整数' }).int({ error: '页码须为不小于1的整数' }).min(1, { error: '页码须为不小于1的整数' }).default(1),
  /** Rows per page, 1–50. */
  size: z.coerce
    .number({ error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .int({ error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .min(1, { error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .max(PAGE_SIZE_MAX, { error: `每页条数须在1到${PAGE_SIZE_MAX}之间` })
    .default(20),
});

/** The `{ content, total, page, size }` answer of a paged list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    /** Rows of this page. */
    content: z.array(item),
    /** Rows matching the filters, over all pages. */
    total: z.number(),
    page: z.number(),
    size: z.number(),
  });
}

export const idQuery = z.object({
  /** Row id. */
  id: idField,
});

/** Where a number comes from; generated data says 示例数据. */
const sourceField = z.string();

export const schoolListQuery = pageQuery.extend({
  /** Matches the name, the full pinyin or the pinyin initials (e.g. 中央美术 / zhongyang / zymsxy). */
  keyword: listKeyword,
  /** Province the school is in. */
  provinceId: optionalId('省份'),
  type: z.enum(SCHOOL_TYPES, { error: '院校类型不正确' }).optional(),
  nature: z.enum(SCHOOL_NATURES, { error: '办学性质不正确' }).optional(),
  tag: z.enum(SCHOOL_TAGS, { error: '院校标签不正确' }).optional(),
  /** Only schools offering a major usually examined by this national 统考 category (1 美术与设计类 … 6 书法类). */
  examCategoryCode: z.coerce.number({ error: '统考科类不正确' }).int({ error: '统考科类不正确' }).min(1, { error: '统考科类不正确' }).max(6, { error: '统考科类不正确' }).optional(),
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
  admittedCount: z.number(),
  /** Plan count of that year. */
  planCount: z.number().nullable(),
  source: sourceField,
});

export const planLine = z.object({
  /** Plan year (the gaokao year being planned for). */
  year: z.number(),
  batchName: z.string(),
  majorId: z.number().nullable(),
  majorName: z.string(),
  planCount: z.number(),
  /** Tuition per year in yuan, two decimals, e.g. "15000.00". */
  tuition: z.string(),
  /** Years of study. */
  years: z.number(),
  source: sourceField,
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
  classCode: z.enum(['1301', '1302', '1303', '1304', '1305'], { error: '专业类不正确' }).optional(),
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

export const articleListQuery = pageQuery.extend({
  category: z.enum(ARTICLE_CATEGORIES, { error: '资讯分类不正确' }).optional(),
  /** Articles for this province (national articles are included too). */
  provinceId: optionalId('省份'),
});

export const articleListItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  /** 政策解读 / 备考指导 / 院校动态 / 志愿技巧. */
  category: z.string(),
  /** Province the article is about; null = national. */
  provinceId: z.number().nullable(),
  provinceName: z.string().nullable(),
  /** Cover image URL; empty means none. */
  cover: z.string(),
  viewCount: z.number(),
  /** Unix seconds. */
  publishedAt: z.number(),
  source: sourceField,
});

export const articleDetail = articleListItem.extend({
  /** Sanitised HTML. */
  content: z.string(),
});

export const banner = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  /** Image URL; empty means draw `gradient`. */
  image: z.string(),
  /** CSS background, e.g. linear-gradient(…). */
  gradient: z.string(),
  /** In-site path or external URL opened on click. */
  link: z.string(),
  sort: z.number(),
});

export const guideSection = z.object({
  id: z.number(),
  /** Stable anchor, e.g. filling, so pages can link to their section. */
  key: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sort: z.number(),
});

export const globalSearchQuery = z.object({
  /** Text typed in the header search box, 1–30 characters after trimming. */
  keyword: z
    .string({ error: '请输入关键词' })
    .trim()
    .min(1, { error: '请输入关键词' })
    .max(SEARCH_KEYWORD_MAX, { error: `关键词不能超过${SEARCH_KEYWORD_MAX}个字` }),
  /** Rows per group, 1–10 (default 10). */
  limit: z.coerce
    .number({ error: `条数须在1到${SEARCH_LIMIT_MAX}之间` })
    .int({ error: `条数须在1到${SEARCH_LIMIT_MAX}之间` })
    .min(1, { error: `条数须在1到${SEARCH_LIMIT_MAX}之间` })
    .max(SEARCH_LIMIT_MAX, { error: `条数须在1到${SEARCH_LIMIT_MAX}之间` })
    .default(SEARCH_LIMIT_MAX),
});

export const globalSearchResult = z.object({
  school: z.array(z.object({ id: z.number(), name: z.string() })),
  major: z.array(z.object({ id: z.number(), name: z.string() })),
  article: z.array(z.object({ id: z.number(), title: z.string() })),
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
export type ArticleListQuery = z.infer<typeof articleListQuery>;
export type ArticleListItem = z.infer<typeof articleListItem>;
export type ArticleDetail = z.infer<typeof articleDetail>;
export type Banner = z.infer<typeof banner>;
export type GuideSection = z.infer<typeof guideSection>;
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;
export type GlobalSearchResult = z.infer<typeof globalSearchResult>;
