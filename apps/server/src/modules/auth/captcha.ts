import { CAPTCHA_LENGTH } from '@yzy/shared/rules';
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Store } from '../../providers/store';

export const CAPTCHA_TTL_SECONDS = 300;

/** An svg captcha of CAPTCHA_LENGTH characters; its answer lives in the store for 5 minutes. */
export async function issueCaptcha(store: Store): Promise<{ captchaId: string; captchaBase64: string; answer: string }> {
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#fff7f0',
    width: 120,
    height: 40,
  });
  const captchaId = randomUUID();
  await store.set(`captcha:${captchaId}`, captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
  const captchaBase64 = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  return { captchaId, captchaBase64, answer: captcha.text };
}

/** Checks an answer and burns the captcha whatever the outcome: each image is good for one try. */
export async function consumeCaptcha(store: Store, captchaId: string, answer: string): Promise<boolean> {
  const expected = await store.take(`captcha:${captchaId}`);
  return expected != null && expected === answer.toLowerCase();
}
