import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@yzy/shared/contracts';
import { LOGIN_MESSAGES } from '@yzy/shared/rules';
import { login } from '../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

/** Bad input answered with the envelope and a sentence, never the wrong answer. */
describe(`request input (${engines})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  const json = { 'content-type': 'application/json' };

  it('accepts an empty JSON body where the payload is none', async () => {
    const dictionaries = await t.app.inject({ method: 'POST', url: '/api/v1/common/getDictionariesList', headers: json, payload: '' });
    expect(dictionaries.json()).toMatchObject({ status: 200 });
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { ...json, authorization: token }, payload: '' });
    expect(logout.json()).toMatchObject({ status: 200 });
  });

  it('accepts the XSRF-TOKEN cookie and the X-XSRF-TOKEN header the web client echoes it in, as any other call', async () => {
    const xsrf = { cookie: 'XSRF-TOKEN=abc%3D1; other=1', 'x-xsrf-token': 'abc=1' };
    const fresh = await login(t.app);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/memberInfo', headers: { ...xsrf, authorization: fresh } });
    expect([info.statusCode, info.json().status]).toEqual([200, 200]);
    const dictionaries = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/getDictionariesList',
      headers: { ...json, ...xsrf },
      payload: '',
    });
    expect([dictionaries.statusCode, dictionaries.json().status]).toEqual([200, 200]);
  });

  it('still asks for the fields of a call that needs a body, and still refuses broken JSON', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/sendSms', headers: json, payload: '' });
    expect(empty.json()).toMatchObject({ status: Codes.invalidInput, msg: '请填写完整后再提交' });
    const broken = await t.app.inject({ method: 'POST', url: '/api/v1/sendSms', headers: json, payload: '{"mobile":' });
    expect(broken.json()).toMatchObject({ status: Codes.invalidInput, msg: '请求格式错误' });
    const poisoned = await t.app.inject({ method: 'POST', url: '/api/v1/sendSms', headers: json, payload: '{"__proto__":{"x":1}}' });
    expect(poisoned.json()).toMatchObject({ status: Codes.invalidInput });
    // Request bodies are never decompressed (docs/performance.md): a gzip body is malformed JSON.
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sendSms',
      headers: { ...json, 'content-encoding': 'gzip' },
      payload: gzipSync('{"mobile":"13912345678"}'),
    });
    expect(gzipped.json()).toMatchObject({ status: Codes.invalidInput, msg: '请求格式错误' });
  });

  it('refuses a captcha for a malformed mobile with the mobile message, and serves one without a mobile', async () => {
    for (const mobile of ['123', '1391234567a', '%2B8613912345678', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/captcha?mobile=${mobile}` });
      expect(res.json(), mobile).toMatchObject({ status: Codes.invalidInput, msg: LOGIN_MESSAGES.mobile, data: expect.anything() });
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/captcha' });
    expect(plain.json()).toMatchObject({ status: 200, data: { captchaId: expect.any(String) } });
  });

  it('answers a missing or wrong field with a sentence naming it', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/feedback/create', headers: { authorization: token }, payload: {} });
    expect(missing.json()).toMatchObject({ status: Codes.invalidInput, msg: '请填写内容' });
    const wrongType = await t.app.inject({ method: 'GET', url: '/api/v1/school/list?page=abc', headers: { authorization: token } });
    expect(wrongType.json().msg).toMatch(/^页码/);
  });
});
