import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('defaults PUBLIC_URL to this machine on PORT', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3500' }).PUBLIC_URL).toBe('http://localhost:3500');
    expect(loadConfig({ PORT: '3500', PUBLIC_URL: 'https://yizhiyuan.example.com' }).PUBLIC_URL).toBe('https://yizhiyuan.example.com');
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', APP_ENV: 'staging' })).toThrow(/PORT[\s\S]*APP_ENV|APP_ENV[\s\S]*PORT/);
  });
});
