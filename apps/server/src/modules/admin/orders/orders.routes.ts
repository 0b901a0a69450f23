import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderDetail,
  adminOrderIdQuery,
  adminOrderListQuery,
  adminOrderPage,
  adminReconcileBody,
  adminReconcileResult,
} from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { createPaymentProvider } from '../../../providers/payment';
import { actorOf } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import { listOrdersForOperator, orderDetailForOperator } from './orders.repository';
import { reconcileOrder } from './reconcile';

export function registerAdminOrderRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·订单'];
  const provider = createPaymentProvider(deps.config, deps.store);

  r.get(
    '/api/admin/v1/order/list',
    {
      schema: {
        tags,
        summary: '订单列表（按状态、会员、订单号、下单时间筛选）',
        querystring: adminOrderListQuery,
        response: { 200: envelope(adminOrderPage) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listOrdersForOperator(deps.db, request.query)), page, size });
    },
  );

  r.get(
    '/api/admin/v1/order/detail',
    {
      schema: {
        tags,
        summary: '订单详情：支付通知记录与开通流水',
        querystring: adminOrderIdQuery,
        response: { 200: envelope(adminOrderDetail) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const detail = await orderDetailForOperator(deps.db, request.query.orderId);
      if (!detail) {
        throw notFound('订单不存在');
      }
      return ok(detail);
    },
  );

  r.post(
    '/api/admin/v1/order/reconcile',
    {
      schema: {
        tags,
        summary: '向支付渠道查单，已支付则按通知同一路径入账开通',
        body: adminReconcileBody,
        response: { 200: envelope(adminReconcileResult) },
      },
      onRequest: operatorAuth,
    },
    async (request) => ok(await reconcileOrder(deps, provider, actorOf(request), request.body.orderId)),
  );
}
