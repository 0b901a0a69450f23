import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';

/** The operator is known before an upload's body is read: a stranger's megabytes are never parsed. */
describe(`operator calls authenticate before the body (${engines})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unauthenticated upload 20001 even when its body is not JSON at all', async () => {
    for (const headers of [{}, { authorization: 'not-an-operator-token' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/import/upload',
        payload: `{"fileBase64":"${'A'.repeat(5_000_000)}`,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.json().status).toBe('authorization' in headers ? 20002 : 20001);
    }
  });

  it('refuses a member token on every operator write before reading its body', async () => {
    const member = await login(t.app);
    for (const url of [
      '/api/admin/v1/import/upload',
      '/api/admin/v1/import/commit',
      '/api/admin/v1/article/create',
      '/api/admin/v1/member/grantVip',
      '/api/admin/v1/vipCard/create',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '{broken',
        headers: { 'content-type': 'application/json', authorization: member },
      });
      expect(res.json().status, url).toBe(20002);
    }
  });
});
