/**
 * Which WeChat Pay channel a member pays through, decided by where the page runs (docs/payment.md):
 * inside WeChat's own browser the JSAPI cashier, in another phone browser H5 (which opens WeChat),
 * everywhere else the Native QR code to scan with a phone. Client and server both apply this rule;
 * the server refuses a channel that does not match the request's User-Agent.
 */
export const PAY_CHANNELS = ['native', 'h5', 'jsapi'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Channels a deployment may switch off; Native is always on (the desktop has nothing else). */
export const PHONE_PAY_CHANNELS = ['h5', 'jsapi'] as const;
export type PhonePayChannel = (typeof PHONE_PAY_CHANNELS)[number];

/** WeChat's in-app browser (also its Windows/macOS client) names itself MicroMessenger. */
export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** Phone browsers: iPhone/iPod, Android phones (tablets omit "Mobile"), and other mobile UAs. */
export function isPhoneBrowser(userAgent: string): boolean {
  return /iPhone|iPod|Android.+Mobile|Windows Phone|HarmonyOS.+Mobile|Mobile Safari|\bMobile\b/i.test(userAgent);
}

/**
 * The channel for a User-Agent given the phone channels switched on. WeChat's desktop client is a
 * WeChat browser without a phone: JSAPI works there too, so WeChat wins over the desktop. A channel
 * that is switched off falls back to the QR code, which another phone can still scan.
 */
export function payChannelFor(userAgent: string, enabled: readonly PhonePayChannel[]): PayChannel {
  if (isWechatBrowser(userAgent)) {
    return enabled.includes('jsapi') ? 'jsapi' : 'native';
  }
  if (isPhoneBrowser(userAgent)) {
    return enabled.includes('h5') ? 'h5' : 'native';
  }
  return 'native';
}

/** Why the requested channel cannot be used from this User-Agent, or null when it is the right one. */
export function payChannelProblem(requested: PayChannel, userAgent: string, enabled: readonly PhonePayChannel[]): string | null {
  const expected = payChannelFor(userAgent, enabled);
  if (requested === expected) {
    return null;
  }
  if (requested !== 'native' && !enabled.includes(requested)) {
    return '该支付方式暂未开通，请使用微信扫码支付';
  }
  return expected === 'jsapi' ? '请在微信内直接支付' : expected === 'h5' ? '请在手机浏览器中跳转微信支付' : '请使用微信扫码支付';
}
