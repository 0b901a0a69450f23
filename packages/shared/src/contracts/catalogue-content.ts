import { z } from 'zod';
import { SEARCH_KEYWORD_MAX, SEARCH_LIMIT_MAX } from './limits';
import { optionalId, pageQuery, sourceField } from './paging';

/** 艺考资讯 categories. */
export const ARTICLE_CATEGORIES = ['政策解读', '备考指导', '院校动态', '志愿技巧'] as const;

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

export type ArticleListQuery = z.infer<typeof articleListQuery>;
export type ArticleListItem = z.infer<typeof articleListItem>;
export type ArticleDetail = z.infer<typeof articleDetail>;
export type Banner = z.infer<typeof banner>;
export type GuideSection = z.infer<typeof guideSection>;
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;
export type GlobalSearchResult = z.infer<typeof globalSearchResult>;
