import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitLogin, digitsOnly, isValidCaptcha, isValidMobile, isValidSmsCode, maskMobile } from './login';

describe('login rules', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['10800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['1380013800a', false],
    ['', false],
  ])('mobile %s valid=%s', (mobile, valid) => {
    expect(isValidMobile(mobile)).toBe(valid);
  });

  it.each([
    ['ab3D', true],
    ['abc', false],
    ['abcde', false],
    ['ab c', false],
  ])('captcha %s valid=%s', (captcha, valid) => {
    expect(isValidCaptcha(captcha)).toBe(valid);
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12a4', false],
    ['12345', false],
  ])('sms code %s valid=%s', (code, valid) => {
    expect(isValidSmsCode(code)).toBe(valid);
  });

  it('keeps only digits, up to the length', () => {
    expect(digitsOnly('13a8-0013 8000 99', 11)).toBe('13800138000');
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (s, n) => {
        const out = digitsOnly(s, n);
        return /^\d*$/.test(out) && out.length <= n;
      }),
    );
  });

  it('enables login only when all three fields are valid', () => {
    expect(canSubmitLogin({ mobile: '13800138000', smsCode: '1234', captcha: 'abcd' })).toBe(true);
    expect(canSubmitLogin({ mobile: '13800138000', smsCode: '123', captcha: 'abcd' })).toBe(false);
    expect(canSubmitLogin({ mobile: '13800138000', smsCode: '1234', captcha: 'abc' })).toBe(false);
    expect(canSubmitLogin({ mobile: '23800138000', smsCode: '1234', captcha: 'abcd' })).toBe(false);
  });

  it('masks the middle four digits', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });
});
