import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxConfirmBody, sandboxConfirmResponse } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import type { PaymentProvider } from '../../providers/payment/payment';
import { ownPageUrl } from './order-placement';
import { handlePaymentNotification } from './payment-notification';
import { SANDBOX_SCRIPT, confirmSandboxPayment, isSandboxPay, renderSandboxPage } from './sandbox-checkout';

const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Provider callbacks: WeChat Pay's notify URL (raw body kept for the signature), or the sandbox's
 * page, script and confirmation. The sandbox ones are real routes, so the SPA fallback never
 * swallows /pay/sandbox; they exist only when the sandbox is the provider (never in production).
 */
export async function registerPayRoutes(app: FastifyInstance, deps: Deps, provider: PaymentProvider) {
  if (provider.name === 'wechat') {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
      scope.post('/api/v1/pay/wechat/notify', { schema: { hide: true } }, async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const outcome = await handlePaymentNotification(deps.db, provider, request.headers, rawBody).catch((error: unknown) => {
          request.log.error({ err: error }, 'payment notification failed');
          return { ok: false as const, httpStatus: 500, message: 'internal error' };
        });
        return outcome.ok
          ? reply.code(200).send({ code: 'SUCCESS', message: '成功' })
          : reply.code(outcome.httpStatus).send({ code: 'FAIL', message: outcome.message });
      });
    });
  }
  if (!isSandboxPay(provider) || deps.config.APP_ENV === 'production') {
    return;
  }
  const sandbox = provider;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pageQuery = z.object({
    orderId: z.string().max(64).default(''),
    token: z.string().max(128).default(''),
    redirect_url: z.string().max(1024).optional(),
  });

  r.get('/pay/sandbox', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) => {
    const { orderId, token, redirect_url: redirectUrl } = request.query;
    const returnUrl = redirectUrl ? ownPageUrl(deps.config.PUBLIC_URL, redirectUrl) : null;
    const page = await renderSandboxPage(deps.db, sandbox, deps.config.APP_NAME, orderId, token, returnUrl);
    return reply.code(page.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  });

  r.get('/pay/sandbox.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/javascript; charset=utf-8').send(SANDBOX_SCRIPT),
  );

  r.post(
    '/api/v1/pay/sandbox/confirm',
    {
      schema: {
        tags: ['VIP'],
        summary: '沙箱支付确认（仅非生产环境）',
        body: sandboxConfirmBody,
        response: { 200: envelope(sandboxConfirmResponse) },
      },
    },
    async (request) => ok(await confirmSandboxPayment(deps.db, sandbox, request.body.orderId, request.body.token)),
  );
}
