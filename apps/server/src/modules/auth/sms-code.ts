import { SMS_CODE_LENGTH } from '@yzy/shared/rules';
import { randomInt } from 'node:crypto';
import type { Store } from '../../providers/store';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_WRONG_TRIES = 5;

export type CodeCheck = 'ok' | 'wrong' | 'burned' | 'missing';

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Stores a fresh code for a mobile, replacing any earlier one and its wrong-try count. */
export async function saveSmsCode(store: Store, mobile: string, code: string): Promise<void> {
  await store.set(`sms:code:${mobile}`, code, SMS_CODE_TTL_SECONDS);
  await store.del(`sms:tries:${mobile}`);
}

/**
 * Single use: a right code is taken atomically; the fifth wrong try burns the code. A guess is
 * counted before it is compared (an atomic increment on either store), so concurrent guesses each
 * get their own number and no more than five are ever compared with the code.
 */
export async function checkSmsCode(store: Store, mobile: string, code: string): Promise<CodeCheck> {
  const tries = await store.incr(`sms:tries:${mobile}`, SMS_CODE_TTL_SECONDS);
  if (tries > SMS_MAX_WRONG_TRIES) {
    await store.del(`sms:code:${mobile}`);
    return 'burned';
  }
  const expected = await store.get(`sms:code:${mobile}`);
  if (expected == null) {
    return 'missing';
  }
  if (expected !== code) {
    if (tries === SMS_MAX_WRONG_TRIES) {
      await store.del(`sms:code:${mobile}`);
      return 'burned';
    }
    return 'wrong';
  }
  const taken = await store.take(`sms:code:${mobile}`);
  return taken === code ? 'ok' : 'missing';
}
