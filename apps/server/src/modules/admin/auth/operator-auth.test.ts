import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';
import { login } from '../../../../test/login-helpers';
import { auditRows, get, loginOperator, newOperator, post, totpNow } from '../admin-test-helpers';
import { OPERATOR_LOGIN_LIMITS } from './login.service';
import { resetOperator, setOperatorEnabled } from './operator-accounts';
import { hashPassword, verifyPassword } from './password';
import { generateTotpSecret, matchTotp, otpauthUrl, totpCode } from './totp';

/** RFC 6238's test key "12345678901234567890" in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP and passwords', () => {
  it('matches the RFC 6238 SHA-1 test vectors (last six digits)', () => {
    const secret = RFC_SECRET;
    expect(totpCode(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(secret, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpCode(secret, Math.floor(20000000000 / 30))).toBe('353130');
  });

  it('accepts one step of drift either side and nothing further', () => {
    const secret = RFC_SECRET;
    const now = 1111111109;
    const step = Math.floor(now / 30);
    expect(matchTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step + 2), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step), now)).toBe(step);
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl('艺志愿', 'ops', secret));
    expect([url.protocol, url.host, decodeURIComponent(url.pathname)]).toEqual(['otpauth:', 'totp', '/艺志愿:ops']);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: '艺志愿' });
  });

  it('hashes passwords with scrypt and a per-hash salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe(`operator login and tokens (${engines})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in with password and TOTP, audits it, and answers /me', async () => {
    const op = await loginOperator(t);
    expect(op.token.length).toBeGreaterThan(30);
    const me = await get<{ username: string }>(t, '/api/admin/v1/me', op.token);
    expect(me.status).toBe(200);
    expect(me.data.username).toBe(op.username);
    expect((await auditRows(t, 'operator.login', op.id)).length).toBe(1);
    const stored = await t.deps.db
      .selectFrom('operator_sessions')
      .select(['token_hash', 'expires_at', 'created_at'])
      .where('operator_id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(op.token);
    expect(Number(stored.expires_at) - Number(stored.created_at)).toBe(12 * 3600);
  });

  it('refuses a wrong password, a wrong TOTP, an unknown user and a replayed code with one message', async () => {
    const op = await newOperator(t);
    const attempt = (password: string, totp: string, username = op.username) =>
      post(t, '/api/admin/v1/login', { username, password, totp }, undefined, '10.1.0.1');
    for (const res of [
      await attempt('wrong', totpNow(op.totpSecret)),
      await attempt(op.password, '000000'),
      await attempt(op.password, totpNow(op.totpSecret), 'nobody-here'),
    ]) {
      expect(res).toMatchObject({ status: 10001, httpStatus: 400, msg: '用户名、密码或动态验证码错误' });
    }
    const code = totpNow(op.totpSecret);
    expect((await attempt(op.password, code)).status).toBe(200);
    expect((await attempt(op.password, code)).status).toBe(10001);
    expect((await post(t, '/api/admin/v1/login', { username: op.username, password: op.password, totp: '12ab' })).msg).toBe(
      '请输入6位动态验证码',
    );
  });

  it('locks a username after five failures, even for the right password, and an IP after twenty', async () => {
    const op = await newOperator(t);
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.perUsername; i += 1) {
      expect(
        (await post(t, '/api/admin/v1/login', { username: op.username, password: 'nope', totp: '000000' }, undefined, '10.2.0.1')).status,
      ).toBe(10001);
    }
    const locked = await post<{ retryAfter: number }>(
      t,
      '/api/admin/v1/login',
      { username: op.username, password: op.password, totp: totpNow(op.totpSecret) },
      undefined,
      '10.2.0.2',
    );
    expect(locked).toMatchObject({ status: 10003, httpStatus: 429 });
    expect(locked.msg).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
    expect(locked.data.retryAfter).toBeGreaterThan(0);

    const other = await newOperator(t);
    for (let i = 0; i < OPERATOR_LOGIN_LIMITS.perIp; i += 1) {
      await post(t, '/api/admin/v1/login', { username: `guess${i}`, password: 'nope', totp: '000000' }, undefined, '10.3.0.1');
    }
    expect(
      (
        await post(
          t,
          '/api/admin/v1/login',
          { username: other.username, password: other.password, totp: totpNow(other.totpSecret) },
          undefined,
          '10.3.0.1',
        )
      ).status,
    ).toBe(10003);
    expect(
      (
        await post(
          t,
          '/api/admin/v1/login',
          { username: other.username, password: other.password, totp: totpNow(other.totpSecret) },
          undefined,
          '10.3.0.2',
        )
      ).status,
    ).toBe(200);
  });

  it('evaluates no more than five of thirty concurrent wrong passwords for one username', async () => {
    const op = await newOperator(t);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(t, '/api/admin/v1/login', { username: op.username, password: `guess-${i}`, totp: '000000' }, undefined, `10.4.0.${i + 1}`),
      ),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 10001)).toHaveLength(OPERATOR_LOGIN_LIMITS.perUsername);
    expect(statuses.filter((s) => s === 10003)).toHaveLength(30 - OPERATOR_LOGIN_LIMITS.perUsername);
  });

  it('never lets a member token reach an operator call, nor an operator token a member call', async () => {
    const memberToken = await login(t.app);
    const op = await loginOperator(t);
    for (const url of [
      '/api/admin/v1/me',
      '/api/admin/v1/dashboard',
      '/api/admin/v1/member/list',
      '/api/admin/v1/audit/list',
      '/api/admin/v1/import/tables',
    ]) {
      expect((await get(t, url, memberToken)).status, url).toBe(20002);
      expect((await get(t, url)).status, url).toBe(20001);
      expect((await get(t, url, op.token)).status, url).toBe(200);
    }
    expect((await post(t, '/api/admin/v1/member/superVip', { memberId: 1, isSuperVip: true }, memberToken)).status).toBe(20002);
    expect((await post(t, '/api/admin/v1/import/commit', { importId: 'imp0' }, memberToken)).status).toBe(20002);
    expect((await get(t, '/api/v1/memberInfo', op.token)).status).toBe(20002);
    expect((await get(t, '/api/v1/memberInfo', memberToken)).status).toBe(200);
  });

  it('ends a session on logout, on expiry, and when the operator is disabled or reset', async () => {
    const op = await loginOperator(t);
    expect((await post(t, '/api/admin/v1/logout', {}, op.token)).status).toBe(200);
    expect((await get(t, '/api/admin/v1/me', op.token)).status).toBe(20004);
    expect((await auditRows(t, 'operator.logout', op.id)).length).toBe(1);

    const expiring = await loginOperator(t);
    await t.deps.db.updateTable('operator_sessions').set({ expires_at: 1 }).where('operator_id', '=', expiring.id).execute();
    expect((await get(t, '/api/admin/v1/me', expiring.token)).status).toBe(20003);

    const disabled = await loginOperator(t);
    await setOperatorEnabled(t.deps.db, disabled.username, false);
    expect((await get(t, '/api/admin/v1/me', disabled.token)).status).toBe(20004);
    const refused = await post(t, '/api/admin/v1/login', {
      username: disabled.username,
      password: disabled.password,
      totp: totpNow(disabled.totpSecret, 1),
    });
    expect(refused.status).toBe(10002);

    const reset = await loginOperator(t);
    const fresh = await resetOperator(t.deps.db, reset.username, '艺志愿');
    expect(fresh.password).not.toBe(reset.password);
    expect((await get(t, '/api/admin/v1/me', reset.token)).status).toBe(20004);
    expect(
      (await post(t, '/api/admin/v1/login', { username: reset.username, password: fresh.password, totp: totpNow(fresh.totpSecret) }))
        .status,
    ).toBe(200);
  });

  it('documents every operator call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>).filter((p) => p.startsWith('/api/admin/v1/'));
    expect(paths.length).toBeGreaterThanOrEqual(35);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/v1/login',
        '/api/admin/v1/import/upload',
        '/api/admin/v1/order/reconcile',
        '/api/admin/v1/member/grantVip',
      ]),
    );
  });
});
