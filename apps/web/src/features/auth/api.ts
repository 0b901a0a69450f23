import { type CaptchaResponse, type SendSmsBody, type SmsLoginBody } from '@yzy/shared/contracts';
import { isValidMobile } from '@yzy/shared/rules';
import { get, post } from '../../lib/http';

/** A fresh image captcha; the mobile is sent when complete (the dev outbox files the answer under it). */
export function fetchCaptcha(mobile: string): Promise<CaptchaResponse> {
  return get<CaptchaResponse>('/api/v1/captcha', { mobile: isValidMobile(mobile) ? mobile : undefined }, { loading: false });
}

export function sendSms(body: SendSmsBody): Promise<{ cooldown: number }> {
  return post<{ cooldown: number }>('/api/v1/sendSms', body);
}

export function smsLogin(body: SmsLoginBody): Promise<{ token: string }> {
  return post<{ token: string }>('/api/v1/smsLogin', body);
}

interface OutboxEntry {
  kind: 'sms' | 'captcha';
  text: string;
}

/** Demo deployments only: the latest SMS code for a mobile, read from the dev outbox; null when unavailable. */
export async function fetchDemoSmsCode(mobile: string): Promise<string | null> {
  try {
    const { entries } = await get<{ entries: OutboxEntry[] }>('/api/dev/outbox', { mobile }, { silent: true, loading: false });
    return entries.find((entry) => entry.kind === 'sms')?.text ?? null;
  } catch {
    return null;
  }
}
