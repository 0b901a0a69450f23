import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { Deps } from '../../../deps';
import { envelope, ok } from '../../../lib/envelope';
import { actorOf } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import { listArticlesForOperator } from './articles.repository';
import { articleForOperator, createArticle, editArticle, publishArticle, removeArticle } from './articles.service';

/** 艺考资讯: list (drafts too), detail, create, edit, publish/unpublish, delete. */
export function registerAdminArticleRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·资讯'];
  const { db } = deps;
  const detail = { 200: envelope(adminArticleDetail) };
  const answer = async (id: number) => ok(await articleForOperator(db, id));

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
    async (request) => answer(await createArticle(db, actorOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/article/update',
    { schema: { tags, summary: '编辑资讯', body: adminArticleUpdateBody, response: detail }, onRequest: operatorAuth },
    async (request) => {
      const { id, ...fields } = request.body;
      await editArticle(db, actorOf(request), id, fields);
      return answer(id);
    },
  );

  r.post(
    '/api/admin/v1/article/publish',
    { schema: { tags, summary: '发布或下线资讯', body: adminPublishBody, response: detail }, onRequest: operatorAuth },
    async (request) => {
      await publishArticle(db, actorOf(request), request.body.id, request.body.published);
      return answer(request.body.id);
    },
  );

  r.post(
    '/api/admin/v1/article/delete',
    { schema: { tags, summary: '删除资讯', body: adminIdBody, response: { 200: envelope(adminDone) } }, onRequest: operatorAuth },
    async (request) => {
      await removeArticle(db, actorOf(request), request.body.id);
      return ok({ done: true as const });
    },
  );
}
