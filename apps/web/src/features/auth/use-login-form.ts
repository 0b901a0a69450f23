import { useCallback, useEffect, useState } from 'react';
import { App } from 'antd';
import {
  CAPTCHA_LENGTH,
  canSubmitLogin,
  digitsOnly,
  isValidMobile,
  LOGIN_MESSAGES,
  MOBILE_LENGTH,
  SMS_CODE_LENGTH,
} from '@yzy/shared/rules';
import { setToken } from '../../lib/token';
import { useSiteConfig } from '../site-config';
import { fetchDemoSmsCode, sendSms, smsLogin } from './api';
import { sendSmsProblem } from './login-checks';
import { useCaptcha } from './use-captcha';
import { useSmsCountdown } from './use-sms-countdown';

export interface LoginFields {
  mobile: string;
  captcha: string;
  smsCode: string;
}

/** State and steps of the 验证码登录 dialog (docs/product-behaviour.md, Login); the component only lays it out. */
export function useLoginForm(onLoggedIn: () => void) {
  const { message } = App.useApp();
  const { demo } = useSiteConfig();
  const [fields, setFields] = useState<LoginFields>({ mobile: '', captcha: '', smsCode: '' });
  const [agreed, setAgreed] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const { captcha, refresh } = useCaptcha();
  const countdown = useSmsCountdown();

  useEffect(() => {
    void refresh('');
  }, [refresh]);

  const freshCaptcha = useCallback(
    (mobile: string) => {
      setFields((current) => ({ ...current, captcha: '' }));
      void refresh(mobile);
    },
    [refresh],
  );

  function setMobile(value: string) {
    const mobile = digitsOnly(value, MOBILE_LENGTH);
    setFields((current) => ({ ...current, mobile }));
    // A captcha issued for the completed number lets the dev outbox file its answer (demo and e2e).
    if (isValidMobile(mobile) && !isValidMobile(fields.mobile) && fields.captcha === '') {
      void refresh(mobile);
    }
  }

  function setCaptchaText(value: string) {
    setFields((current) => ({ ...current, captcha: value.replace(/\s/g, '').slice(0, CAPTCHA_LENGTH) }));
  }

  function setSmsCode(value: string) {
    setFields((current) => ({ ...current, smsCode: digitsOnly(value, SMS_CODE_LENGTH) }));
  }

  async function handleSendSms() {
    if (countdown.phase === 'counting' || sending) {
      return;
    }
    if (countdown.phase === 'expired') {
      // 重新获取 leads back to 发送验证码 with a fresh image captcha (the old one was used up).
      countdown.reset();
      freshCaptcha(fields.mobile);
      return;
    }
    const problem = sendSmsProblem(fields);
    if (problem) {
      message.warning(problem);
      return;
    }
    if (!captcha) {
      freshCaptcha(fields.mobile);
      return;
    }
    setSending(true);
    try {
      await sendSms({ mobile: fields.mobile, captcha: fields.captcha, captchaId: captcha.captchaId });
      countdown.start();
      setDemoCode(demo ? await fetchDemoSmsCode(fields.mobile) : null);
    } catch {
      freshCaptcha(fields.mobile);
    } finally {
      setSending(false);
    }
  }

  async function handleSubmit() {
    if (!canSubmitLogin(fields) || submitting) {
      return;
    }
    if (!agreed) {
      message.warning(LOGIN_MESSAGES.agreement);
      return;
    }
    setSubmitting(true);
    try {
      const { token } = await smsLogin({ mobile: fields.mobile, smsCode: fields.smsCode });
      setToken(token);
      onLoggedIn();
    } catch {
      // The error toast comes from the HTTP effects; the form stays as typed so one digit can be fixed.
    } finally {
      setSubmitting(false);
    }
  }

  return {
    fields,
    agreed,
    setAgreed,
    setMobile,
    setCaptchaText,
    setSmsCode,
    captcha,
    refreshCaptcha: () => freshCaptcha(fields.mobile),
    countdown,
    sending,
    submitting,
    demoCode,
    canSubmit: canSubmitLogin(fields),
    handleSendSms,
    handleSubmit,
  };
}
