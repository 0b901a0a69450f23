import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaFor, freshMobile, login, outbox } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { hashToken } from './session.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_DAILY_CAP: '3', SMS_IP_HOURLY_CAP: '1000' });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function sendCode(mobile: string) {
  const captcha = await captchaFor(t.app, mobile);
  return post('/api/v1/sendSms', { mobile, ...captcha });
}

async function latestCode(mobile: string): Promise<string> {
  const entry = (await outbox(t.app, mobile)).find((e) => e.kind === 'sms');
  if (!entry) {
    throw new Error('no code in outbox');
  }
  return entry.text;
}

describe(`login on ${engines}`, () => {
  it('issues a 4-character svg captcha as a data URL', async () => {
    const res = await get('/api/v1/captcha');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.captchaBase64).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.data.captchaId).toMatch(/[0-9a-f-]{36}/);
  });

  it('logs in end to end, registers on first login and returns member info', async () => {
    const mobile = freshMobile();
    const token = await login(t.app, mobile);
    const info = await get('/api/v1/memberInfo', { authorization: token });
    const data = info.json().data;
    expect(data.id).toBeGreaterThan(0);
    expect(data.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(data.vipLevel).toBe(1);
    expect(data.vipCardName).toBe('非VIP');
    expect(data.role).toBe(0);
    expect(data.memberNemtInfo).toBeNull();
    await t.deps.store.limiter('sms-mobile-cooldown', 1, 60).delete(mobile);
    const again = await login(t.app, mobile);
    const second = await get('/api/v1/memberInfo', { authorization: `Bearer ${again}` });
    expect(second.json().data.id).toBe(data.id);
  });

  it('refuses a malformed mobile with a Chinese message naming it', async () => {
    for (const mobile of ['1234', '12812345678', '1381234567a', '138123456789']) {
      const res = await post('/api/v1/sendSms', { mobile, captcha: 'abcd', captchaId: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 10001, msg: '请输入正确的手机号' });
    }
  });

  it('asks for the captcha first and for 4 characters', async () => {
    const mobile = freshMobile();
    const none = await post('/api/v1/sendSms', { mobile, captcha: '', captchaId: 'x' });
    expect(none.json()).toMatchObject({ status: 10001, msg: '请先输入图片验证码' });
    const short = await post('/api/v1/sendSms', { mobile, captcha: 'abc', captchaId: 'x' });
    expect(short.json()).toMatchObject({ status: 10001, msg: '请输入4位图片验证码' });
  });

  it('refuses a wrong captcha and burns it, so a reused captcha fails too', async () => {
    const mobile = freshMobile();
    const { captchaId, captcha } = await captchaFor(t.app, mobile);
    const wrong = captcha === 'zzzz' ? 'yyyy' : 'zzzz';
    const first = await post('/api/v1/sendSms', { mobile, captchaId, captcha: wrong });
    expect(first.json().status).toBe(30001);
    const reused = await post('/api/v1/sendSms', { mobile, captchaId, captcha });
    expect(reused.json().status).toBe(30001);
  });

  it('accepts the captcha in any letter case, once', async () => {
    const mobile = freshMobile();
    const { captchaId, captcha } = await captchaFor(t.app, mobile);
    const ok = await post('/api/v1/sendSms', { mobile, captchaId, captcha: captcha.toUpperCase() });
    expect(ok.json()).toMatchObject({ status: 200, data: { cooldown: 60 } });
    const reused = await post('/api/v1/sendSms', { mobile, captchaId, captcha });
    expect(reused.json().status).toBe(30001);
  });

  it('holds a 60 s cooldown per mobile with the wait in seconds', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile)).json().status).toBe(200);
    const again = await sendCode(mobile);
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body.status).toBe(10003);
    expect(body.data.retryAfter).toBeGreaterThan(50);
    expect(body.data.retryAfter).toBeLessThanOrEqual(60);
  });

  it('caps codes per mobile per day', async () => {
    const mobile = freshMobile();
    const daily = t.deps.store.limiter('sms-mobile-daily', 3, 86400);
    await daily.consume(mobile, 3);
    const res = await sendCode(mobile);
    expect(res.json().status).toBe(10003);
  });

  it('caps codes per IP', async () => {
    const capped = await createTestApp({ SMS_IP_HOURLY_CAP: '2' });
    try {
      const send = async () => {
        const mobile = freshMobile();
        const captcha = await captchaFor(capped.app, mobile);
        return capped.app.inject({ method: 'POST', url: '/api/v1/sendSms', payload: { mobile, ...captcha } });
      };
      expect((await send()).json().status).toBe(200);
      expect((await send()).json().status).toBe(200);
      expect((await send()).json().status).toBe(10003);
    } finally {
      await capped.close();
    }
  });

  it('a send refused by one cap costs nothing of the others: the mobile keeps its cooldown and daily quota', async () => {
    const capped = await createTestApp({ SMS_IP_HOURLY_CAP: '1', SMS_DAILY_CAP: '2' });
    try {
      const send = async (mobile: string, remoteAddress: string) => {
        const captcha = await captchaFor(capped.app, mobile);
        return capped.app.inject({ method: 'POST', url: '/api/v1/sendSms', payload: { mobile, ...captcha }, remoteAddress });
      };
      const victim = freshMobile();
      expect((await send(freshMobile(), '10.0.0.1')).json().status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect((await send(victim, '10.0.0.1')).json().status).toBe(10003);
      }
      expect((await send(victim, '10.0.0.2')).json().status).toBe(200);
      const daily = await capped.deps.store.limiter('sms-mobile-daily', 2, 86400).get(victim);
      expect(daily?.consumedPoints).toBe(1);
    } finally {
      await capped.close();
    }
  });

  it('believes X-Forwarded-For from a listed proxy only, so rotating it does not escape the per-IP cap', async () => {
    const capped = await createTestApp({ SMS_IP_HOURLY_CAP: '1', TRUST_PROXY: '10.9.0.0/16' });
    try {
      const send = async (remoteAddress: string, forwardedFor: string) => {
        const mobile = freshMobile();
        const captcha = await captchaFor(capped.app, mobile);
        return capped.app.inject({
          method: 'POST',
          url: '/api/v1/sendSms',
          payload: { mobile, ...captcha },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      };
      expect((await send('203.0.113.9', '198.51.100.1')).json().status).toBe(200);
      expect((await send('203.0.113.9', '198.51.100.2')).json().status).toBe(10003);
      expect((await send('10.9.0.1', '198.51.100.3')).json().status).toBe(200);
      expect((await send('10.9.0.1', '198.51.100.4')).json().status).toBe(200);
      expect((await send('10.9.0.2', '198.51.100.4')).json().status).toBe(10003);
    } finally {
      await capped.close();
    }
  });

  it('burns the code on the fifth wrong try', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const code = await latestCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await post('/api/v1/smsLogin', { mobile, smsCode: wrong });
      expect(res.json()).toMatchObject({ status: 30002, msg: '短信验证码错误或已过期' });
    }
    const fifth = await post('/api/v1/smsLogin', { mobile, smsCode: wrong });
    expect(fifth.json()).toMatchObject({ status: 30002, msg: '验证码错误次数过多，请重新获取' });
    const right = await post('/api/v1/smsLogin', { mobile, smsCode: code });
    expect(right.json().status).toBe(30002);
  });

  it('uses a code once only', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const code = await latestCode(mobile);
    expect((await post('/api/v1/smsLogin', { mobile, smsCode: code })).json().status).toBe(200);
    expect((await post('/api/v1/smsLogin', { mobile, smsCode: code })).json().status).toBe(30002);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const code = await latestCode(mobile);
    await t.deps.store.del(`sms:code:${mobile}`);
    expect((await post('/api/v1/smsLogin', { mobile, smsCode: code })).json().status).toBe(30002);
  });

  it('refuses a code that is not 4 digits', async () => {
    const res = await post('/api/v1/smsLogin', { mobile: freshMobile(), smsCode: '12a4' });
    expect(res.json()).toMatchObject({ status: 10001, msg: '请输入4位短信验证码' });
  });

  it('answers the session codes: missing, unknown, expired, revoked', async () => {
    expect((await get('/api/v1/memberInfo')).json().status).toBe(20001);
    const unknown = await get('/api/v1/memberInfo', { authorization: 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().status).toBe(20002);

    // Each session is read once before it changes: the change must reach the next request (db/read-cache.ts).
    const expiring = await login(t.app);
    expect((await get('/api/v1/memberInfo', { authorization: expiring })).json().status).toBe(200);
    await t.deps.db.updateTable('sessions').set({ expires_at: 1 }).where('token_hash', '=', hashToken(expiring)).execute();
    expect((await get('/api/v1/memberInfo', { authorization: expiring })).json().status).toBe(20003);

    const token = await login(t.app);
    expect((await post('/api/v1/logout', {}, { authorization: token })).json().status).toBe(200);
    expect((await get('/api/v1/memberInfo', { authorization: token })).json().status).toBe(20004);
  });

  it('answers 10002 for a disabled account', async () => {
    const mobile = freshMobile();
    const token = await login(t.app, mobile);
    expect((await get('/api/v1/memberInfo', { authorization: token })).json().status).toBe(200);
    await t.deps.db.updateTable('members').set({ disabled: 1 }).where('mobile', '=', mobile).execute();
    const res = await get('/api/v1/memberInfo', { authorization: token });
    expect(res.json().status).toBe(10002);
  });

  it('answers unknown API paths and bad JSON with envelopes, never a stack', async () => {
    const unknown = await get('/api/v1/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 10004, msg: '接口不存在', data: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/smsLogin',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.json()).toMatchObject({ status: 10001 });
  });

  it('serves the OpenAPI document outside production', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/smsLogin');
  });
});

describe('production mode', () => {
  it('has no dev outbox and publishes no API document', async () => {
    const { buildApp } = await import('../../app');
    const { loadConfig } = await import('../../config');
    const config = loadConfig({
      APP_ENV: 'production',
      DATABASE_URL: ':memory:',
      LOG_LEVEL: 'silent',
      SMS_PROVIDER: 'tencent',
      TENCENT_SECRET_ID: 'id',
      TENCENT_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '艺志愿',
      TENCENT_SMS_TEMPLATE_ID: '100',
      PAY_PROVIDER: 'wechat',
      PUBLIC_URL: 'https://yizhiyuan.example.com',
      ...wechatKeys(),
    });
    const { app } = await buildApp(config, { webDist: null, sms: { name: 'test', sendLoginCode: async () => {} } });
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=13800138000' });
    expect(res.json().status).toBe(10004);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await app.inject({ method: 'GET', url })).json(), url).toMatchObject({ status: 10004 });
    }
    await app.close();
  });

  it('refuses to start with console SMS or sandbox payment', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/SMS_PROVIDER must be aliyun or tencent[\s\S]*PAY_PROVIDER must be wechat/);
  });
});

/** Well-formed WeChat Pay settings with keys made here: production refuses to start without them. */
function wechatKeys(): Record<string, string> {
  const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = pem();
  const platform = pem();
  return {
    WECHAT_APP_ID: 'wx0000000000000000',
    WECHAT_MCH_ID: '1900000000',
    WECHAT_MCH_SERIAL_NO: 'MERCHANTSERIAL',
    WECHAT_MCH_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
    WECHAT_PLATFORM_PUBLIC_KEY: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHAT_PLATFORM_SERIAL: 'PLATFORMSERIAL',
    WECHAT_APP_SECRET: 'app-secret-for-web-authorisation',
  };
}
