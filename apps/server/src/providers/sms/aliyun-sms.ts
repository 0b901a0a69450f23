import type { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@yzy/shared/rules';
import type { Config } from '../../config';
import { requireSettings, SMS_TIMEOUT_MS, smsRefused, toSmsSendError } from './sdk-support';
import type { SmsProvider } from './sms';

/** The slice of the Dysmsapi client the adapter calls: the boundary tests replace. */
export interface AliyunSmsClient {
  sendSms(request: SendSmsRequest): Promise<{ body?: { code?: string; message?: string; bizId?: string; requestId?: string } }>;
}

const KEYS = ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const;
const ENDPOINT = 'dysmsapi.aliyuncs.com';

/** Aliyun Dysmsapi (SendSms): template variable `code`; body.code 'OK' is the only success. */
export function createAliyunSms(config: Config, log: Pick<FastifyBaseLogger, 'info'>, client?: AliyunSmsClient): SmsProvider {
  const settings = requireSettings(config, KEYS);
  let ready: Promise<AliyunSmsClient> | undefined = client ? Promise.resolve(client) : undefined;

  return {
    name: 'aliyun',
    async sendLoginCode(mobile, code) {
      try {
        ready ??= createAliyunClient(config);
        const [sdk, sdkClient] = await Promise.all([loadSdk(), ready]);
        const request = new sdk.SendSmsRequest({
          phoneNumbers: mobile,
          signName: settings.ALIYUN_SMS_SIGN_NAME,
          templateCode: settings.ALIYUN_SMS_TEMPLATE_CODE,
          templateParam: JSON.stringify({ code }),
        });
        const { body } = await sdkClient.sendSms(request);
        if (body?.code !== 'OK') {
          const providerCode = body?.code ?? 'NoResponseCode';
          throw smsRefused('aliyun', mobile, providerCode, body?.message);
        }
        log.info({ sms: { provider: 'aliyun', to: maskMobile(mobile), bizId: body.bizId, requestId: body.requestId } }, 'login SMS sent');
      } catch (error) {
        throw toSmsSendError('aliyun', mobile, error);
      }
    },
  };
}

/** The real SDK client for the config's credentials; it makes no network call until a send. */
export async function createAliyunClient(config: Config): Promise<AliyunSmsClient> {
  const { ALIYUN_ACCESS_KEY_ID: accessKeyId, ALIYUN_ACCESS_KEY_SECRET: accessKeySecret } = requireSettings(config, KEYS);
  const [sdk, core] = await Promise.all([loadSdk(), import('@alicloud/openapi-core')]);
  const Client = unwrapDefault(sdk.default);
  return new Client(
    new core.$OpenApiUtil.Config({ accessKeyId, accessKeySecret, endpoint: ENDPOINT, connectTimeout: 2000, readTimeout: SMS_TIMEOUT_MS }),
  );
}

/** Loaded on first use: the SDK and its dependencies add ~200 ms to every start in console mode otherwise. */
function loadSdk() {
  return import('@alicloud/dysmsapi20170525');
}

/**
 * The package is CommonJS with `exports.default = Client`. TypeScript and bundlers unwrap that
 * `default`; Node's own ESM loader (production, vitest, tsx) hands over the whole exports object.
 */
function unwrapDefault<T extends object>(value: T): T {
  return 'default' in value && typeof value.default === 'function' ? (value.default as T) : value;
}
