import type { FastifyBaseLogger } from 'fastify';
import type { SendSmsRequest, SendSmsResponse } from 'tencentcloud-sdk-nodejs-sms/tencentcloud/services/sms/v20210111/sms_models';
import { maskMobile } from '@yzy/shared/rules';
import type { Config } from '../../config';
import { requireSettings, SMS_TIMEOUT_MS, smsRefused, toSmsSendError } from './sdk-support';
import type { SmsProvider } from './sms';

/** The slice of the sms.v20210111 client the adapter calls: the boundary tests replace. */
export interface TencentSmsClient {
  SendSms(request: SendSmsRequest): Promise<SendSmsResponse>;
}

const KEYS = [
  'TENCENT_SECRET_ID',
  'TENCENT_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

/** Tencent Cloud SMS (SendSms 2021-01-11): template parameter {1} is the code; status 'Ok' is success. */
export function createTencentSms(config: Config, log: Pick<FastifyBaseLogger, 'info'>, client?: TencentSmsClient): SmsProvider {
  const settings = requireSettings(config, KEYS);
  let ready: Promise<TencentSmsClient> | undefined = client ? Promise.resolve(client) : undefined;

  return {
    name: 'tencent',
    async sendLoginCode(mobile, code) {
      try {
        ready ??= createTencentClient(config);
        const response = await (
          await ready
        ).SendSms({
          // E.164: the API defaults bare numbers to +86 too, but saying so avoids guessing.
          PhoneNumberSet: [`+86${mobile}`],
          SmsSdkAppId: settings.TENCENT_SMS_SDK_APP_ID,
          SignName: settings.TENCENT_SMS_SIGN_NAME,
          TemplateId: settings.TENCENT_SMS_TEMPLATE_ID,
          TemplateParamSet: [code],
        });
        const status = response.SendStatusSet?.[0];
        if (status?.Code !== 'Ok') {
          const providerCode = status?.Code ?? 'NoSendStatus';
          throw smsRefused('tencent', mobile, providerCode, status?.Message);
        }
        log.info(
          { sms: { provider: 'tencent', to: maskMobile(mobile), serialNo: status.SerialNo, requestId: response.RequestId } },
          'login SMS sent',
        );
      } catch (error) {
        throw toSmsSendError('tencent', mobile, error);
      }
    },
  };
}

/** The real SDK client for the config's credentials and region; it makes no network call until a send. */
export async function createTencentClient(config: Config): Promise<TencentSmsClient> {
  const { TENCENT_SECRET_ID: secretId, TENCENT_SECRET_KEY: secretKey } = requireSettings(config, KEYS);
  // Loaded on first use so console-mode starts do not pay for the SDK.
  const { sms } = await import('tencentcloud-sdk-nodejs-sms');
  return new sms.v20210111.Client({
    credential: { secretId, secretKey },
    region: config.TENCENT_SMS_REGION,
    profile: { httpProfile: { reqTimeout: SMS_TIMEOUT_MS / 1000 } },
  });
}
