import type { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import pino from 'pino';
import type {
  SendSmsRequest as TencentSendSmsRequest,
  SendSmsResponse as TencentSendSmsResponse,
} from 'tencentcloud-sdk-nodejs-sms/tencentcloud/services/sms/v20210111/sms_models';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createAliyunClient, createAliyunSms, type AliyunSmsClient } from './aliyun-sms';
import { createConsoleSms } from './console-sms';
import { createSmsProvider } from './index';
import { SmsSendError } from './sms';
import { createTencentClient, createTencentSms, type TencentSmsClient } from './tencent-sms';

const MOBILE = '13812345678';
const MASKED = '138****5678';

const aliyunConfig = testConfig({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'test-key-id',
  ALIYUN_ACCESS_KEY_SECRET: 'test-key-secret',
  ALIYUN_SMS_SIGN_NAME: '艺志愿',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
});

const tencentConfig = testConfig({
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'test-secret-id',
  TENCENT_SECRET_KEY: 'test-secret-key',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '艺志愿',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
});

/** A real pino logger writing JSON lines into an array, so tests read exactly what would be logged. */
function capturingLogger() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

/** An SDK client stand-in that records each request and answers with the given result. */
function fakeAliyun(answer: () => ReturnType<AliyunSmsClient['sendSms']>) {
  const requests: SendSmsRequest[] = [];
  const client: AliyunSmsClient = {
    sendSms(request) {
      requests.push(request);
      return answer();
    },
  };
  return { client, requests };
}

function fakeTencent(answer: () => Promise<TencentSendSmsResponse>) {
  const requests: TencentSendSmsRequest[] = [];
  const client: TencentSmsClient = {
    SendSms(request) {
      requests.push(request);
      return answer();
    },
  };
  return { client, requests };
}

/** The rejection of a send, asserted to be an SmsSendError. */
async function sendError(promise: Promise<void>): Promise<SmsSendError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('console SMS', () => {
  it('logs the code with the mobile masked', async () => {
    const { log, lines } = capturingLogger();
    await createConsoleSms(log).sendLoginCode(MOBILE, '4821');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(MASKED);
    expect(lines[0]).toContain('4821');
    expect(lines[0]).not.toContain(MOBILE);
  });
});

describe('Aliyun SMS', () => {
  it('sends the phone number, sign name, template and code param', async () => {
    const { log, lines } = capturingLogger();
    const fake = fakeAliyun(async () => ({ body: { code: 'OK', message: 'OK', bizId: 'biz-1', requestId: 'req-1' } }));
    await createAliyunSms(aliyunConfig, log, fake.client).sendLoginCode(MOBILE, '1234');

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request.phoneNumbers).toBe(MOBILE);
    expect(request.signName).toBe('艺志愿');
    expect(request.templateCode).toBe('SMS_123456789');
    expect(JSON.parse(request.templateParam ?? '')).toEqual({ code: '1234' });
    expect(lines.join('')).toContain(MASKED);
    expect(lines.join('')).not.toContain(MOBILE);
    expect(lines.join('')).not.toContain('1234"');
  });

  it('turns a refusal in the body into SmsSendError with the provider code', async () => {
    const fake = fakeAliyun(async () => ({ body: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发号码天级流控' } }));
    const error = await sendError(createAliyunSms(aliyunConfig, capturingLogger().log, fake.client).sendLoginCode(MOBILE, '1234'));
    expect(error.provider).toBe('aliyun');
    expect(error.providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(error.message).toContain(MASKED);
    expect(error.message).not.toContain(MOBILE);
  });

  it('turns an SDK exception into SmsSendError with its code, mobile masked', async () => {
    const thrown = Object.assign(new Error(`Specified access key is not found. PhoneNumbers=${MOBILE}`), {
      code: 'InvalidAccessKeyId.NotFound',
    });
    const fake = fakeAliyun(() => Promise.reject(thrown));
    const error = await sendError(createAliyunSms(aliyunConfig, capturingLogger().log, fake.client).sendLoginCode(MOBILE, '1234'));
    expect(error.providerCode).toBe('InvalidAccessKeyId.NotFound');
    expect(error.message).not.toContain(MOBILE);
  });

  it('refuses to be created without its settings, naming each missing one', () => {
    expect(() => createAliyunSms(testConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' }), capturingLogger().log)).toThrow(
      /ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE/,
    );
  });

  it('builds the real SDK client through the ESM/CommonJS boundary without any network call', async () => {
    const client = await createAliyunClient(aliyunConfig);
    expect(typeof client.sendSms).toBe('function');
  });
});

describe('Tencent Cloud SMS', () => {
  it('sends +86 number, app id, sign name, template id and the code', async () => {
    const { log, lines } = capturingLogger();
    const fake = fakeTencent(async () => ({
      SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: 's-1', PhoneNumber: `+86${MOBILE}` }],
      RequestId: 'r-1',
    }));
    await createTencentSms(tencentConfig, log, fake.client).sendLoginCode(MOBILE, '1234');

    expect(fake.requests).toEqual([
      {
        PhoneNumberSet: [`+86${MOBILE}`],
        SmsSdkAppId: '1400000000',
        SignName: '艺志愿',
        TemplateId: '1234567',
        TemplateParamSet: ['1234'],
      },
    ]);
    expect(lines.join('')).toContain(MASKED);
    expect(lines.join('')).not.toContain(MOBILE);
  });

  it('turns a refused send status into SmsSendError with the provider code', async () => {
    const fake = fakeTencent(async () => ({
      SendStatusSet: [
        { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: `daily limit for +86${MOBILE}`, PhoneNumber: `+86${MOBILE}` },
      ],
    }));
    const error = await sendError(createTencentSms(tencentConfig, capturingLogger().log, fake.client).sendLoginCode(MOBILE, '1234'));
    expect(error.provider).toBe('tencent');
    expect(error.providerCode).toBe('LimitExceeded.PhoneNumberDailyLimit');
    expect(error.message).not.toContain(MOBILE);
  });

  it('treats an answer without a send status as a failure', async () => {
    const fake = fakeTencent(async () => ({ SendStatusSet: [] }));
    const error = await sendError(createTencentSms(tencentConfig, capturingLogger().log, fake.client).sendLoginCode(MOBILE, '1234'));
    expect(error.providerCode).toBe('NoSendStatus');
  });

  it('turns an SDK exception into SmsSendError with its code, +86 number masked', async () => {
    const thrown = Object.assign(new Error(`The SecretId is not found for +86${MOBILE}`), { code: 'AuthFailure.SecretIdNotFound' });
    const fake = fakeTencent(() => Promise.reject(thrown));
    const error = await sendError(createTencentSms(tencentConfig, capturingLogger().log, fake.client).sendLoginCode(MOBILE, '1234'));
    expect(error.providerCode).toBe('AuthFailure.SecretIdNotFound');
    expect(error.message).not.toContain(MOBILE);
  });

  it('builds the real SDK client without any network call', async () => {
    const client = await createTencentClient(tencentConfig);
    expect(typeof client.SendSms).toBe('function');
  });
});

describe('createSmsProvider', () => {
  it('chooses the provider named by SMS_PROVIDER', () => {
    const log = pino({ enabled: false });
    expect(createSmsProvider(testConfig(), log).name).toBe('console');
    expect(createSmsProvider(aliyunConfig, log).name).toBe('aliyun');
    expect(createSmsProvider(tencentConfig, log).name).toBe('tencent');
  });
});
