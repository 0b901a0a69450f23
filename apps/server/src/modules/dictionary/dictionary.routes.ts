import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dictionariesResponse, siteConfig } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { listDictionaries } from './dictionary.repository';

/** Site-wide calls without login: the dictionaries and the public site settings. */
export function registerDictionaryRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['公共'];

  r.post(
    '/api/v1/common/getDictionariesList',
    { schema: { tags, summary: '全部字典（按名称分组）', response: { 200: envelope(dictionariesResponse) } } },
    async () => ok(await listDictionaries(deps.db)),
  );

  r.get('/api/v1/common/siteConfig', { schema: { tags, summary: '站点公开配置', response: { 200: envelope(siteConfig) } } }, async () =>
    ok({
      appName: deps.config.APP_NAME,
      contactEmail: deps.config.CONTACT_EMAIL,
      customerServiceUrl: deps.config.CUSTOMER_SERVICE_URL,
      androidUrl: deps.config.APP_ANDROID_URL,
      miniProgramUrl: deps.config.APP_MINIPROGRAM_URL,
      demo: deps.config.APP_ENV !== 'production',
      payChannels: [...deps.config.PAY_PHONE_CHANNELS],
    }),
  );
}
