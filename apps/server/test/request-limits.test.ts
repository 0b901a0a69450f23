import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './login-helpers';
import { createTestApp, engines, type TestApp } from './test-app';

/**
 * Values PostgreSQL refuses (integers past a 32-bit column, NUL characters) are refused by the
 * shared request limits before any query, so both engines give the same 400 envelope.
 */
describe(`request limits on ${engines}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an id past 2^31−1 with the same 400, signed in or not', async () => {
    const token = await login(t.app);
    for (const url of [
      '/api/v1/article/detail?id=2147483648',
      '/api/v1/article/detail?id=99999999999999',
      '/api/v1/school/detail?id=2147483648',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 10001, msg: '编号超出允许的范围', data: expect.anything() });
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/article/detail?id=2147483647' });
    expect(ok.json().status).toBe(10004);
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/v1/changeToNewAccount',
      payload: { accountId: 2 ** 40 },
      headers: { authorization: token },
    });
    expect(sub.json()).toMatchObject({ status: 10001, msg: '账号超出允许的范围' });
  });

  it('answers text with a NUL character with the same 400, in queries and bodies', async () => {
    const keyword = await t.app.inject({ method: 'GET', url: '/api/v1/school/list?keyword=%E7%BE%8E%00%E9%99%A2' });
    expect(keyword.statusCode).toBe(400);
    expect(keyword.json()).toMatchObject({ status: 10001, msg: '关键词含有无法识别的字符，请删除后重试' });
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username: 'ops\u0000', password: 'x'.repeat(12), totp: '123456' },
    });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().status).toBe(10001);
    const token = await login(t.app);
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create',
      payload: { content: '学校信息\u0000有误，请核实', contact: '' },
      headers: { authorization: token },
    });
    expect(feedback.json()).toMatchObject({ status: 10001, msg: '内容含有无法识别的字符，请删除后重试' });
  });
});
