import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('defaults PUBLIC_URL to this machine on PORT', () => {
    expect(loadConfig({ APP_ENV: 'demo' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ APP_ENV: 'demo', PORT: '3500' }).PUBLIC_URL).toBe('http://localhost:3500');
    expect(loadConfig({ APP_ENV: 'demo', PORT: '3500', PUBLIC_URL: 'https://yizhiyuan.example.com' }).PUBLIC_URL).toBe(
      'https://yizhiyuan.example.com',
    );
  });

  it('points the download QR codes at PUBLIC_URL, or this machine on PORT, unless set', () => {
    expect(loadConfig({ APP_ENV: 'demo', PORT: '3500' })).toMatchObject({
      APP_ANDROID_URL: 'http://localhost:3500/app#android',
      APP_MINIPROGRAM_URL: 'http://localhost:3500/app#miniprogram',
    });
    expect(loadConfig({ APP_ENV: 'demo', PUBLIC_URL: 'https://yizhiyuan.example.com/' })).toMatchObject({
      PUBLIC_URL: 'https://yizhiyuan.example.com',
      APP_ANDROID_URL: 'https://yizhiyuan.example.com/app#android',
      APP_MINIPROGRAM_URL: 'https://yizhiyuan.example.com/app#miniprogram',
    });
    expect(loadConfig({ APP_ENV: 'demo', APP_ANDROID_URL: 'https://store.example.com/yzy.apk' }).APP_ANDROID_URL).toBe(
      'https://store.example.com/yzy.apk',
    );
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', APP_ENV: 'staging' })).toThrow(/PORT[\s\S]*APP_ENV|APP_ENV[\s\S]*PORT/);
  });

  it('refuses to start without APP_ENV, rather than coming up as the demo', () => {
    expect(() => loadConfig({})).toThrow(/APP_ENV: is not set/);
  });

  it('trusts X-Forwarded-For only from listed proxies, and refuses TRUST_PROXY=true', () => {
    expect(loadConfig({ APP_ENV: 'demo' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ APP_ENV: 'demo', TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ APP_ENV: 'demo', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be false or a comma-separated list/);
    expect(() => loadConfig({ APP_ENV: 'demo', TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not 10\.0\.0\.0\/33/);
    expect(() => loadConfig({ APP_ENV: 'demo', TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});
