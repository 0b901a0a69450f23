import { isValidCaptcha, isValidMobile, LOGIN_MESSAGES } from '@yzy/shared/rules';

/** Login checks (docs/product-behaviour.md, Login), in the order the user meets them: a valid mobile, then the image captcha, then its length. */
export function sendSmsProblem(form: { mobile: string; captcha: string }): string | null {
  if (!isValidMobile(form.mobile)) {
    return LOGIN_MESSAGES.mobile;
  }
  if (form.captcha.length === 0) {
    return LOGIN_MESSAGES.captchaFirst;
  }
  if (!isValidCaptcha(form.captcha)) {
    return LOGIN_MESSAGES.captcha;
  }
  return null;
}
