import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createStore } from '../providers/store';
import { captchaFor, outbox } from '../../test/login-helpers';
import { maskMobilesIn } from './logger';

describe('logs', () => {
  it('mask mobile numbers inside text', () => {
    expect(maskMobilesIn('/api/v1/captcha?mobile=13800138000&x=1')).toBe('/api/v1/captcha?mobile=138****8000&x=1');
    expect(maskMobilesIn('order 202611221380013800012')).toBe('order 202611221380013800012');
    expect(maskMobilesIn('+86 13800138000, +8613800138000, 8613800138000')).toBe('+86 138****8000, +86138****8000, 86138****8000');
    expect(maskMobilesIn('?mobile=%2B8613800138000&m=138-0013-8000&n=138%200013%208000&o=138+0013+8000')).toBe(
      '?mobile=%2B86138****8000&m=138****8000&n=138****8000&o=138****8000',
    );
    expect(maskMobilesIn('138 0013 8000 and 138.0013.8000')).toBe('138****8000 and 138****8000');
    expect(maskMobilesIn('id 12345678901 rank 1380013800')).toBe('id 12345678901 rank 1380013800');
  });

  it('mask mobile numbers whose digits are %-encoded, in part, in full or twice', () => {
    const full = '%31%33%38%30%30%31%33%38%30%30%30';
    expect(maskMobilesIn(`/api/v1/captcha?mobile=${full}`)).toBe('/api/v1/captcha?mobile=138****8000');
    expect(maskMobilesIn('?mobile=%31%33%3800138000')).toBe('?mobile=138****8000');
    expect(maskMobilesIn('?m=%2531%2533%2538%2530%2530%2531%2533%2538%2530%2530%2530')).toBe('?m=138****8000');
    expect(maskMobilesIn(`?mobile=%2B86${full}&n=%31%33%38%2D%30%30%31%33%2E%38%30%30%30`)).toBe('?mobile=%2B86138****8000&n=138****8000');
    expect(maskMobilesIn('?a=%61%31&id=%31%32%33')).toBe('?a=%611&id=123');
  });

  it('never contain a mobile number, an SMS code in clear with its number, or a token', async () => {
    const lines: string[] = [];
    const { app } = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      webDist: null,
      store: createStore(undefined),
      logStream: { write: (line) => lines.push(line) },
    });
    const mobile = '13912345678';
    const captcha = await captchaFor(app, mobile);
    await app.inject({ method: 'POST', url: '/api/v1/sendSms', payload: { mobile, ...captcha } });
    const code = (await outbox(app, mobile)).find((e) => e.kind === 'sms')?.text;
    const login = await app.inject({ method: 'POST', url: '/api/v1/smsLogin', payload: { mobile, smsCode: code } });
    const token = login.json().data.token as string;
    await app.inject({ method: 'GET', url: '/api/v1/memberInfo', headers: { authorization: token } });
    const encoded = [...mobile].map((d) => `%3${d}`).join('');
    await app.inject({ method: 'GET', url: `/api/v1/captcha?mobile=${encoded}` });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('139****5678');
    expect(log).toContain('/api/v1/captcha?mobile=139****5678');
    expect(log).not.toContain(mobile);
    expect(log).not.toContain(encoded);
    expect(log).not.toContain(token);
  });
});
