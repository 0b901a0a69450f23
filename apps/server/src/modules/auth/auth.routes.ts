import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaQuery, captchaResponse, sendSmsBody, sendSmsResponse, smsLoginBody, tokenResponse } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import type { Auth } from '../../plugins/auth';
import { envelope, ok } from '../../lib/envelope';
import { createLoginService } from './login.service';
import { revokeSession } from './session.repository';

export function registerAuthRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const login = createLoginService(deps);
  const tags = ['登录'];

  r.get(
    '/api/v1/captcha',
    { schema: { tags, summary: '图片验证码', querystring: captchaQuery, response: { 200: envelope(captchaResponse) } } },
    async (request) => ok(await login.captcha(request.query.mobile)),
  );

  r.post(
    '/api/v1/sendSms',
    { schema: { tags, summary: '发送短信验证码', body: sendSmsBody, response: { 200: envelope(sendSmsResponse) } } },
    async (request) => {
      return ok(await login.sendLoginSms(request.body, request.ip));
    },
  );

  r.post(
    '/api/v1/smsLogin',
    { schema: { tags, summary: '短信验证码登录（首次登录即注册）', body: smsLoginBody, response: { 200: envelope(tokenResponse) } } },
    async (request) => {
      return ok(await login.loginWithSms(request.body));
    },
  );

  r.post(
    '/api/v1/logout',
    { schema: { tags, summary: '退出登录', response: { 200: envelope(z.null()) } }, preHandler: auth.required },
    async (request) => {
      if (request.tokenHash) {
        await revokeSession(deps.db, request.tokenHash);
      }
      return ok(null);
    },
  );
}
