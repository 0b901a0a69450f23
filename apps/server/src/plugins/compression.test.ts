import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferredEncoding, registerCompression } from './compression';
import { createIndexPage } from './index-page';

describe('preferredEncoding', () => {
  it('prefers br, honours q-values and refusals, and reads * as either', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('index page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'yzy-index-'));
  const first = `<!doctype html><title>艺志愿</title>${'<p>first</p>'.repeat(200)}`;

  function writePage(html: string, atSeconds: number, copies: boolean) {
    writeFileSync(join(dist, 'index.html'), html);
    utimesSync(join(dist, 'index.html'), atSeconds, atSeconds);
    if (copies) {
      writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
      writeFileSync(join(dist, 'index.html.gz'), gzipSync(html));
      utimesSync(join(dist, 'index.html.br'), atSeconds, atSeconds);
      utimesSync(join(dist, 'index.html.gz'), atSeconds, atSeconds);
    }
  }

  async function server() {
    const app = Fastify();
    registerCompression(app);
    app.get('/', createIndexPage(dist));
    return app;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    writePage(first, 1_700_000_000, true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers in the accepted encoding, uncached, and 304 for a matching ETag', async () => {
    const app = await server();
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first);
    const identity = await app.inject({ url: '/' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(first);

    const etag = String(identity.headers.etag);
    expect((await app.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    await app.close();
  });

  it('serves a rebuilt page within a second, compressing it when the copies on disk are older', async () => {
    const app = await server();
    const oldEtag = (await app.inject({ url: '/' })).headers.etag;
    const second = first.replaceAll('first', 'second');
    // A build caught half way: the new page is written, its compressed copies are still the old ones.
    writePage(second, 1_700_000_100, false);
    expect((await app.inject({ url: '/' })).body).toBe(first);
    vi.setSystemTime(Date.now() + 1000);
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(second);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(second);
    expect(br.headers.etag).not.toBe(oldEtag);
    await app.close();
  });

  it('compresses a large JSON answer once, but not a small one or one the client cannot read', async () => {
    const app = Fastify();
    registerCompression(app);
    app.get('/large', async () => ({ rows: Array.from({ length: 600 }, (_, i) => ({ i, name: `示例${i}` })) }));
    // ~7 kB: fits the first flight of segments, sent as it is.
    app.get('/small', async () => ({ rows: Array.from({ length: 250 }, (_, i) => ({ i, name: `示例${i}` })) }));
    const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(Number(large.headers['content-length'])).toBe(large.rawPayload.length);
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).rows).toHaveLength(600);
    expect((await app.inject({ url: '/large', headers: { 'accept-encoding': 'deflate' } })).headers['content-encoding']).toBeUndefined();
    expect((await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
