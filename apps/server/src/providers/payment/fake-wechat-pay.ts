import { createCipheriv, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { nowSeconds } from '../../lib/time';
import { newNonce, parseAuthorization, requestMessage, responseMessage, signMessage, verifyMessage } from './wechat-crypto';
import type { WechatPayOptions } from './wechat-pay';

/**
 * Test support, never imported by the server: a stand-in for the WeChat Pay API v3 servers at
 * the HTTP boundary. Keys are generated here; it checks our request signatures with the merchant
 * public key, answers signed with the platform private key, and builds signed, encrypted
 * notifications exactly as WeChat Pay documents them.
 */
export interface FakeTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  success_time?: string;
  amount: { total: number; currency: string };
  code_url: string;
}

export interface NotificationForgery {
  amountFen?: number;
  orderId?: string;
  timestamp?: number;
  /** Sign with another key (a forger's). */
  signWith?: KeyObject;
  /** Encrypt with another APIv3 key. */
  apiV3Key?: string;
  mchid?: string;
  tradeState?: string;
}

const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

export function createFakeWechatPay() {
  const merchant = pem();
  const platform = pem();
  const ids = { appId: 'wx0000000000test', mchId: '1900000109', serialNo: 'MERCHANTSERIAL0001', platformSerial: 'PUB_KEY_ID_0000000001' };
  const apiV3Key = randomBytes(16).toString('hex');
  const orders = new Map<string, FakeTransaction>();
  const calls: { method: string; path: string; body: string }[] = [];

  function signedHeaders(body: string, timestamp = nowSeconds(), key: KeyObject = platform.privateKey): Record<string, string> {
    const nonce = newNonce();
    return {
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signMessage(responseMessage(String(timestamp), nonce, body), key),
      'Wechatpay-Serial': ids.platformSerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function answer(status: number, payload?: object): Response {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    return new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json', ...signedHeaders(body) } });
  }

  function route(method: string, path: string, body: string): Response {
    const url = new URL(`https://api.mch.weixin.qq.com${path}`);
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const req = JSON.parse(body) as { appid: string; mchid: string; out_trade_no: string; amount: { total: number } };
      const existing = orders.get(req.out_trade_no);
      if (existing) {
        return existing.amount.total === req.amount.total ? answer(200, { code_url: existing.code_url }) : answer(400, { code: 'INVALID_REQUEST', message: '订单参数不一致' });
      }
      const tx: FakeTransaction = { appid: req.appid, mchid: req.mchid, out_trade_no: req.out_trade_no, trade_state: 'NOTPAY', amount: { total: req.amount.total, currency: 'CNY' }, code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` };
      orders.set(req.out_trade_no, tx);
      return answer(200, { code_url: tx.code_url });
    }
    const match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    const tx = match ? orders.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !tx) {
      return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    }
    if (match[2]) {
      if (tx.trade_state === 'SUCCESS') {
        return answer(400, { code: 'ORDERPAID', message: '订单已支付' });
      }
      tx.trade_state = 'CLOSED';
      return answer(204);
    }
    const { code_url: _code, ...view } = tx;
    return answer(200, view);
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : '';
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, body });
    const headers = new Headers(init?.headers);
    const auth = parseAuthorization(headers.get('authorization') ?? '');
    const signed = auth && verifyMessage(requestMessage(method, path, auth.timestamp, auth.nonce_str, body), auth.signature, merchant.publicKey);
    if (!auth || !signed || auth.mchid !== ids.mchId || auth.serial_no !== ids.serialNo) {
      return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    return route(method, path, body);
  };

  const exportPem = (key: KeyObject) => key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();

  return {
    ids,
    apiV3Key,
    orders,
    calls,
    fetch: fakeFetch,
    merchantPublicKey: merchant.publicKey,
    /** Options for createWechatPay against this fake. */
    options(extra: Partial<WechatPayOptions> = {}): WechatPayOptions {
      return { ...ids, privateKey: merchant.privateKey, apiV3Key, platformPublicKey: platform.publicKey, fetch: fakeFetch, ...extra };
    },
    /** Environment for a server with PAY_PROVIDER=wechat against this fake (PEM text in the variables). */
    env(): Record<string, string> {
      return {
        PAY_PROVIDER: 'wechat',
        WECHAT_APP_ID: ids.appId,
        WECHAT_MCH_ID: ids.mchId,
        WECHAT_MCH_SERIAL_NO: ids.serialNo,
        WECHAT_MCH_PRIVATE_KEY: exportPem(merchant.privateKey),
        WECHAT_API_V3_KEY: apiV3Key,
        WECHAT_PLATFORM_PUBLIC_KEY: exportPem(platform.publicKey),
        WECHAT_PLATFORM_SERIAL: ids.platformSerial,
      };
    },
    /** The payer scans and pays: the order becomes SUCCESS at the provider. */
    pay(orderId: string): FakeTransaction {
      const tx = orders.get(orderId);
      if (!tx) {
        throw new Error(`fake WeChat Pay has no order ${orderId}`);
      }
      tx.trade_state = 'SUCCESS';
      tx.transaction_id = `4200${Date.now()}${randomBytes(4).toString('hex')}`;
      tx.success_time = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
      return tx;
    },
    /** The notification WeChat Pay posts for an order, optionally forged. */
    notification(orderId: string, forge: NotificationForgery = {}): { headers: Record<string, string>; body: string } {
      const tx = orders.get(orderId);
      const resource = {
        appid: ids.appId,
        mchid: forge.mchid ?? ids.mchId,
        out_trade_no: forge.orderId ?? orderId,
        transaction_id: tx?.transaction_id ?? `4200${Date.now()}`,
        trade_type: 'NATIVE',
        trade_state: forge.tradeState ?? 'SUCCESS',
        success_time: tx?.success_time ?? new Date().toISOString(),
        amount: { total: forge.amountFen ?? tx?.amount.total ?? 1, payer_total: forge.amountFen ?? tx?.amount.total ?? 1, currency: 'CNY' },
      };
      const nonce = randomBytes(6).toString('hex');
      const associatedData = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(forge.apiV3Key ?? apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const body = JSON.stringify({
        id: `EV-${randomBytes(8).toString('hex')}`,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), associated_data: associatedData, nonce },
      });
      return { headers: { 'content-type': 'application/json', ...signedHeaders(body, forge.timestamp, forge.signWith) }, body };
    },
    /** How many native orders were created at the provider for an order id. */
    nativeCallsFor(orderId: string): number {
      return calls.filter((c) => c.path === '/v3/pay/transactions/native' && c.body.includes(`"out_trade_no":"${orderId}"`)).length;
    },
  };
}

export type FakeWechatPay = ReturnType<typeof createFakeWechatPay>;
