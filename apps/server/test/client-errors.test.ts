import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** What Node's HTTP parser refuses never reaches inject(): these go through a real socket. */
describe('requests refused before routing', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers an over-long URL with 431 and the envelope', async () => {
    const res = await send(`/api/v1/school/list?keyword=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ status: 10001, msg: '请求地址或请求头过长', data: null });
  });

  it('answers an over-long header the same way, and still serves afterwards', async () => {
    const res = await send('/api/v1/banner', { 'x-filler': 'b'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).status).toBe(10001);
    expect(JSON.parse((await send('/api/v1/banner')).body).status).toBe(200);
  });
});
