import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDone, operatorLoginBody, operatorLoginResponse, operatorProfile } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { actorOf, withAudit } from '../audit/audit.repository';
import { createOperatorLogin } from './login.service';
import { operatorOf, type OperatorAuth } from './operator-auth';
import { findOperatorById, revokeOperatorSession } from './operator.repository';

export function registerOperatorAuthRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·登录'];
  const login = createOperatorLogin(deps);

  r.post(
    '/api/admin/v1/login',
    {
      schema: {
        tags,
        summary: '运营账号登录（密码＋动态验证码），返回12小时有效的令牌',
        body: operatorLoginBody,
        response: { 200: envelope(operatorLoginResponse) },
      },
    },
    async (request) => ok(await login(request.body, request.ip)),
  );

  r.post(
    '/api/admin/v1/logout',
    { schema: { tags, summary: '退出登录（令牌立即失效）', response: { 200: envelope(adminDone) } }, onRequest: operatorAuth },
    async (request) => {
      const operator = operatorOf(request);
      await withAudit(deps.db, actorOf(request), async (trx) => {
        await revokeOperatorSession(trx, operator.tokenHash);
        return { value: null, audit: { action: 'operator.logout', targetType: 'operator', targetId: operator.id, detail: {} } };
      });
      return ok({ done: true as const });
    },
  );

  r.get(
    '/api/admin/v1/me',
    { schema: { tags, summary: '当前运营账号', response: { 200: envelope(operatorProfile) } }, onRequest: operatorAuth },
    async (request) => {
      const row = await findOperatorById(deps.db, operatorOf(request).id);
      if (!row) {
        throw notFound('运营账号不存在');
      }
      return ok({ id: row.id, username: row.username, lastLoginAt: row.last_login_at, createdAt: Number(row.created_at) });
    },
  );
}
