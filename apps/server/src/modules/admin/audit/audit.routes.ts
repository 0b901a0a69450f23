import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, auditPage } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { envelope, ok } from '../../../lib/envelope';
import type { OperatorAuth } from '../auth/operator-auth';
import { listAuditLogs } from './audit.repository';

export function registerAuditRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/v1/audit/list',
    {
      schema: { tags: ['运营·审计'], summary: '审计日志（最新在前）', querystring: auditListQuery, response: { 200: envelope(auditPage) } },
      onRequest: operatorAuth,
    },
    async (request) => ok({ ...(await listAuditLogs(deps.db, request.query)), page: request.query.page, size: request.query.size }),
  );
}
