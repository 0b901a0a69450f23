import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  adminBanner,
  adminBannerFields,
  adminBannerUpdateBody,
  adminDone,
  adminGuideFields,
  adminGuideSection,
  adminGuideUpdateBody,
  adminIdBody,
  adminPreviewBody,
  adminPreviewResponse,
} from '@yzy/shared/contracts';
import { isUniqueViolation } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { invalid, notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { sanitizeRichText } from '../../article';
import { actorOf, withAudit, type Actor } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import {
  deletePageRow,
  findBannerForOperator,
  findGuideForOperator,
  listBannersForOperator,
  listGuideForOperator,
  saveBanner,
  saveGuide,
} from './pages.repository';

type Target = { type: 'banner' | 'guide'; action: 'create' | 'update' | 'delete' };
const LABEL = { banner: '轮播图', guide: '指南章节' } as const;

/** One audited write; an unknown id is a 10004, a repeated guide key a 10001. */
async function write(
  db: Kysely<Database>,
  actor: Actor,
  target: Target,
  detail: Record<string, unknown>,
  run: (trx: Kysely<Database>) => Promise<number | null>,
): Promise<number> {
  try {
    return await withAudit(db, actor, async (trx) => {
      const id = await run(trx);
      if (id === null) {
        throw notFound(`${LABEL[target.type]}不存在`);
      }
      return { value: id, audit: { action: `${target.type}.${target.action}`, targetType: target.type, targetId: id, detail } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw invalid('标识已被其他章节使用');
    }
    throw error;
  }
}

function found<T>(value: T | undefined, type: Target['type']): T {
  if (!value) {
    throw notFound(`${LABEL[type]}不存在`);
  }
  return value;
}

/** Banners, 使用指南 sections and the rich-text preview. */
export function registerAdminPageRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const done = { 200: envelope(adminDone) };

  const banners = { tags: ['运营·轮播图'] };
  const banner = { 200: envelope(adminBanner) };
  r.get(
    '/api/admin/v1/banner/list',
    { schema: { ...banners, summary: '全部轮播图（含停用）', response: { 200: envelope(z.array(adminBanner)) } }, onRequest: operatorAuth },
    async () => ok(await listBannersForOperator(db)),
  );
  r.post(
    '/api/admin/v1/banner/create',
    { schema: { ...banners, summary: '新建轮播图', body: adminBannerFields, response: banner }, onRequest: operatorAuth },
    async (request) => {
      const id = await write(db, actorOf(request), { type: 'banner', action: 'create' }, request.body, (trx) =>
        saveBanner(trx, null, request.body),
      );
      return ok(found(await findBannerForOperator(db, id), 'banner'));
    },
  );
  r.post(
    '/api/admin/v1/banner/update',
    { schema: { ...banners, summary: '编辑轮播图', body: adminBannerUpdateBody, response: banner }, onRequest: operatorAuth },
    async (request) => {
      const id = await write(db, actorOf(request), { type: 'banner', action: 'update' }, request.body, (trx) =>
        saveBanner(trx, request.body.id, request.body),
      );
      return ok(found(await findBannerForOperator(db, id), 'banner'));
    },
  );
  r.post(
    '/api/admin/v1/banner/delete',
    { schema: { ...banners, summary: '删除轮播图', body: adminIdBody, response: done }, onRequest: operatorAuth },
    async (request) => {
      await write(db, actorOf(request), { type: 'banner', action: 'delete' }, {}, (trx) => deletePageRow(trx, 'banners', request.body.id));
      return ok({ done: true as const });
    },
  );

  const guides = { tags: ['运营·使用指南'] };
  const guide = { 200: envelope(adminGuideSection) };
  const guideDetail = (body: { key: string; title: string }) => ({ key: body.key, title: body.title });
  r.get(
    '/api/admin/v1/guide/list',
    { schema: { ...guides, summary: '使用指南章节', response: { 200: envelope(z.array(adminGuideSection)) } }, onRequest: operatorAuth },
    async () => ok(await listGuideForOperator(db)),
  );
  r.post(
    '/api/admin/v1/guide/create',
    { schema: { ...guides, summary: '新建章节（正文清理后保存）', body: adminGuideFields, response: guide }, onRequest: operatorAuth },
    async (request) => {
      const id = await write(db, actorOf(request), { type: 'guide', action: 'create' }, guideDetail(request.body), (trx) =>
        saveGuide(trx, null, request.body),
      );
      return ok(found(await findGuideForOperator(db, id), 'guide'));
    },
  );
  r.post(
    '/api/admin/v1/guide/update',
    { schema: { ...guides, summary: '编辑章节（正文清理后保存）', body: adminGuideUpdateBody, response: guide }, onRequest: operatorAuth },
    async (request) => {
      const id = await write(db, actorOf(request), { type: 'guide', action: 'update' }, guideDetail(request.body), (trx) =>
        saveGuide(trx, request.body.id, request.body),
      );
      return ok(found(await findGuideForOperator(db, id), 'guide'));
    },
  );
  r.post(
    '/api/admin/v1/guide/delete',
    { schema: { ...guides, summary: '删除章节', body: adminIdBody, response: done }, onRequest: operatorAuth },
    async (request) => {
      await write(db, actorOf(request), { type: 'guide', action: 'delete' }, {}, (trx) =>
        deletePageRow(trx, 'guide_sections', request.body.id),
      );
      return ok({ done: true as const });
    },
  );

  r.post(
    '/api/admin/v1/content/preview',
    {
      schema: {
        tags: ['运营·资讯'],
        summary: '富文本预览：返回保存时将存储的清理后HTML',
        body: adminPreviewBody,
        response: { 200: envelope(adminPreviewResponse) },
      },
      onRequest: operatorAuth,
    },
    async (request) => ok({ html: sanitizeRichText(request.body.html) }),
  );
}
