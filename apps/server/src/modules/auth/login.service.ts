import { Codes } from '@yzy/shared/contracts';
import { isValidMobile, SMS_COUNTDOWN_SECONDS } from '@yzy/shared/rules';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { limitRefusal } from '../../lib/rate-limit';
import { nowSeconds } from '../../lib/time';
import { recordOutbox } from '../dev';
import { findOrCreateMemberByMobile } from '../member';
import { findFirstCardOfLevel } from '../vip';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { createSession } from './session.repository';
import { checkSmsCode, newSmsCode, saveSmsCode } from './sms-code';

type LoginDeps = Pick<Deps, 'config' | 'db' | 'store' | 'sms' | 'log'>;

/**
 * Consumes one point from each limiter, or refuses with 10003 and the wait. A refused request
 * gives back the points it already took, so a send refused by the per-IP cap costs the mobile
 * neither its cooldown nor its daily quota.
 */
async function consumeAll(limits: { limiter: ReturnType<Deps['store']['limiter']>; key: string }[]): Promise<void> {
  const taken: typeof limits = [];
  for (const limit of limits) {
    try {
      await limit.limiter.consume(limit.key);
      taken.push(limit);
    } catch (error) {
      await Promise.all(taken.map(({ limiter, key }) => limiter.reward(key, 1)));
      throw limitRefusal(error);
    }
  }
}

export function createLoginService(deps: LoginDeps) {
  const { store, config } = deps;
  const cooldown = store.limiter('sms-mobile-cooldown', 1, SMS_COUNTDOWN_SECONDS);
  const daily = store.limiter('sms-mobile-daily', config.SMS_DAILY_CAP, 86400);
  const perIp = store.limiter('sms-ip-hourly', config.SMS_IP_HOURLY_CAP, 3600);

  return {
    /** A new captcha; its answer goes to the dev outbox of the mobile given (outside production). */
    async captcha(mobile: string | undefined): Promise<{ captchaId: string; captchaBase64: string }> {
      const { answer, ...captcha } = await issueCaptcha(store);
      if (mobile && isValidMobile(mobile)) {
        await recordOutbox(deps, mobile, { kind: 'captcha', text: answer, captchaId: captcha.captchaId });
      }
      return captcha;
    },

    /** Captcha checked and burned; per-mobile cooldown and daily cap, per-IP cap; then the code is sent. */
    async sendLoginSms(input: { mobile: string; captcha: string; captchaId: string }, ip: string): Promise<{ cooldown: number }> {
      if (!(await consumeCaptcha(store, input.captchaId, input.captcha))) {
        throw new AppError(Codes.captchaWrong, '图片验证码错误或已过期');
      }
      await consumeAll([
        { limiter: perIp, key: ip },
        { limiter: cooldown, key: input.mobile },
        { limiter: daily, key: input.mobile },
      ]);
      const code = newSmsCode();
      await saveSmsCode(store, input.mobile, code);
      try {
        await deps.sms.sendLoginCode(input.mobile, code);
      } catch (error) {
        deps.log.error({ err: error, provider: deps.sms.name }, 'SMS send failed');
        await store.del(`sms:code:${input.mobile}`);
        throw new AppError(Codes.internal, '短信发送失败，请稍后再试');
      }
      await recordOutbox(deps, input.mobile, { kind: 'sms', text: code });
      return { cooldown: SMS_COUNTDOWN_SECONDS };
    },

    /** Checks the code (single use, five wrong tries burn it), registers on first login, issues a token. */
    async loginWithSms(input: { mobile: string; smsCode: string }): Promise<{ token: string }> {
      const result = await checkSmsCode(store, input.mobile, input.smsCode);
      if (result === 'burned') {
        throw new AppError(Codes.smsCodeWrong, '验证码错误次数过多，请重新获取');
      }
      if (result !== 'ok') {
        throw new AppError(Codes.smsCodeWrong, '短信验证码错误或已过期');
      }
      const trial = config.TRIAL_VIP_HOURS > 0 ? await trialCard(deps) : null;
      const member = await findOrCreateMemberByMobile(deps.db, input.mobile, trial);
      if (member.disabled === 1) {
        throw new AppError(Codes.accountDisabled, '账号已被停用');
      }
      return { token: await createSession(deps.db, member.id) };
    },
  };
}

/** The level-2 card used for new members' trial, when TRIAL_VIP_HOURS is on. */
async function trialCard(deps: LoginDeps): Promise<{ cardId: number; endTime: number } | null> {
  const card = await findFirstCardOfLevel(deps.db, 2);
  return card ? { cardId: card.id, endTime: nowSeconds() + deps.config.TRIAL_VIP_HOURS * 3600 } : null;
}
