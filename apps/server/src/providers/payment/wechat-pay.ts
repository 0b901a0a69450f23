import type { KeyObject } from 'node:crypto';
import type { JsapiPayParams } from '@yzy/shared/contracts';
import { nowSeconds } from '../../lib/time';
import {
  NotificationRejected,
  PaymentProviderError,
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
import {
  authorizationHeader,
  decryptResource,
  jsapiSignMessage,
  newNonce,
  responseMessage,
  signMessage,
  verifyMessage,
  type EncryptedResource,
} from './wechat-crypto';

export const WECHAT_API_BASE = 'https://api.mch.weixin.qq.com';
/** Notifications and responses whose Wechatpay-Timestamp is further than this from now are refused. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

export interface WechatPayOptions {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
  apiV3Key: string;
  platformPublicKey: KeyObject;
  /** Serial of the platform certificate (or the platform public-key id) expected in Wechatpay-Serial. */
  platformSerial: string;
  /** The HTTP boundary; tests replace it with a fake WeChat Pay. Defaults to the global fetch. */
  fetch?: typeof fetch;
  now?: () => number;
}

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
}

/** RFC 3339 in Beijing time, as time_expire wants it: 2026-11-22T22:45:00+08:00. */
export function rfc3339Beijing(seconds: number): string {
  return `${new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19)}+08:00`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An order's answer field (code_url, h5_url, prepay_id), which must be there. */
function requiredText(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value) {
    throw new PaymentProviderError('wechat', 200, 'NO_ANSWER', `order answered without ${field}`);
  }
  return value;
}

const paidAtOf = (tx: Transaction) => (tx.success_time ? Math.floor(Date.parse(tx.success_time) / 1000) || null : null);
const orderPath = (orderId: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}`;

/** Signed calls to the API v3, and the check of what WeChat Pay signs (its answers and notifications). */
function wechatClient(options: WechatPayOptions, now: () => number) {
  /** Why a signed message (response or notification) is not authentic, or null when it is. */
  function signatureProblem(headers: HeaderBag, body: string): string | null {
    const timestamp = headerOf(headers, 'wechatpay-timestamp');
    const nonce = headerOf(headers, 'wechatpay-nonce');
    const signature = headerOf(headers, 'wechatpay-signature');
    const serial = headerOf(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial) {
      return 'missing signature headers';
    }
    if (serial !== options.platformSerial) {
      return 'unknown platform serial';
    }
    if (!/^\d+$/.test(timestamp) || Math.abs(now() - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
      return 'stale timestamp';
    }
    return verifyMessage(responseMessage(timestamp, nonce, body), signature, options.platformPublicKey) ? null : 'bad signature';
  }

  async function call(method: 'GET' | 'POST', urlPath: string, payload?: object): Promise<unknown> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader({ ...options, method, urlPath, body, timestamp: now() });
    const fetchFn = options.fetch ?? globalThis.fetch;
    let res: Response;
    try {
      res = await fetchFn(`${WECHAT_API_BASE}${urlPath}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': 'yizhiyuan-server',
        },
        body: body || undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new PaymentProviderError('wechat', 0, 'NETWORK', error instanceof Error ? error.message : String(error));
    }
    const text = await res.text();
    if (!res.ok) {
      const failure = parseJson(text) as { code?: string; message?: string } | null;
      throw new PaymentProviderError('wechat', res.status, failure?.code ?? `HTTP_${res.status}`, failure?.message ?? text.slice(0, 200));
    }
    const problem = signatureProblem(Object.fromEntries(res.headers.entries()), text);
    if (problem) {
      throw new PaymentProviderError('wechat', res.status, 'UNVERIFIED_RESPONSE', problem);
    }
    return text ? parseJson(text) : null;
  }

  return { signatureProblem, call };
}

/** WeChat Pay API v3 (Native, H5, JSAPI): signed requests, verified answers, verified and decrypted notifications. */
export function createWechatPay(options: WechatPayOptions): PaymentProvider {
  const now = options.now ?? nowSeconds;

  const { signatureProblem, call } = wechatClient(options, now);

  function checkMerchant(tx: Transaction, orderId: string | null): void {
    if (tx.mchid !== options.mchId || tx.appid !== options.appId) {
      throw new NotificationRejected('merchant mismatch', orderId);
    }
  }

  /** The fields every channel's order carries; the amount and expiry come from our order, never the client. */
  const orderBody = (input: NativeOrderInput) => ({
    appid: options.appId,
    mchid: options.mchId,
    description: input.description.slice(0, 127),
    out_trade_no: input.orderId,
    time_expire: rfc3339Beijing(input.expireAt),
    notify_url: input.notifyUrl,
    amount: { total: input.amountFen, currency: 'CNY' },
  });

  return {
    name: 'wechat',

    async createNativeOrder(input: NativeOrderInput): Promise<string> {
      const answer = (await call('POST', '/v3/pay/transactions/native', orderBody(input))) as { code_url?: unknown } | null;
      return requiredText(answer?.code_url, 'code_url');
    },

    async createH5Order(input: H5OrderInput): Promise<string> {
      const scene = {
        payer_client_ip: input.clientIp,
        h5_info: { type: 'Wap', app_name: input.appName.slice(0, 64), app_url: input.appUrl },
      };
      const answer = (await call('POST', '/v3/pay/transactions/h5', { ...orderBody(input), scene_info: scene })) as {
        h5_url?: unknown;
      } | null;
      return requiredText(answer?.h5_url, 'h5_url');
    },

    async createJsapiOrder(input: JsapiOrderInput): Promise<string> {
      const answer = (await call('POST', '/v3/pay/transactions/jsapi', { ...orderBody(input), payer: { openid: input.openid } })) as {
        prepay_id?: unknown;
      } | null;
      return requiredText(answer?.prepay_id, 'prepay_id');
    },

    jsapiParams(prepayId: string): JsapiPayParams {
      const timeStamp = String(now());
      const nonceStr = newNonce();
      const pkg = `prepay_id=${prepayId}`;
      const paySign = signMessage(jsapiSignMessage(options.appId, timeStamp, nonceStr, pkg), options.privateKey);
      return { appId: options.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
    },

    async queryOrder(orderId: string): Promise<ProviderOrder> {
      let tx: Transaction;
      try {
        tx = ((await call('GET', `${orderPath(orderId)}?mchid=${encodeURIComponent(options.mchId)}`)) ?? {}) as Transaction;
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 404) {
          return { state: 'NOTPAY', transactionId: null, amountFen: null, paidAt: null };
        }
        throw error;
      }
      if (tx.mchid !== options.mchId || tx.out_trade_no !== orderId) {
        throw new PaymentProviderError('wechat', 200, 'MISMATCH', 'query answered for another merchant or order');
      }
      const state = toTradeState(tx.trade_state);
      return {
        state,
        transactionId: tx.transaction_id ?? null,
        amountFen: tx.amount?.total ?? null,
        paidAt: state === 'SUCCESS' ? paidAtOf(tx) : null,
      };
    },

    async closeOrder(orderId: string): Promise<void> {
      await call('POST', `${orderPath(orderId)}/close`, { mchid: options.mchId });
    },

    async parseNotification(headers: HeaderBag, rawBody: string): Promise<PaymentNotification> {
      const problem = signatureProblem(headers, rawBody);
      if (problem) {
        throw new NotificationRejected(problem);
      }
      const envelope = parseJson(rawBody) as { resource?: EncryptedResource } | null;
      if (!envelope?.resource?.ciphertext || !envelope.resource.nonce) {
        throw new NotificationRejected('malformed body');
      }
      let tx: Transaction;
      try {
        tx = JSON.parse(decryptResource(envelope.resource, options.apiV3Key)) as Transaction;
      } catch {
        throw new NotificationRejected('decryption failed');
      }
      const orderId = typeof tx.out_trade_no === 'string' ? tx.out_trade_no : null;
      checkMerchant(tx, orderId);
      if (!orderId || typeof tx.amount?.total !== 'number' || !tx.transaction_id) {
        throw new NotificationRejected('incomplete transaction', orderId);
      }
      return {
        orderId,
        transactionId: tx.transaction_id,
        amountFen: tx.amount.total,
        state: toTradeState(tx.trade_state),
        paidAt: paidAtOf(tx),
      };
    },
  };
}
