import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleDetail, articleListItem, articleListQuery, banner, guideSection, idQuery, pageOf } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { listArticles, listBanners, listGuideSections, readArticle } from './article.repository';
import { servedRichText } from './sanitize';

/** 艺考资讯, the home carousel and 使用指南: public, no login. */
export function registerArticleRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/article/list',
    {
      schema: {
        tags: ['艺考资讯'],
        summary: '资讯列表（分类、省份，最新在前）',
        querystring: articleListQuery,
        response: { 200: envelope(pageOf(articleListItem)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const { rows, total } = await listArticles(deps.db, filters, page, size);
      return ok({ content: rows, total, page, size });
    },
  );

  r.get(
    '/api/v1/article/detail',
    { schema: { tags: ['艺考资讯'], summary: '资讯详情（阅读数加一）', querystring: idQuery, response: { 200: envelope(articleDetail) } } },
    async (request) => {
      const article = await readArticle(deps.db, request.query.id);
      if (!article) {
        throw notFound('资讯不存在');
      }
      return ok({ ...article, content: servedRichText(article.content) });
    },
  );

  r.get('/api/v1/banner', { schema: { tags: ['首页'], summary: '首页轮播', response: { 200: envelope(z.array(banner)) } } }, async () =>
    ok(await listBanners(deps.db)),
  );

  r.get(
    '/api/v1/guide',
    { schema: { tags: ['使用指南'], summary: '使用指南（按功能分节）', response: { 200: envelope(z.array(guideSection)) } } },
    async () => ok((await listGuideSections(deps.db)).map((section) => ({ ...section, content: servedRichText(section.content) }))),
  );
}
