import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { envelope, ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import type { OperatorAuth } from '../auth/operator-auth';
import { loadDashboard } from './dashboard.repository';

export function registerDashboardRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/v1/dashboard',
    {
      schema: {
        tags: ['运营·概览'],
        summary: '会员数、付费会员数，近30天（北京时间）每日新增、订单与收入',
        response: { 200: envelope(dashboard) },
      },
      onRequest: operatorAuth,
    },
    async () => ok(await loadDashboard(deps.db, nowSeconds())),
  );
}
