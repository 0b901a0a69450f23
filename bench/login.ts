import { call, isRecord, records, type Data } from './api';

/** Logs in through the real API as a visitor would, reading captcha and SMS code from the dev outbox. */
export async function loginThroughApi(baseUrl: string, mobile: string): Promise<string> {
  const { captchaId } = fields(await call(baseUrl, 'GET', `/api/v1/captcha?mobile=${mobile}`));
  const captcha = await outboxText(baseUrl, mobile, (e) => e.kind === 'captcha' && e.captchaId === captchaId);
  await call(baseUrl, 'POST', '/api/v1/sendSms', undefined, { mobile, captcha, captchaId });
  const smsCode = await outboxText(baseUrl, mobile, (e) => e.kind === 'sms');
  const { token } = fields(await call(baseUrl, 'POST', '/api/v1/smsLogin', undefined, { mobile, smsCode }));
  if (typeof token !== 'string' || token === '') {
    throw new Error('smsLogin answered without a token');
  }
  return token;
}

function fields(data: unknown): Data {
  return isRecord(data) ? data : {};
}

async function outboxText(baseUrl: string, mobile: string, match: (entry: Data) => boolean): Promise<string> {
  const { entries } = fields(await call(baseUrl, 'GET', `/api/dev/outbox?mobile=${mobile}`));
  const entry = records(entries).find(match);
  if (typeof entry?.text !== 'string') {
    throw new Error('expected entry missing from the dev outbox');
  }
  return entry.text;
}
