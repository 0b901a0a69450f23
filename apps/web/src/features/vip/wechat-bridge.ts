import type { JsapiPayParams } from '@yzy/shared/contracts';

/** How WeChat's cashier ended: paid (the order poll confirms it), cancelled, or failed. */
export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, callback: (res: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** Opens WeChat's JSAPI cashier with the server-signed parameters; the bridge may appear only after WeixinJSBridgeReady. */
export function invokeWechatPay(params: JsapiPayParams): Promise<BridgeOutcome> {
  return new Promise((resolve) => {
    const call = () =>
      window.WeixinJSBridge?.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res.err_msg ?? '';
        resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    if (window.WeixinJSBridge) {
      call();
    } else {
      document.addEventListener('WeixinJSBridgeReady', call, { once: true });
    }
  });
}
