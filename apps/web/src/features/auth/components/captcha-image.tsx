import type { CaptchaResponse } from '@yzy/shared/contracts';

interface CaptchaImageProps {
  captcha: CaptchaResponse | null;
  onRefresh: () => void;
}

/** The image captcha; a click fetches a new one. data-captcha-id lets tests match the dev outbox entry. */
export function CaptchaImage({ captcha, onRefresh }: CaptchaImageProps) {
  return (
    <button type="button" className="yzy-captcha" onClick={onRefresh} title="看不清？点击刷新" aria-label="刷新图片验证码">
      {captcha ? (
        <img src={captcha.captchaBase64} alt="图片验证码" data-testid="login-captcha-image" data-captcha-id={captcha.captchaId} />
      ) : (
        <span data-testid="login-captcha-image">点击获取</span>
      )}
    </button>
  );
}
