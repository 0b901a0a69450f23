import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createVipOrderBody,
  createVipOrderResponse,
  orderIdQuery,
  payVipOrderBody,
  payVipOrderResponse,
  queryVipOrderResponse,
  vipCardListResponse,
  vipOrderListQuery,
  vipOrderListResponse,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { nowSeconds } from '../../lib/time';
import { memberOf, type Auth } from '../../plugins/auth';
import { createPaymentProvider } from '../../providers/payment';
import { registerPayRoutes } from './pay.routes';
import { listCardsOnSale, toVipCard } from './vip-card.repository';
import { buyerLevelsOf } from './vip-level';
import { createVipOrderService } from './vip-order.service';
import { listMemberOrders } from './vip-order.repository';

/** VIP cards, orders, and the payment routes of the provider chosen by PAY_PROVIDER. */
export async function registerVipRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const provider = createPaymentProvider(deps.config, deps.store);
  const orders = createVipOrderService(deps, provider);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['VIP'];

  r.get(
    '/api/v1/vipCard/list',
    { schema: { tags, summary: 'VIP卡列表（登录后标出已开通的等级）', response: { 200: envelope(vipCardListResponse) } }, preHandler: auth.optional },
    async (request) => {
      const nowMs = Date.now();
      const caller = request.member ? await buyerLevelsOf(deps.db, request.member, nowMs) : null;
      const rows = await listCardsOnSale(deps.db, nowSeconds());
      return ok(rows.map((row) => toVipCard(row, nowMs, caller)));
    },
  );

  r.post(
    '/api/v1/vipOrder/create',
    { schema: { tags, summary: '创建VIP订单（金额以服务器的卡价为准）', body: createVipOrderBody, response: { 200: envelope(createVipOrderResponse) } }, preHandler: auth.required },
    async (request) => ok(await orders.createOrder(memberOf(request), request.body)),
  );

  r.post(
    '/api/v1/vipOrder/pay',
    { schema: { tags, summary: '发起支付，返回二维码内容 code_url', body: payVipOrderBody, response: { 200: envelope(payVipOrderResponse) } }, preHandler: auth.required },
    async (request) => {
      const codeUrl = await orders.payOrder(memberOf(request), request.body.orderId);
      return ok({ config: { response: { code_url: codeUrl } } });
    },
  );

  r.get(
    '/api/v1/vipOrder/queryOrder',
    { schema: { tags, summary: '查询订单状态（仅本人）', querystring: orderIdQuery, response: { 200: envelope(queryVipOrderResponse) } }, preHandler: auth.required },
    async (request) => ok(await orders.queryOrder(memberOf(request), request.query.orderId)),
  );

  r.get(
    '/api/v1/vipOrder/list',
    { schema: { tags, summary: '我的VIP订单', querystring: vipOrderListQuery, response: { 200: envelope(vipOrderListResponse) } }, preHandler: auth.required },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listMemberOrders(deps.db, memberOf(request).id, { page, size })), page, size });
    },
  );

  await registerPayRoutes(app, deps, provider);
}
