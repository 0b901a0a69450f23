import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  shareCreateBody,
  shareCreated,
  sharedReport,
  shareIdBody,
  shareItem,
  shareList,
  shareListQuery,
  shareViewBody,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { createShare, createShareViewer, listOwnShares, revokeOwnShare } from './share.service';

/** 分享志愿表: the owner manages read-only links; share/view needs no login and shows that one table only. */
export function registerShareRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['分享志愿表'];
  const view = createShareViewer(deps);

  r.post(
    '/api/v1/share/create',
    {
      schema: {
        tags,
        summary: '为自己的志愿表生成只读分享链接（有效期1–30天）；链接只在此时返回一次',
        body: shareCreateBody,
        response: { 200: envelope(shareCreated) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await createShare(deps.db, memberOf(request).id, request.body)),
  );

  r.get(
    '/api/v1/share/list',
    {
      schema: { tags, summary: '志愿表的分享链接（新的在前）', querystring: shareListQuery, response: { 200: envelope(shareList) } },
      preHandler: auth.required,
    },
    async (request) => ok({ content: await listOwnShares(deps.db, memberOf(request).id, request.query.tableId) }),
  );

  r.post(
    '/api/v1/share/revoke',
    { schema: { tags, summary: '撤销分享链接', body: shareIdBody, response: { 200: envelope(shareItem) } }, preHandler: auth.required },
    async (request) => ok(await revokeOwnShare(deps.db, memberOf(request).id, request.body.id)),
  );

  r.post(
    '/api/v1/share/view',
    {
      schema: {
        tags,
        summary: '凭分享链接查看志愿报告（无需登录，按IP限流）',
        body: shareViewBody,
        response: { 200: envelope(sharedReport) },
      },
    },
    async (request) => ok(await view(request.body.token, request.ip)),
  );
}
