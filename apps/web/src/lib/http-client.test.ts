import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, queryString, RequestCancelled, TransportError, XSRF_HEADER, xsrfTokenOf } from './http-client';

/** A fetch that answers after `delayMs` unless the request's signal aborts first, as the browser's does. */
function fakeFetch(answer: () => Response | Promise<Response>, delayMs = 0) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        requests.push({ url, init });
        const timer = setTimeout(() => void Promise.resolve(answer()).then(resolve, reject), delayMs);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('queryString', () => {
  it('leaves out undefined and null, keeps 0, false and empty text, and encodes Chinese', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: 0, e: false, f: '', keyword: '中央美术学院' })).toBe(
      `?a=1&d=0&e=false&f=&keyword=${encodeURIComponent('中央美术学院')}`,
    );
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString()).toBe('');
  });
});

describe('createHttpClient with fetch', () => {
  it('sends the base path, the query, the JSON body with its type, and the headers read per call', async () => {
    const requests = fakeFetch(() => json({ status: 200, msg: 'ok', data: { id: 1 } }));
    let token = 'first';
    const client = createHttpClient({ baseURL: '/api/base', timeout: 1000, headers: () => ({ Authorization: token }) });
    const answer = await client.send({ method: 'post', url: '/thing', params: { page: 2 }, body: { name: '方案一' } });
    expect(answer).toMatchObject({ status: 200, data: { status: 200, msg: 'ok', data: { id: 1 } } });
    expect(requests[0].url).toBe('/api/base/thing?page=2');
    expect(requests[0].init.method).toBe('POST');
    expect(requests[0].init.body).toBe('{"name":"方案一"}');
    const headers = requests[0].init.headers as Headers;
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('first');
    token = 'second';
    await client.send({ method: 'get', url: '/other', baseURL: '/api/public' });
    expect(requests[1].url).toBe('/api/public/other');
    expect(requests[1].init.body).toBeUndefined();
    expect((requests[1].init.headers as Headers).get('Authorization')).toBe('second');
    expect((requests[1].init.headers as Headers).has('Content-Type')).toBe(false);
  });

  it('resolves with error answers too, and keeps a body that is no JSON as text', async () => {
    fakeFetch(() => json({ status: 20002, msg: '登录失效，请重新登录', data: null }, 401));
    const client = createHttpClient({ baseURL: '', timeout: 1000 });
    await expect(client.send({ method: 'get', url: '/a' })).resolves.toMatchObject({ status: 401, data: { status: 20002 } });
    fakeFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(client.send({ method: 'get', url: '/a' })).resolves.toMatchObject({ status: 502, data: '<html>Bad Gateway</html>' });
  });

  it('hands back a Blob when asked for one', async () => {
    fakeFetch(() => new Response(new Blob(['PK']), { status: 200 }));
    const client = createHttpClient({ baseURL: '', timeout: 1000 });
    const answer = await client.send({ method: 'get', url: '/file', responseType: 'blob' });
    expect(answer.data).toBeInstanceOf(Blob);
    expect(await (answer.data as Blob).text()).toBe('PK');
  });

  it('fails as a timeout when no answer comes in time, and aborts the request', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(() => json({}), 5000);
    const client = createHttpClient({ baseURL: '', timeout: 1000 });
    const sent = client.send({ method: 'get', url: '/slow' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await sent;
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(requests[0].init.signal?.aborted).toBe(true);
  });

  it('fails as a network failure when fetch itself fails', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createHttpClient({ baseURL: '', timeout: 1000 });
    await expect(client.send({ method: 'get', url: '/a' })).rejects.toMatchObject({ name: 'TransportError', reason: 'network' });
  });

  it('tells a call the caller aborted (before or while it runs) from a failure', async () => {
    fakeFetch(() => json({}), 50);
    const client = createHttpClient({ baseURL: '', timeout: 1000 });
    const running = new AbortController();
    const sent = client.send({ method: 'get', url: '/a', signal: running.signal });
    running.abort();
    await expect(sent).rejects.toBeInstanceOf(RequestCancelled);
    const before = new AbortController();
    before.abort();
    await expect(client.send({ method: 'get', url: '/a', signal: before.signal })).rejects.toBeInstanceOf(RequestCancelled);
  });

  it('answers through a stand-in transport until it is put back', async () => {
    const requests = fakeFetch(() => json({ from: 'fetch' }));
    const client = createHttpClient({ baseURL: '/b', timeout: 1000 });
    client.useTransport(async (call) => ({
      status: 200,
      headers: new Headers(),
      data: { from: 'stand-in', url: call.url, method: call.method },
    }));
    await expect(client.send({ method: 'put', url: '/x' })).resolves.toMatchObject({
      data: { from: 'stand-in', url: '/x', method: 'put' },
    });
    expect(requests).toHaveLength(0);
    client.useTransport(null);
    await expect(client.send({ method: 'get', url: '/x' })).resolves.toMatchObject({ data: { from: 'fetch' } });
  });
});

describe('the XSRF-TOKEN cookie, sent back in X-XSRF-TOKEN as axios did (docs/product-behaviour.md)', () => {
  const clearCookie = () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  };
  afterEach(clearCookie);

  it('reads the cookie among others and decodes it', () => {
    expect(xsrfTokenOf('a=1; XSRF-TOKEN=t%2Bk%3D; b=2')).toBe('t+k=');
    expect(xsrfTokenOf('XSRF-TOKEN=first')).toBe('first');
    expect(xsrfTokenOf('MY-XSRF-TOKEN=no; other=1')).toBeNull();
    expect(xsrfTokenOf('')).toBeNull();
  });

  it('sends the cookie as X-XSRF-TOKEN on same-origin calls, read per call, and never to another origin', async () => {
    const requests = fakeFetch(() => json({ status: 200, msg: 'ok', data: null }));
    const client = createHttpClient({ baseURL: '/api/v1', timeout: 1000 });
    await client.send({ method: 'post', url: '/logout' });
    expect(XSRF_HEADER).toBe('X-XSRF-TOKEN');
    expect((requests[0].init.headers as Headers).has(XSRF_HEADER)).toBe(false);
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    await client.send({ method: 'post', url: '/logout' });
    await client.send({ method: 'get', url: '/memberInfo' });
    expect((requests[1].init.headers as Headers).get(XSRF_HEADER)).toBe('abc=1');
    expect((requests[2].init.headers as Headers).get(XSRF_HEADER)).toBe('abc=1');
    document.cookie = 'XSRF-TOKEN=next; path=/';
    await client.send({ method: 'get', url: '/memberInfo' });
    expect((requests[3].init.headers as Headers).get(XSRF_HEADER)).toBe('next');
    await client.send({ method: 'get', url: '/x', baseURL: 'https://elsewhere.example' });
    expect((requests[4].init.headers as Headers).has(XSRF_HEADER)).toBe(false);
  });
});
