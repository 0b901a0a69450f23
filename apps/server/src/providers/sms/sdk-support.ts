import { maskMobile } from '@yzy/shared/rules';
import type { Config } from '../../config';
import { maskMobilesIn } from '../../lib/logger';
import { SmsSendError } from './sms';

/** Vendor SDK calls run inside a user's request; fail well before the web client's 10 s timeout. */
export const SMS_TIMEOUT_MS = 5000;

type ConfigKey = keyof Config;

/**
 * The provider's settings, or one error naming every missing variable. Production already refuses
 * to start without them (config.ts); this covers demo/test runs that pick a real provider.
 */
export function requireSettings<K extends ConfigKey>(config: Config, keys: readonly K[]): Record<K, string> {
  const missing = keys.filter((key) => typeof config[key] !== 'string' || config[key] === '');
  if (missing.length > 0) {
    throw new Error(`SMS_PROVIDER=${config.SMS_PROVIDER} needs ${missing.join(', ')}`);
  }
  return Object.fromEntries(keys.map((key) => [key, String(config[key])])) as Record<K, string>;
}

/** A send the vendor answered but refused; its message can echo the number, so it is masked. */
export function smsRefused(provider: string, mobile: string, code: string, message = ''): SmsSendError {
  return new SmsSendError(provider, code, `${provider} SMS to ${maskMobile(mobile)} refused: ${code} ${maskAll(message, mobile)}`.trim());
}

/**
 * Turns whatever an SDK threw (auth, throttling, network) into an SmsSendError. Only the vendor's
 * code and a mobile-masked message are kept: SDK errors can echo the request, so the original is
 * not attached as `cause` where the error logger would print it.
 */
export function toSmsSendError(provider: string, mobile: string, error: unknown): SmsSendError {
  if (error instanceof SmsSendError) {
    return error;
  }
  const code = codeOf(error) ?? 'SdkError';
  const detail = error instanceof Error ? maskAll(error.message, mobile) : 'unknown error';
  return new SmsSendError(provider, code, `${provider} SMS to ${maskMobile(mobile)} failed: ${code} ${detail}`);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && error.code !== '') {
    return error.code;
  }
  return undefined;
}

/** The recipient is masked even inside +8613812345678, which the generic pattern leaves alone. */
function maskAll(text: string, mobile: string): string {
  return maskMobilesIn(text.split(mobile).join(maskMobile(mobile)));
}
