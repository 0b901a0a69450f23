import { Alert, Button, Flex, Input } from 'antd';
import { CAPTCHA_LENGTH, MOBILE_LENGTH, SMS_CODE_LENGTH } from '@yzy/shared/rules';
import { useLoginForm } from '../use-login-form';
import { AgreementCheck } from './agreement-check';
import { CaptchaImage } from './captcha-image';

interface LoginFormProps {
  onLoggedIn: () => void;
}

/** Mobile, image captcha, SMS code, agreement; the 登录 button wakes up only when canSubmitLogin holds. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const form = useLoginForm(onLoggedIn);
  const { fields, countdown } = form;
  return (
    <form
      className="yzy-login-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Flex vertical gap={16}>
        <Input
          size="large"
          value={fields.mobile}
          onChange={(e) => form.setMobile(e.target.value)}
          placeholder="请输入手机号"
          aria-label="手机号"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_LENGTH}
          data-testid="login-mobile"
        />
        <Flex gap={12}>
          <Input
            size="large"
            value={fields.captcha}
            onChange={(e) => form.setCaptchaText(e.target.value)}
            placeholder="请输入图片验证码"
            aria-label="图片验证码"
            autoComplete="off"
            maxLength={CAPTCHA_LENGTH}
            data-testid="login-captcha"
          />
          <CaptchaImage captcha={form.captcha} onRefresh={form.refreshCaptcha} />
        </Flex>
        <Flex gap={12}>
          <Input
            size="large"
            value={fields.smsCode}
            onChange={(e) => form.setSmsCode(e.target.value)}
            placeholder="请输入短信验证码"
            aria-label="短信验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            data-testid="login-sms-code"
          />
          <Button
            size="large"
            className="yzy-sms-button"
            onClick={() => void form.handleSendSms()}
            disabled={countdown.phase === 'counting'}
            loading={form.sending}
            data-testid="login-send-sms"
          >
            {countdown.label}
          </Button>
        </Flex>
        {form.demoCode && <Alert type="info" showIcon title={`演示环境：验证码 ${form.demoCode}`} data-testid="login-demo-code" />}
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          block
          disabled={!form.canSubmit}
          loading={form.submitting}
          data-testid="login-submit"
        >
          登录
        </Button>
        <AgreementCheck checked={form.agreed} onChange={form.setAgreed} />
      </Flex>
    </form>
  );
}
