import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchIdOf, call, createSeededApp, member, type Member } from '../src/modules/filling/planning-fixtures';
import { engines, type TestApp } from './test-app';

/**
 * Held in CI on both engines: a bounded fuzz of every documented call (no 5xx, always the
 * envelope) and the ownership matrix (a member never reaches another member's data; member
 * tokens never reach operator calls).
 */
let built: TestApp;
let owner: Member;
let stranger: Member;
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  built = await createSeededApp();
  owner = await member(built, { vip: true });
  stranger = await member(built, { vip: true });
  const document = (await built.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
  );
});
afterAll(async () => {
  await built.close();
});

const QUERIES = [
  'id=abc',
  'id=-1&page=0&size=100000',
  'id=99999999999&page=2147483648',
  'id=1&id=2',
  'keyword=%00%E7%BE%8E',
  `keyword=${'长'.repeat(600)}`,
  'page[x]=1&size=1e999',
  'provinceId=NaN&batchId=0x10',
];
const BODIES = [
  '{bad',
  '[]',
  'null',
  '"text"',
  '{}',
  '{"id":"x","name":{"a":1},"accountId":-5}',
  '{"id":1e400,"batchId":99999999999,"mobile":"13800138000\\u0000"}',
  JSON.stringify({ id: 1, content: 'x'.repeat(70_000), entries: Array(500).fill({ planId: 'x' }) }),
];

describe(`bounded fuzz of every documented call (${engines})`, () => {
  it('never answers 5xx and always answers the envelope, with and without a token', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      // Logging out would end the token the rest of the fuzz signs in with.
      if (!url.startsWith('/api/') || url.includes('/pay/wechat/notify') || url.endsWith('/logout')) {
        continue;
      }
      const variants: { url: string; payload?: string; headers: Record<string, string> }[] =
        method === 'GET'
          ? QUERIES.map((q) => ({ url: `${url}?${q}`, headers: {} }))
          : BODIES.map((payload) => ({ url, payload, headers: { 'content-type': 'application/json' } }));
      for (const token of [undefined, owner.token]) {
        for (const variant of variants) {
          const res = await built.app.inject({
            method: method as 'GET',
            ...variant,
            headers: { ...variant.headers, ...(token ? { authorization: token } : {}) },
          });
          const isFile = /spreadsheet|csv|octet-stream/.test(String(res.headers['content-type']));
          const body = isFile ? null : (res.json() as { status?: unknown; msg?: unknown });
          if (res.statusCode >= 500 || (!isFile && (typeof body?.status !== 'number' || typeof body.msg !== 'string'))) {
            failures.push(`${method} ${variant.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe(`ownership matrix (${engines})`, () => {
  // Fresh members: the fuzz above may have changed the first ones' profiles.
  beforeAll(async () => {
    owner = await member(built, { vip: true });
    stranger = await member(built, { vip: true });
  });

  it("never lets a member read, change or export another member's volunteer table", async () => {
    const batchId = await batchIdOf(built, owner.token, '艺术类本科批');
    const table = await call<{ id: number }>(built, 'POST', '/api/v1/volunteer/create', owner.token, { name: '我的方案', batchId });
    expect(table.status).toBe(200);
    const id = table.data.id;
    const before = await call(built, 'GET', `/api/v1/volunteer/detail?id=${id}`, owner.token);
    const attempts: [string, string, object?][] = [
      ['GET', `/api/v1/volunteer/detail?id=${id}`],
      ['GET', `/api/v1/volunteer/analysis?id=${id}`],
      ['GET', `/api/v1/volunteer/export?id=${id}`],
      ['PUT', '/api/v1/volunteer/update', { id, name: '改掉' }],
      ['POST', '/api/v1/volunteer/setCurrent', { id }],
      ['POST', '/api/v1/volunteer/entry/add', { id, planId: 1 }],
      ['POST', '/api/v1/volunteer/entry/remove', { id, planId: 1 }],
      ['POST', '/api/v1/volunteer/delete', { id }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(built, method as 'GET', url, stranger.token, payload);
      expect([403, 404, 400], `${method} ${url}`).toContain(res.httpStatus);
    }
    const list = await call<{ content: { id: number }[] }>(built, 'GET', '/api/v1/volunteer/list', stranger.token);
    expect(list.data.content.map((t) => t.id)).not.toContain(id);
    expect(await call(built, 'GET', `/api/v1/volunteer/detail?id=${id}`, owner.token)).toEqual(before);
  });

  it('never lets a member token reach any operator call', async () => {
    const adminRoutes = routes.filter((r) => r.url.startsWith('/api/admin/') && r.url !== '/api/admin/v1/login');
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const { method, url } of adminRoutes) {
      const res = await built.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: owner.token },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.json().status, `${method} ${url}`).toBe(20002);
    }
  });

  it("never lets a member manage another's sub-accounts or switch into another group", async () => {
    const res = await call(built, 'GET', '/api/v1/member/getMySubAccountList', stranger.token);
    expect(res.status).toBe(10008);
    const other = await call(built, 'POST', '/api/v1/changeToNewAccount', stranger.token, { accountId: owner.id });
    expect(other.httpStatus).toBe(403);
  });
});
