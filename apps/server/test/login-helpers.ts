import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A fresh valid mobile per call, so tests never share limits or accounts. */
export function freshMobile(): string {
  counter += 1;
  const tail = String((Date.now() % 1e6) * 100 + (counter % 100))
    .padStart(8, '0')
    .slice(-8);
  return `139${tail}`;
}

export async function outbox(app: FastifyInstance, mobile: string): Promise<{ kind: string; text: string; captchaId?: string }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` });
  return res.json().data.entries;
}

/** A captcha for a mobile and its answer, read from the dev outbox. */
export async function captchaFor(app: FastifyInstance, mobile: string): Promise<{ captchaId: string; captcha: string }> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/captcha?mobile=${mobile}` });
  const { captchaId } = res.json().data;
  const entry = (await outbox(app, mobile)).find((e) => e.kind === 'captcha' && e.captchaId === captchaId);
  if (!entry) {
    throw new Error('captcha answer missing from outbox');
  }
  return { captchaId, captcha: entry.text };
}

/** Runs the whole login flow and returns the token. */
export async function login(app: FastifyInstance, mobile = freshMobile()): Promise<string> {
  const captcha = await captchaFor(app, mobile);
  const sent = await app.inject({ method: 'POST', url: '/api/v1/sendSms', payload: { mobile, ...captcha } });
  if (sent.json().status !== 200) {
    throw new Error(`sendSms failed: ${sent.body}`);
  }
  const code = (await outbox(app, mobile)).find((e) => e.kind === 'sms')?.text;
  const res = await app.inject({ method: 'POST', url: '/api/v1/smsLogin', payload: { mobile, smsCode: code } });
  return res.json().data.token;
}
