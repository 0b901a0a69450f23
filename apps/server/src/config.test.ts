import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('defaults PUBLIC_URL to this machine on PORT', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3500' }).PUBLIC_URL).toBe('http://localhost:3500');
    expect(loadConfig({ PORT: '3500', PUBLIC_URL: 'https://yizhiyuan.example.com' }).PUBLIC_URL).toBe('https://yizhiyuan.example.com');
  });

  it('points the download QR codes at PUBLIC_URL, or this machine on PORT, unless set', () => {
    expect(loadConfig({ PORT: '3500' })).toMatchObject({ APP_ANDROID_URL: 'http://localhost:3500/app#android', APP_MINIPROGRAM_URL: 'http://localhost:3500/app#miniprogram' });
    expect(loadConfig({ PUBLIC_URL: 'https://yizhiyuan.example.com/' })).toMatchObject({
      PUBLIC_URL: 'https://yizhiyuan.example.com',
      APP_ANDROID_URL: 'https://yizhiyuan.example.com/app#android',
      APP_MINIPROGRAM_URL: 'https://yizhiyuan.example.com/app#miniprogram',
    });
    expect(loadConfig({ APP_ANDROID_URL: 'https://store.example.com/yzy.apk' }).APP_ANDROID_URL).toBe('https://store.example.com/yzy.apk');
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', APP_ENV: 'staging' })).toThrow(/PORT[\s\S]*APP_ENV|APP_ENV[\s\S]*PORT/);
  });
});
