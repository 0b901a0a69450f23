import type { JsapiPayParams } from '@yzy/shared/contracts';
import { isOneOf } from '@yzy/shared/rules';

/**
 * A payment provider with three ways to pay one order (docs/payment.md): Native (a QR code), H5
 * (a phone browser hands over to WeChat) and JSAPI (WeChat's cashier inside its own browser).
 * Implementations: `wechat` (WeChat Pay API v3) and `sandbox` (a click-to-pay page on this server,
 * outside production only). All three settle through parseNotification and queryOrder.
 * Amounts are integer fen, times Unix seconds.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's order and returns the QR content (code_url). */
  createNativeOrder(input: NativeOrderInput): Promise<string>;
  /** Creates the provider's H5 order and returns h5_url (without redirect_url). */
  createH5Order(input: H5OrderInput): Promise<string>;
  /** Creates the provider's JSAPI order for the payer's openid and returns prepay_id. */
  createJsapiOrder(input: JsapiOrderInput): Promise<string>;
  /** The signed parameters for WeixinJSBridge getBrandWCPayRequest; a fresh timestamp and nonce each call. */
  jsapiParams(prepayId: string): JsapiPayParams;
  /** The provider's view of an order; NOTPAY when the provider has never seen it. */
  queryOrder(orderId: string): Promise<ProviderOrder>;
  /** Closes an unpaid order at the provider so it can no longer be paid. */
  closeOrder(orderId: string): Promise<void>;
  /** Authenticates and decodes a payment notification, or throws NotificationRejected. */
  parseNotification(headers: HeaderBag, rawBody: string): Promise<PaymentNotification>;
}

export type PaymentProviderName = 'sandbox' | 'wechat';

/** WeChat Pay's trade states; only SUCCESS grants anything. */
export type TradeState = 'SUCCESS' | 'NOTPAY' | 'CLOSED' | 'REFUND' | 'USERPAYING' | 'PAYERROR' | 'REVOKED';

export interface NativeOrderInput {
  orderId: string;
  /** Shown in the payer's bill, e.g. 艺志愿-VIP志愿卡. */
  description: string;
  amountFen: number;
  notifyUrl: string;
  /** Unix seconds after which the order can no longer be paid. */
  expireAt: number;
}

export interface H5OrderInput extends NativeOrderInput {
  /** The payer's IP as this server sees it (WeChat compares it with the device that pays). */
  clientIp: string;
  /** Shown by WeChat as the paying site. */
  appName: string;
  appUrl: string;
}

export interface JsapiOrderInput extends NativeOrderInput {
  /** The payer's openid for WECHAT_APP_ID, from the web authorisation. */
  openid: string;
}

export interface ProviderOrder {
  state: TradeState;
  transactionId: string | null;
  amountFen: number | null;
  paidAt: number | null;
}

export interface PaymentNotification {
  orderId: string;
  transactionId: string;
  amountFen: number;
  state: TradeState;
  paidAt: number | null;
}

export type HeaderBag = Record<string, string | string[] | undefined>;

/** A notification that is not authentic or cannot be read; `reason` is recorded, never shown. */
export class NotificationRejected extends Error {
  constructor(
    readonly reason: string,
    readonly orderId: string | null = null,
  ) {
    super(reason);
  }
}

/** A provider call that failed (network, refusal, unverifiable answer). */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly status: number,
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** One header value, whatever case or array form the framework hands over. */
export function headerOf(headers: HeaderBag, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) {
      return Array.isArray(value) ? value[0] : value;
    }
  }
  return undefined;
}

const TRADE_STATES: readonly TradeState[] = ['SUCCESS', 'NOTPAY', 'CLOSED', 'REFUND', 'USERPAYING', 'PAYERROR', 'REVOKED'];

export function toTradeState(value: unknown): TradeState {
  return isOneOf(TRADE_STATES, value) ? value : 'NOTPAY';
}
