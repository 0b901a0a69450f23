import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { login } from '../../test/login-helpers';
import { shareRow } from '../lib/shared-rows';
import { COMPRESSION, registerCompression } from './compression';
import { responseSerializerCompiler } from './response-serializer';
import { securityHeaders } from './security-headers';

/** How answers leave the server: security headers, compression by size, precompressed web files, serialization. */
describe('delivery', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'yzy-web-'));
  const indexHtml = `<!doctype html><title>艺志愿</title>${'<p>x</p>'.repeat(300)}`;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(indexHtml));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync(indexHtml));
    ({ app } = await buildApp(testConfig(), { webDist }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the security headers, the app CSP included, on API answers, errors and pages', async () => {
    for (const url of ['/api/v1/getProvinceList', '/api/v1/nope', '/', '/school']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('computes the headers as helmet does, once', () => {
    const headers = securityHeaders();
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("img-src 'self' data: https:");
  });

  it('compresses a large JSON answer for a browser and leaves a small one as it is', async () => {
    const encoding = { 'accept-encoding': 'gzip, deflate, br' };
    // The OpenAPI document: a JSON answer of many kilobytes.
    const large = await app.inject({ method: 'GET', url: '/api/docs/json', headers: encoding });
    expect(large.rawPayload.length).toBeGreaterThan(0);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const token = await login(app);
    const small = await app.inject({ method: 'GET', url: '/api/v1/memberInfo', headers: { ...encoding, authorization: token } });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe(200);
  });

  it('sends the precompressed page as it is, uncached, at / and through the SPA fallback', async () => {
    for (const url of ['/', '/school']) {
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers['content-type'], url).toContain('text/html');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(indexHtml);
      const identity = await app.inject({ method: 'GET', url });
      expect(identity.headers['content-encoding'], url).toBeUndefined();
      expect(identity.body, url).toBe(indexHtml);
    }
  });
});

describe('response serializer', () => {
  const schema = z.object({
    status: z.literal(200),
    data: z.object({ id: z.number().int(), name: z.string().nullable(), tags: z.array(z.string()) }),
  });

  async function serverWith(verify: boolean, data: unknown) {
    const server = Fastify();
    server.setSerializerCompiler(responseSerializerCompiler(verify));
    server.get('/', { schema: { response: { 200: schema } } }, async () => data);
    return server;
  }

  it('writes only the schema fields, without re-validating, in production', async () => {
    const server = await serverWith(false, { status: 200, data: { id: 1, name: null, tags: ['a'], mobile: '13800138000' }, secret: 'x' });
    const res = await server.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ status: 200, data: { id: 1, name: null, tags: ['a'] } });
    await server.close();
  });

  it('validates against the zod schema under tests, so a wrong answer fails', async () => {
    const server = await serverWith(true, { status: 200, data: { id: 'one', name: null, tags: [] } });
    const res = await server.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    await server.close();
    const good = await serverWith(true, { status: 200, data: { id: 2, name: '央美', tags: [], extra: true } });
    expect((await good.inject({ method: 'GET', url: '/' })).json()).toEqual({ status: 200, data: { id: 2, name: '央美', tags: [] } });
    await good.close();
  });

  describe('rows written once', () => {
    const school = z.object({ id: z.number(), name: z.string(), note: z.string().nullable() });
    const page = z.object({
      status: z.literal(200),
      msg: z.string(),
      data: z.object({ content: z.array(school), total: z.number(), other: school.nullable() }),
    });

    async function pageServer(verify: boolean, answer: () => unknown) {
      const server = Fastify();
      server.setSerializerCompiler(responseSerializerCompiler(verify));
      server.get('/', { schema: { response: { 200: page } } }, async () => answer());
      return server;
    }

    it('reuses the JSON of a shared row and writes every other row afresh', async () => {
      const shared = shareRow({ id: 1, name: '中央美术学院 "content":[]', note: null, secret: 'x' });
      const fresh = { id: 2, name: '中国美术学院', note: '杭州' };
      const body = {
        status: 200,
        msg: 'ok',
        data: { content: [shared, fresh], total: 2, other: { id: 3, name: '"content":[]', note: null } },
      };
      const server = await pageServer(false, () => body);
      const first = (await server.inject({ method: 'GET', url: '/' })).json();
      expect(first).toEqual({
        status: 200,
        msg: 'ok',
        data: {
          content: [{ id: 1, name: '中央美术学院 "content":[]', note: null }, fresh],
          total: 2,
          other: { id: 3, name: '"content":[]', note: null },
        },
      });
      // Changed in place (which a shared row promises never to be): the written JSON is reused,
      // while the unshared row is written again.
      shared.name = '改过';
      fresh.name = '也改过';
      const second = (await server.inject({ method: 'GET', url: '/' })).json();
      expect(second.data.content.map((r: { name: string }) => r.name)).toEqual(['中央美术学院 "content":[]', '也改过']);
      await server.close();
    });

    it('fails under tests when a shared row was changed after it was written', async () => {
      const shared = shareRow({ id: 1, name: '中央美术学院', note: null as string | null });
      const server = await pageServer(true, () => ({ status: 200, msg: 'ok', data: { content: [shared], total: 1, other: null } }));
      expect((await server.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      shared.note = '北京';
      expect((await server.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
      await server.close();
    });

    it('sends a page past COMPRESSION.minBytes as bytes made of its rows, with its length, and compresses them for a browser', async () => {
      const rows = Array.from({ length: 200 }, (_, i) => shareRow({ id: i, name: `第${i}所学院 "content":[] \u2028`, note: null }));
      const fresh = { id: 999, name: '未共享', note: '杭州' };
      const body = { status: 200, msg: 'ok', data: { content: [...rows, fresh], total: 201, other: null } };
      const expected = { ...body, data: { ...body.data, content: [...rows, fresh].map(({ id, name, note }) => ({ id, name, note })) } };
      const server = await pageServer(false, () => body);
      registerCompression(server);
      for (let i = 0; i < 2; i += 1) {
        const plain = await server.inject({ method: 'GET', url: '/' });
        expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESSION.minBytes);
        expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
        expect(plain.headers['content-type']).toMatch(/^application\/json/);
        expect(plain.json()).toEqual(expected);
      }
      const compressed = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(expected);
      await server.close();
    });

    it('writes an empty page as the whole answer', async () => {
      const server = await pageServer(true, () => ({ status: 200, msg: 'ok', data: { content: [], total: 0, other: null } }));
      expect((await server.inject({ method: 'GET', url: '/' })).json()).toEqual({
        status: 200,
        msg: 'ok',
        data: { content: [], total: 0, other: null },
      });
      await server.close();
    });
  });
});
