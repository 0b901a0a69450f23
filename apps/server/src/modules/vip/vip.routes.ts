import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { createWechatOAuthFor } from '../../providers/payment/wechat-oauth';
import { OAUTH_CALLBACK_PATH } from './order-placement';
import { registerPayRoutes } from './pay.routes';
import { listCardsOnSale, toVipCard } from './vip-card.repository';
import { buyerLevelsOf } from './vip-level';
import { createVipOrderService } from './vip-order.service';
import { listMemberOrders } from './vip-order.repository';

/** VIP cards, orders, and the payment routes of the provider chosen by PAY_PROVIDER. */
export async function registerVipRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const provider = createPaymentProvider(deps.config, deps.store);
  const orders = createVipOrderService(deps, provider, createWechatOAuthFor(deps.config));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['VIP'];

  r.get(
    '/api/v1/vipCard/list',
    {
      schema: { tags, summary: 'VIP卡列表（登录后标出已开通的等级）', response: { 200: envelope(vipCardListResponse) } },
      preHandler: auth.optional,
    },
    async (request) => {
      const nowMs = Date.now();
      const caller = request.member ? await buyerLevelsOf(deps.db, request.member, nowMs) : null;
      const rows = await listCardsOnSale(deps.db, nowSeconds());
      return ok(rows.map((row) => toVipCard(row, nowMs, caller)));
    },
  );

  r.post(
    '/api/v1/vipOrder/create',
    {
      schema: {
        tags,
        summary: '创建VIP订单（金额以服务器的卡价为准）',
        body: createVipOrderBody,
        response: { 200: envelope(createVipOrderResponse) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await orders.createOrder(memberOf(request), request.body)),
  );

  r.post(
    '/api/v1/vipOrder/pay',
    {
      schema: {
        tags,
        summary: '发起支付：扫码 code_url、H5 h5_url 或微信内 JSAPI 参数（按设备选择渠道）',
        body: payVipOrderBody,
        response: { 200: envelope(payVipOrderResponse) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      const { orderId, channel, returnUrl } = request.body;
      const ctx = { channel, returnUrl, userAgent: request.headers['user-agent'] ?? '', clientIp: request.ip };
      return ok({ config: { response: await orders.payOrder(memberOf(request), orderId, ctx) } });
    },
  );

  // WeChat's web authorisation comes back here with ?code&state (a full-page visit, so no login header: the state names the member).
  const oauthQuery = z.object({ code: z.string().max(256).default(''), state: z.string().max(64).default('') });
  r.get(OAUTH_CALLBACK_PATH, { schema: { hide: true, querystring: oauthQuery } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').redirect(await orders.completeAuthorization(request.query.code, request.query.state)),
  );

  r.get(
    '/api/v1/vipOrder/queryOrder',
    {
      schema: { tags, summary: '查询订单状态（仅本人）', querystring: orderIdQuery, response: { 200: envelope(queryVipOrderResponse) } },
      preHandler: auth.required,
    },
    async (request) => ok(await orders.queryOrder(memberOf(request), request.query.orderId)),
  );

  r.get(
    '/api/v1/vipOrder/list',
    {
      schema: { tags, summary: '我的VIP订单', querystring: vipOrderListQuery, response: { 200: envelope(vipOrderListResponse) } },
      preHandler: auth.required,
    },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listMemberOrders(deps.db, memberOf(request).id, { page, size })), page, size });
    },
  );

  await registerPayRoutes(app, deps, provider);
}
