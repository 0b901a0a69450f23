import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  adminArticleDetail,
  adminArticleFields,
  adminArticleListQuery,
  adminArticlePage,
  adminArticleUpdateBody,
  adminDone,
  adminIdBody,
  adminPublishBody,
  idQuery,
} from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import { recheckSearchSnapshot, searchedDataChanged } from '../../search';
import { actorOf, withAudit } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import {
  articleColumns,
  deleteArticle,
  findArticleForOperator,
  findArticleSummary,
  insertArticle,
  listArticlesForOperator,
  updateArticle,
} from './articles.repository';

/** 艺考资讯: list (drafts too), detail, create, edit, publish/unpublish, delete. */
export function registerAdminArticleRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·资讯'];
  const { db } = deps;
  const detail = { 200: envelope(adminArticleDetail) };
  const answer = async (id: number) => {
    const article = await findArticleForOperator(db, id);
    if (!article) {
      throw notFound('资讯不存在');
    }
    return ok(article);
  };
  const existing = async (trx: Kysely<Database>, id: number) => {
    const row = await findArticleSummary(trx, id);
    if (!row) {
      throw notFound('资讯不存在');
    }
    return row;
  };

  r.get(
    '/api/admin/v1/article/list',
    {
      schema: { tags, summary: '资讯列表（含未发布）', querystring: adminArticleListQuery, response: { 200: envelope(adminArticlePage) } },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      return ok({ ...(await listArticlesForOperator(db, filters, page, size)), page, size });
    },
  );

  r.get(
    '/api/admin/v1/article/detail',
    { schema: { tags, summary: '资讯详情（不计阅读数）', querystring: idQuery, response: detail }, onRequest: operatorAuth },
    async (request) => answer(request.query.id),
  );

  r.post(
    '/api/admin/v1/article/create',
    { schema: { tags, summary: '新建资讯（正文清理后保存）', body: adminArticleFields, response: detail }, onRequest: operatorAuth },
    async (request) => {
      const id = await withAudit(db, actorOf(request), async (trx) => {
        const now = nowSeconds();
        const id = await insertArticle(trx, await articleColumns(trx, request.body, now), now);
        await searchedDataChanged(trx);
        return {
          value: id,
          audit: {
            action: 'article.create',
            targetType: 'article',
            targetId: id,
            detail: { title: request.body.title, published: request.body.published },
          },
        };
      });
      recheckSearchSnapshot(db);
      return answer(id);
    },
  );

  r.post(
    '/api/admin/v1/article/update',
    { schema: { tags, summary: '编辑资讯', body: adminArticleUpdateBody, response: detail }, onRequest: operatorAuth },
    async (request) => {
      const { id, ...fields } = request.body;
      await withAudit(db, actorOf(request), async (trx) => {
        const before = await existing(trx, id);
        await updateArticle(trx, id, await articleColumns(trx, fields, nowSeconds()));
        await searchedDataChanged(trx);
        return {
          value: null,
          audit: { action: 'article.update', targetType: 'article', targetId: id, detail: { before, title: fields.title } },
        };
      });
      recheckSearchSnapshot(db);
      return answer(id);
    },
  );

  r.post(
    '/api/admin/v1/article/publish',
    { schema: { tags, summary: '发布或下线资讯', body: adminPublishBody, response: detail }, onRequest: operatorAuth },
    async (request) => {
      const { id, published } = request.body;
      await withAudit(db, actorOf(request), async (trx) => {
        const before = await existing(trx, id);
        await updateArticle(trx, id, { published: published ? 1 : 0 });
        return {
          value: null,
          audit: {
            action: published ? 'article.publish' : 'article.unpublish',
            targetType: 'article',
            targetId: id,
            detail: { before: before.published },
          },
        };
      });
      return answer(id);
    },
  );

  r.post(
    '/api/admin/v1/article/delete',
    { schema: { tags, summary: '删除资讯', body: adminIdBody, response: { 200: envelope(adminDone) } }, onRequest: operatorAuth },
    async (request) => {
      const { id } = request.body;
      await withAudit(db, actorOf(request), async (trx) => {
        const before = await existing(trx, id);
        await deleteArticle(trx, id);
        await searchedDataChanged(trx);
        return { value: null, audit: { action: 'article.delete', targetType: 'article', targetId: id, detail: { title: before.title } } };
      });
      recheckSearchSnapshot(db);
      return ok({ done: true as const });
    },
  );
}
