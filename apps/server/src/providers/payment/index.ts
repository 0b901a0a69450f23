import type { Config } from '../../config';
import type { Store } from '../store';
import type { PaymentProvider } from './payment';
import { createSandboxPay } from './sandbox-pay';
import { loadPrivateKey, loadPublicKey } from './wechat-crypto';
import { createWechatPay } from './wechat-pay';

export type { PaymentProvider } from './payment';

/** Where WeChat Pay sends notifications: WECHAT_NOTIFY_URL, else this server's own notify route. */
export function wechatNotifyUrl(config: Config): string {
  return config.WECHAT_NOTIFY_URL ?? `${config.PUBLIC_URL.replace(/\/$/, '')}/api/v1/pay/wechat/notify`;
}

/** The provider chosen by PAY_PROVIDER; WeChat without its keys, or the sandbox in production, fails here at start. */
export function createPaymentProvider(config: Config, store: Store): PaymentProvider {
  if (config.PAY_PROVIDER === 'sandbox') {
    if (config.APP_ENV === 'production') {
      throw new Error('The sandbox payment provider is refused in production');
    }
    return createSandboxPay(config.PUBLIC_URL, store);
  }
  const c = config;
  if (
    !c.WECHAT_APP_ID ||
    !c.WECHAT_MCH_ID ||
    !c.WECHAT_MCH_SERIAL_NO ||
    !c.WECHAT_MCH_PRIVATE_KEY ||
    !c.WECHAT_API_V3_KEY ||
    !c.WECHAT_PLATFORM_PUBLIC_KEY ||
    !c.WECHAT_PLATFORM_SERIAL
  ) {
    throw new Error('PAY_PROVIDER=wechat needs every WECHAT_* setting (see .env.example)');
  }
  return createWechatPay({
    appId: c.WECHAT_APP_ID,
    mchId: c.WECHAT_MCH_ID,
    serialNo: c.WECHAT_MCH_SERIAL_NO,
    privateKey: loadPrivateKey(c.WECHAT_MCH_PRIVATE_KEY),
    apiV3Key: c.WECHAT_API_V3_KEY,
    platformPublicKey: loadPublicKey(c.WECHAT_PLATFORM_PUBLIC_KEY),
    platformSerial: c.WECHAT_PLATFORM_SERIAL,
  });
}
