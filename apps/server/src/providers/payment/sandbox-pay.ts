import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JsapiPayParams } from '@yzy/shared/contracts';
import { nowSeconds } from '../../lib/time';
import type { Store } from '../store';
import {
  NotificationRejected,
  headerOf,
  toTradeState,
  type H5OrderInput,
  type HeaderBag,
  type JsapiOrderInput,
  type NativeOrderInput,
  type PaymentNotification,
  type PaymentProvider,
  type ProviderOrder,
} from './payment';

/**
 * The sandbox provider (never in production): every channel leads to this server's own page (the
 * QR code's content, the H5 link, and in place of WeChat's JSAPI cashier), where 确认支付 produces a notification signed with a secret kept in the store (so every
 * instance shares it) and handed to the same notification handler a real provider's goes to.
 */
export interface SandboxPay extends PaymentProvider {
  /** The sandbox checkout page of an order. */
  checkoutUrl(orderId: string): Promise<string>;
  /** True when the token in a sandbox link belongs to the order. */
  checkToken(orderId: string, token: string): Promise<boolean>;
  /** Marks the order paid at the sandbox and returns the signed notification to hand to the handler. */
  pay(orderId: string, amountFen: number): Promise<{ headers: HeaderBag; rawBody: string }>;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const SECRET_KEY = 'pay:sandbox:secret';
const SECRET_TTL = 30 * 86400;
const ORDER_TTL = 7 * 86400;
const PREPAY_PREFIX = 'sandbox_prepay_';
export const SANDBOX_APP_ID = 'wxsandbox';

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSandboxPay(publicUrl: string, store: Store): SandboxPay {
  let cached: string | null = null;

  async function secret(): Promise<string> {
    if (cached) {
      return cached;
    }
    const existing = await store.get(SECRET_KEY);
    if (!existing) {
      await store.set(SECRET_KEY, randomBytes(32).toString('hex'), SECRET_TTL);
    }
    cached = (await store.get(SECRET_KEY)) ?? existing;
    if (!cached) {
      throw new Error('sandbox secret could not be stored');
    }
    return cached;
  }

  const tokenOf = async (orderId: string) => hmac(await secret(), `token:${orderId}`);

  async function checkoutUrl(orderId: string): Promise<string> {
    return `${publicUrl.replace(/\/$/, '')}/pay/sandbox?orderId=${encodeURIComponent(orderId)}&token=${await tokenOf(orderId)}`;
  }

  return {
    name: 'sandbox',
    checkoutUrl,

    async createNativeOrder(input: NativeOrderInput): Promise<string> {
      return checkoutUrl(input.orderId);
    },

    async createH5Order(input: H5OrderInput): Promise<string> {
      return checkoutUrl(input.orderId);
    },

    async createJsapiOrder(input: JsapiOrderInput): Promise<string> {
      if (!input.openid) {
        throw new Error('sandbox JSAPI order without openid');
      }
      return `${PREPAY_PREFIX}${input.orderId}`;
    },

    /** Shaped like WeChat's; the sandbox has no merchant key, so paySign is an HMAC nobody checks. */
    jsapiParams(prepayId: string): JsapiPayParams {
      const timeStamp = String(nowSeconds());
      const nonceStr = randomBytes(16).toString('hex');
      const pkg = `prepay_id=${prepayId}`;
      return {
        appId: SANDBOX_APP_ID,
        timeStamp,
        nonceStr,
        package: pkg,
        signType: 'RSA',
        paySign: hmac(cached ?? '', `${timeStamp}\n${nonceStr}\n${pkg}`),
      };
    },

    async queryOrder(orderId: string): Promise<ProviderOrder> {
      const paid = await store.get(`pay:sandbox:paid:${orderId}`);
      if (paid) {
        const p = JSON.parse(paid) as PaymentNotification;
        return { state: 'SUCCESS', transactionId: p.transactionId, amountFen: p.amountFen, paidAt: p.paidAt };
      }
      const closed = await store.get(`pay:sandbox:closed:${orderId}`);
      return { state: closed ? 'CLOSED' : 'NOTPAY', transactionId: null, amountFen: null, paidAt: null };
    },

    async closeOrder(orderId: string): Promise<void> {
      if (await store.get(`pay:sandbox:paid:${orderId}`)) {
        throw new Error('sandbox order already paid');
      }
      await store.set(`pay:sandbox:closed:${orderId}`, '1', ORDER_TTL);
    },

    async parseNotification(headers: HeaderBag, rawBody: string): Promise<PaymentNotification> {
      const signature = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
      if (!signature || !sameText(signature, hmac(await secret(), rawBody))) {
        throw new NotificationRejected('bad signature');
      }
      const n = JSON.parse(rawBody) as PaymentNotification;
      return { orderId: n.orderId, transactionId: n.transactionId, amountFen: n.amountFen, state: toTradeState(n.state), paidAt: n.paidAt };
    },

    async checkToken(orderId: string, token: string): Promise<boolean> {
      return sameText(token, await tokenOf(orderId));
    },

    async pay(orderId: string, amountFen: number) {
      if (await store.get(`pay:sandbox:closed:${orderId}`)) {
        throw new NotificationRejected('sandbox order closed', orderId);
      }
      const notification: PaymentNotification = {
        orderId,
        transactionId: `SANDBOX${Date.now()}${randomBytes(3).toString('hex')}`,
        amountFen,
        state: 'SUCCESS',
        paidAt: nowSeconds(),
      };
      const rawBody = JSON.stringify(notification);
      await store.set(`pay:sandbox:paid:${orderId}`, rawBody, ORDER_TTL);
      return { headers: { [SANDBOX_SIGNATURE_HEADER]: hmac(await secret(), rawBody) }, rawBody };
    },
  };
}
