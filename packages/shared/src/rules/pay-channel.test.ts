import { describe, expect, it } from 'vitest';
import { payChannelFor, payChannelProblem } from './pay-channel';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const WECHAT_IPHONE = `${IPHONE_SAFARI} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`;
const WECHAT_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0.0.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat';
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ALL = ['h5', 'jsapi'] as const;

describe('payChannelFor', () => {
  it('uses JSAPI inside WeChat, H5 in other phone browsers, and the QR code elsewhere', () => {
    expect(payChannelFor(WECHAT_IPHONE, ALL)).toBe('jsapi');
    expect(payChannelFor(WECHAT_WINDOWS, ALL)).toBe('jsapi');
    expect(payChannelFor(IPHONE_SAFARI, ALL)).toBe('h5');
    expect(payChannelFor(ANDROID_CHROME, ALL)).toBe('h5');
    expect(payChannelFor(ANDROID_TABLET, ALL)).toBe('native');
    expect(payChannelFor(DESKTOP_CHROME, ALL)).toBe('native');
    expect(payChannelFor(MAC_SAFARI, ALL)).toBe('native');
    expect(payChannelFor('', ALL)).toBe('native');
  });

  it('falls back to the QR code when the phone channel is switched off', () => {
    expect(payChannelFor(WECHAT_IPHONE, ['h5'])).toBe('native');
    expect(payChannelFor(IPHONE_SAFARI, ['jsapi'])).toBe('native');
    expect(payChannelFor(ANDROID_CHROME, [])).toBe('native');
  });
});

describe('payChannelProblem', () => {
  it('accepts only the channel the User-Agent calls for', () => {
    expect(payChannelProblem('h5', IPHONE_SAFARI, ALL)).toBeNull();
    expect(payChannelProblem('native', DESKTOP_CHROME, ALL)).toBeNull();
    expect(payChannelProblem('jsapi', WECHAT_IPHONE, ALL)).toBeNull();
    expect(payChannelProblem('h5', DESKTOP_CHROME, ALL)).toBe('请使用微信扫码支付');
    expect(payChannelProblem('jsapi', IPHONE_SAFARI, ALL)).toBe('请在手机浏览器中跳转微信支付');
    expect(payChannelProblem('native', WECHAT_IPHONE, ALL)).toBe('请在微信内直接支付');
    expect(payChannelProblem('h5', IPHONE_SAFARI, ['jsapi'])).toBe('该支付方式暂未开通，请使用微信扫码支付');
  });
});
