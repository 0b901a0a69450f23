/** Login rules (docs/product-rules.md, 登录), shared by the login dialog and the server. */

/** A mainland mobile: 11 digits starting 13–19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_LENGTH = 11;
/** Characters of the picture captcha the server draws. */
export const CAPTCHA_LENGTH = 4;
/** Digits of the SMS login code the server sends. */
export const SMS_CODE_LENGTH = 4;
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const SMS_COUNTDOWN_SECONDS = 60;

export const LOGIN_MESSAGES = {
  mobile: '请输入正确的手机号',
  captchaFirst: '请先输入图片验证码',
  captcha: `请输入${CAPTCHA_LENGTH}位图片验证码`,
  captchaShort: `请输入${CAPTCHA_LENGTH}位验证码`,
  smsCode: `请输入${SMS_CODE_LENGTH}位短信验证码`,
  agreement: '请阅读并同意下方协议',
} as const;

export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile);
}

export function isValidCaptcha(captcha: string): boolean {
  return captcha.length === CAPTCHA_LENGTH && /^[0-9a-zA-Z]+$/.test(captcha);
}

export function isValidSmsCode(code: string): boolean {
  return SMS_CODE_PATTERN.test(code);
}

/** Mobile and SMS-code inputs accept digits only: everything else is dropped as it is typed. */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** The login button is active only with a valid mobile, a full SMS code and a full captcha. */
export function canSubmitLogin(form: { mobile: string; smsCode: string; captcha: string }): boolean {
  return isValidMobile(form.mobile) && isValidSmsCode(form.smsCode) && isValidCaptcha(form.captcha);
}

/** Masks a mobile for logs and screens: 138****1234. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) {
    return '****';
  }
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
