import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockServer, type MockServer } from '../test/mock-adapter';
import { get, setHttpFailureHandler } from './http';
import { createHttpEffects, type HttpEffectsDeps } from './http-effects';
import { clearToken, getToken, setToken } from './token';

let server: MockServer;
let deps: HttpEffectsDeps & { toasts: string[] };

beforeEach(() => {
  vi.useFakeTimers();
  const toasts: string[] = [];
  deps = {
    toasts,
    toast: (text) => toasts.push(text),
    clearToken: vi.fn(clearToken),
    goHome: vi.fn(),
    openVipDialog: vi.fn(),
    openScoreDialog: vi.fn(),
    schedule: (run, ms) => {
      setTimeout(run, ms);
    },
  };
  setHttpFailureHandler(createHttpEffects(deps));
});

afterEach(() => {
  server.restore();
  setHttpFailureHandler(null);
  vi.useRealTimers();
});

describe('HTTP effects', () => {
  it.each([20001, 20002, 20003, 20004, 10002])('%i: 登录失效, token cleared, home after 1 s', async (code) => {
    setToken('old-token');
    server = mockServer(() => envelope(code, null, '登录失效，请重新登录'));
    await get('/api/v1/memberInfo').catch(() => null);
    expect(deps.toasts).toEqual(['登录失效']);
    expect(getToken()).toBeNull();
    expect(deps.goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(deps.goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.goHome).toHaveBeenCalledTimes(1);
  });

  it('reacts once when several calls lose the session together, even silenced ones', async () => {
    server = mockServer(() => envelope(20003));
    await Promise.all([get('/a', undefined, { silent: true }).catch(() => null), get('/b').catch(() => null)]);
    vi.advanceTimersByTime(1000);
    expect(deps.toasts).toEqual(['登录失效']);
    expect(deps.goHome).toHaveBeenCalledTimes(1);
  });

  it('toasts the msg of other codes unless silenced', async () => {
    server = mockServer(() => envelope(10003, 60, '操作过于频繁，请稍后再试'));
    await get('/a').catch(() => null);
    await get('/a', undefined, { silent: true }).catch(() => null);
    expect(deps.toasts).toEqual(['操作过于频繁，请稍后再试']);
    expect(deps.goHome).not.toHaveBeenCalled();
  });

  it('opens the VIP dialog on 10005 and the score dialog on 10006', async () => {
    server = mockServer((config) => envelope(config.url === '/vip' ? 10005 : 10006));
    await get('/vip').catch(() => null);
    await get('/score').catch(() => null);
    expect(deps.openVipDialog).toHaveBeenCalledTimes(1);
    expect(deps.openScoreDialog).toHaveBeenCalledTimes(1);
  });

  it('shows the msg of a 50000', async () => {
    server = mockServer(() => envelope(50000, null, '服务繁忙，请稍后再试'));
    await get('/a').catch(() => null);
    expect(deps.toasts).toEqual(['服务繁忙，请稍后再试']);
  });

  it('toasts network and timeout failures in Chinese, ignores cancellations', async () => {
    const fails = ['network', 'timeout', 'cancel'] as const;
    let i = 0;
    server = mockServer(() => ({ fail: fails[i++] }));
    for (let n = 0; n < fails.length; n += 1) {
      await get('/a').catch(() => null);
    }
    expect(deps.toasts).toEqual(['网络异常，请稍后再试', '请求超时，请稍后再试']);
  });
});
