import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockServer, type MockServer } from '../test/mock-adapter';
import { ApiError, NetworkError } from './api-error';
import { get, post, setHttpFailureHandler } from './http';
import { RequestCancelled } from './http-client';
import { clearHttpCache, HTTP_CACHE_TTL_MS } from './http-cache';
import { loadingVisible, resetLoading } from './loading';
import { setToken } from './token';

let server: MockServer;
const failures: { error: unknown; silenced: boolean }[] = [];

beforeEach(() => {
  clearHttpCache();
  resetLoading();
  failures.length = 0;
  setHttpFailureHandler((error, silenced) => failures.push({ error, silenced }));
});

afterEach(() => {
  server.restore();
  setHttpFailureHandler(null);
  vi.useRealTimers();
});

describe('envelope', () => {
  it('resolves with data when status is 200', async () => {
    server = mockServer(() => envelope(200, { id: 1 }));
    await expect(get('/api/v1/memberInfo')).resolves.toEqual({ id: 1 });
  });

  it('rejects with a typed ApiError carrying status, msg and data', async () => {
    server = mockServer(() => ({ status: 200, data: { status: 10001, msg: '请输入正确的手机号', data: { errors: ['mobile'] } } }));
    const error = await post('/api/v1/sendSms', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 10001, message: '请输入正确的手机号', data: { errors: ['mobile'] } });
    expect(failures).toEqual([{ error, silenced: false }]);
  });

  it('reads the envelope of a non-2xx HTTP answer', async () => {
    server = mockServer(() => envelope(20002, null, '登录失效，请重新登录'));
    await expect(get('/api/v1/memberInfo')).rejects.toMatchObject({ status: 20002 });
  });

  it('turns an answer without envelope into a generic 50000', async () => {
    server = mockServer(() => ({ status: 502, data: '<html>Bad Gateway</html>' }));
    await expect(get('/api/v1/x')).rejects.toMatchObject({ status: 50000, message: '服务繁忙，请稍后再试' });
  });

  it('sends GET data as query parameters and the raw token in Authorization', async () => {
    setToken('tok-123');
    server = mockServer(() => envelope(200, null));
    await get('/api/v1/captcha', { mobile: '13800138000' });
    expect(server.calls[0].params).toEqual({ mobile: '13800138000' });
    expect(server.calls[0].headers.get('Authorization')).toBe('tok-123');
    expect(server.calls[0].timeout).toBe(10_000);
  });
});

describe('failures', () => {
  it('reports network and timeout failures as NetworkError', async () => {
    server = mockServer(() => ({ fail: 'network' }));
    await expect(get('/api/v1/a')).rejects.toMatchObject({ reason: 'network', message: '网络异常，请稍后再试' });
    server.restore();
    server = mockServer(() => ({ fail: 'timeout' }));
    await expect(get('/api/v1/a')).rejects.toBeInstanceOf(NetworkError);
    expect(failures.map((f) => (f.error as NetworkError).message)).toEqual(['网络异常，请稍后再试', '请求超时，请稍后再试']);
  });

  it('ignores cancelled requests: no failure reported', async () => {
    server = mockServer(() => ({ fail: 'cancel' }));
    const error = await get('/api/v1/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestCancelled);
    expect(failures).toEqual([]);
  });

  it('marks silenced failures, all codes or only listed ones', async () => {
    server = mockServer(() => envelope(10004));
    await get('/api/v1/a', undefined, { silent: true }).catch(() => null);
    await get('/api/v1/a', undefined, { silent: [10004] }).catch(() => null);
    await get('/api/v1/a', undefined, { silent: [10001] }).catch(() => null);
    expect(failures.map((f) => f.silenced)).toEqual([true, true, false]);
  });
});

describe('cache', () => {
  it('keeps flagged GET answers 3,000,000 ms by url and params', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    server = mockServer(() => envelope(200, ++n));
    expect(await get('/api/v1/dict', { a: 1, b: 2 }, { cache: true })).toBe(1);
    expect(await get('/api/v1/dict', { b: 2, a: 1 }, { cache: true })).toBe(1);
    expect(await get('/api/v1/dict', { a: 2, b: 2 }, { cache: true })).toBe(2);
    expect(await get('/api/v1/dict', { a: 1, b: 2 })).toBe(3);
    vi.setSystemTime(Date.now() + HTTP_CACHE_TTL_MS - 1);
    expect(await get('/api/v1/dict', { a: 1, b: 2 }, { cache: true })).toBe(1);
    vi.setSystemTime(Date.now() + 2);
    expect(await get('/api/v1/dict', { a: 1, b: 2 }, { cache: true })).toBe(4);
  });

  it('does not keep failures', async () => {
    let fail = true;
    server = mockServer(() => (fail ? envelope(50000) : envelope(200, 'ok')));
    await get('/api/v1/dict', undefined, { cache: true }).catch(() => null);
    fail = false;
    await expect(get('/api/v1/dict', undefined, { cache: true })).resolves.toBe('ok');
  });
});

describe('loading overlay', () => {
  it('shows 加载中 only for requests still running after 400 ms, and not for loading: false', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    server = mockServer(() => new Promise((resolve) => (release = () => resolve(envelope(200, null)))));
    const quiet = get('/api/v1/dict', undefined, { loading: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(loadingVisible.get()).toBe(false);
    release();
    await quiet;
    const slow = get('/api/v1/slow');
    await vi.advanceTimersByTimeAsync(399);
    expect(loadingVisible.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadingVisible.get()).toBe(true);
    release();
    await slow;
    await vi.advanceTimersByTimeAsync(400);
    expect(loadingVisible.get()).toBe(false);
  });
});
