import { z } from 'zod';
import { CAPTCHA_LENGTH, LOGIN_MESSAGES, MOBILE_PATTERN, SMS_CODE_PATTERN } from '../rules/login';

/** An 11-digit mainland mobile number. */
export const mobileField = z.string({ error: LOGIN_MESSAGES.mobile }).regex(MOBILE_PATTERN, { error: LOGIN_MESSAGES.mobile });

export const captchaQuery = z.object({
  /** The mobile the captcha is for (optional: a captcha may be fetched before the number is typed); when sent, it must be a valid number. */
  mobile: mobileField.optional(),
});

export const captchaResponse = z.object({
  /** Identifier to send back with the answer. */
  captchaId: z.string(),
  /** The captcha image as an `data:image/svg+xml;base64,…` URL. */
  captchaBase64: z.string(),
});

export const sendSmsBody = z.object({
  mobile: mobileField,
  /** The 4 characters read from the captcha image. */
  captcha: z
    .string({ error: LOGIN_MESSAGES.captchaFirst })
    .min(1, { error: LOGIN_MESSAGES.captchaFirst })
    .length(CAPTCHA_LENGTH, { error: LOGIN_MESSAGES.captcha }),
  captchaId: z.string({ error: LOGIN_MESSAGES.captchaFirst }).min(1, { error: LOGIN_MESSAGES.captchaFirst }),
});

export const sendSmsResponse = z.object({
  /** Seconds before another code may be requested for this mobile. */
  cooldown: z.number(),
});

export const smsLoginBody = z.object({
  mobile: mobileField,
  /** The 4-digit code received by SMS. */
  smsCode: z.string({ error: LOGIN_MESSAGES.smsCode }).regex(SMS_CODE_PATTERN, { error: LOGIN_MESSAGES.smsCode }),
});

export const tokenResponse = z.object({
  /** Opaque session token for the Authorization header. */
  token: z.string(),
});

export type CaptchaResponse = z.infer<typeof captchaResponse>;
export type SendSmsBody = z.infer<typeof sendSmsBody>;
export type SmsLoginBody = z.infer<typeof smsLoginBody>;
