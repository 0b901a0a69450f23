import { z } from 'zod';
import { adminFlag, adminId, adminTime } from './admin-common';
import { ARTICLE_CATEGORIES, pageOf, pageQuery } from './catalogue';

/** News (艺考资讯), banners and 使用指南 sections. Rich text is sanitised on save with one allow-list. */
export const RICH_TEXT_MAX = 200_000;

const richText = z.string({ error: '请输入正文' }).max(RICH_TEXT_MAX, { error: '正文过长' });
/**
 * An image address: an in-site path (/images/a.png) or http(s). Anything else (javascript:, data:,
 * `//host`, `/\\host`) is refused: the address goes into an img src and a CSS url().
 */
const url = (label: string) =>
  z
    .string()
    .trim()
    .max(512, { error: `${label}过长` })
    .regex(/^(\/(?![/\\])|https?:\/\/[^/\\\s]|$)/i, { error: `${label}须为站内路径或http(s)地址` })
    .regex(/^[^\s"'()\\]*$/, { error: `${label}不能包含空格、引号、括号或反斜杠` })
    .default('');

export const adminArticleListQuery = pageQuery.extend({
  /** Matches the title. */
  keyword: z.string().trim().max(30).optional(),
  category: z.enum(ARTICLE_CATEGORIES, { error: '资讯分类不正确' }).optional(),
  published: adminFlag.optional(),
});

export const adminArticleFields = z.object({
  title: z.string({ error: '请输入标题' }).trim().min(1, { error: '请输入标题' }).max(100, { error: '标题最多100个字' }),
  summary: z.string().trim().max(300, { error: '摘要最多300个字' }).default(''),
  /** HTML from the rich-text editor; stored sanitised. */
  content: richText.min(1, { error: '请输入正文' }),
  category: z.enum(ARTICLE_CATEGORIES, { error: '资讯分类不正确' }),
  /** Province the article is about; null = national. */
  provinceId: adminId('省份').nullable().default(null),
  cover: url('封面地址'),
  /** Shown under the title, e.g. 艺志愿编辑部 or 江苏省教育考试院. */
  source: z.string().trim().min(1, { error: '请输入来源' }).max(50, { error: '来源最多50个字' }).default('艺志愿编辑部'),
  /** Unix seconds; defaults to now. */
  publishedAt: adminTime('发布时间').optional(),
  /** false saves it without showing it on the site. */
  published: z.boolean().default(true),
});

export const adminArticleUpdateBody = adminArticleFields.extend({ id: adminId('资讯') });
export const adminPublishBody = z.object({ id: adminId('资讯'), published: z.boolean({ error: '请选择发布或下线' }) });
export const adminIdBody = z.object({ id: adminId('编号') });

export const adminArticleItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  provinceId: z.number().nullable(),
  provinceName: z.string().nullable(),
  cover: z.string(),
  source: z.string(),
  published: z.boolean(),
  publishedAt: z.number(),
  viewCount: z.number(),
  createdAt: z.number(),
});

export const adminArticleDetail = adminArticleItem.extend({ /** Sanitised HTML. */ content: z.string() });

export const adminBannerFields = z.object({
  title: z.string({ error: '请输入标题' }).trim().min(1, { error: '请输入标题' }).max(100, { error: '标题最多100个字' }),
  subtitle: z.string().trim().max(200, { error: '副标题最多200个字' }).default(''),
  image: url('图片地址'),
  /** CSS background drawn when there is no image, e.g. linear-gradient(135deg,#5b8def,#7b5bef). */
  gradient: z
    .string()
    .trim()
    .max(200)
    .regex(/^[\w\s#%(),.-]*$/, { error: '渐变只能包含颜色、角度和百分比' })
    .default(''),
  /** In-site path (/news) or http(s) URL. `//host` and `/\\host` are other sites to a browser, so they are not paths. */
  link: z
    .string()
    .trim()
    .max(512)
    .regex(/^(\/(?![/\\])|https?:\/\/[^/\\]|$)/, { error: '链接须为站内路径或http(s)地址' })
    .default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});

export const adminBannerUpdateBody = adminBannerFields.extend({ id: adminId('轮播图') });
export const adminBanner = adminBannerFields.required().extend({ id: z.number() });

export const adminGuideFields = z.object({
  /** Stable anchor (letters, digits, - and _), e.g. filling. */
  key: z
    .string({ error: '请输入标识' })
    .trim()
    .regex(/^[A-Za-z][\w-]{0,39}$/, { error: '标识须以字母开头，只含字母、数字、-和_，最多40个字符' }),
  title: z.string({ error: '请输入标题' }).trim().min(1, { error: '请输入标题' }).max(100, { error: '标题最多100个字' }),
  content: richText.min(1, { error: '请输入正文' }),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});

export const adminGuideUpdateBody = adminGuideFields.extend({ id: adminId('指南章节') });
export const adminGuideSection = adminGuideFields.extend({ id: z.number() });

export const adminPreviewBody = z.object({ html: richText });
export const adminPreviewResponse = z.object({ /** Exactly what saving would store. */ html: z.string() });

export const adminArticlePage = pageOf(adminArticleItem);

export type AdminArticleFields = z.infer<typeof adminArticleFields>;
export type AdminArticleItem = z.infer<typeof adminArticleItem>;
export type AdminArticleDetail = z.infer<typeof adminArticleDetail>;
export type AdminBannerFields = z.infer<typeof adminBannerFields>;
export type AdminBanner = z.infer<typeof adminBanner>;
export type AdminGuideFields = z.infer<typeof adminGuideFields>;
export type AdminGuideSection = z.infer<typeof adminGuideSection>;
