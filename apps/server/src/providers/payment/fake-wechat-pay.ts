import { createCipheriv, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { nowSeconds } from '../../lib/time';
import { newNonce, parseAuthorization, requestMessage, responseMessage, signMessage, verifyMessage } from './wechat-crypto';
import type { WechatPayOptions } from './wechat-pay';

/**
 * Test support, never imported by the server: a stand-in for the WeChat Pay API v3 servers (and
 * the web authorisation's code exchange) at the HTTP boundary. Keys are generated here; it checks our request signatures with the merchant
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
  trade_type: 'NATIVE' | 'MWEB' | 'JSAPI';
  /** code_url, h5_url or prepay_id, as the trade type answers. */
  answer: string;
  /** The payer of a JSAPI order. */
  payer?: { openid: string };
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

const TRADE_TYPES = { native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' } as const;
const ANSWER_FIELDS = { native: 'code_url', h5: 'h5_url', jsapi: 'prepay_id' } as const;

interface PrepayRequest {
  appid: string;
  mchid: string;
  out_trade_no: string;
  amount: { total: number };
  scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
  payer?: { openid?: string };
}

export function createFakeWechatPay() {
  const merchant = pem();
  const platform = pem();
  const ids = {
    appId: 'wx0000000000test',
    mchId: '1900000109',
    serialNo: 'MERCHANTSERIAL0001',
    platformSerial: 'PUB_KEY_ID_0000000001',
    appSecret: 'fake-official-account-secret',
  };
  /** Web-authorisation codes handed out and not yet used, with the openid each stands for. */
  const oauthCodes = new Map<string, string>();
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

  /** One order per out_trade_no: the same parameters again get the same answer, another trade type is refused. */
  function placeOrder(kind: keyof typeof TRADE_TYPES, req: PrepayRequest): Response {
    if (req.appid !== ids.appId || req.mchid !== ids.mchId) {
      return answer(400, { code: 'PARAM_ERROR', message: 'appid和mch_id不匹配' });
    }
    if (kind === 'h5' && (req.scene_info?.h5_info?.type !== 'Wap' || !req.scene_info.payer_client_ip)) {
      return answer(400, { code: 'PARAM_ERROR', message: '缺少scene_info' });
    }
    if (kind === 'jsapi' && !req.payer?.openid) {
      return answer(400, { code: 'PARAM_ERROR', message: '缺少payer.openid' });
    }
    const field = ANSWER_FIELDS[kind];
    const existing = orders.get(req.out_trade_no);
    if (existing) {
      const same = existing.trade_type === TRADE_TYPES[kind] && existing.amount.total === req.amount.total;
      return same ? answer(200, { [field]: existing.answer }) : answer(400, { code: 'INVALID_REQUEST', message: '商户订单号重复' });
    }
    const ref = randomBytes(5).toString('hex');
    const made = {
      native: `weixin://wxpay/bizpayurl?pr=${ref}`,
      h5: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${ref}&package=${Date.now()}`,
      jsapi: `wx${ref}${Date.now()}`,
    }[kind];
    const tx: FakeTransaction = {
      appid: req.appid,
      mchid: req.mchid,
      out_trade_no: req.out_trade_no,
      trade_state: 'NOTPAY',
      amount: { total: req.amount.total, currency: 'CNY' },
      trade_type: TRADE_TYPES[kind],
      answer: made,
      ...(req.payer?.openid ? { payer: { openid: req.payer.openid } } : {}),
    };
    orders.set(req.out_trade_no, tx);
    return answer(200, { [field]: made });
  }

  function route(method: string, path: string, body: string): Response {
    const url = new URL(`https://api.mch.weixin.qq.com${path}`);
    const prepay = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname);
    if (method === 'POST' && prepay) {
      return placeOrder(prepay[1] as keyof typeof TRADE_TYPES, JSON.parse(body) as PrepayRequest);
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
    const { answer: _answer, ...view } = tx;
    return answer(200, view);
  }

  /** sns/oauth2/access_token: errors come as HTTP 200 with an errcode, as WeChat does; a code works once. */
  function snsToken(url: URL): Response {
    const q = url.searchParams;
    const json = (payload: object) =>
      new Response(JSON.stringify(payload), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (q.get('appid') !== ids.appId || q.get('secret') !== ids.appSecret) {
      return json({ errcode: 40125, errmsg: 'invalid appsecret' });
    }
    const openid = oauthCodes.get(q.get('code') ?? '');
    if (q.get('grant_type') !== 'authorization_code' || !openid) {
      return json({ errcode: 40029, errmsg: 'invalid code' });
    }
    oauthCodes.delete(q.get('code') ?? '');
    return json({
      access_token: `ACCESS${randomBytes(4).toString('hex')}`,
      expires_in: 7200,
      refresh_token: 'REFRESH',
      openid,
      scope: 'snsapi_base',
    });
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : '';
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, body });
    if (url.host === 'api.weixin.qq.com' && url.pathname === '/sns/oauth2/access_token') {
      return snsToken(url);
    }
    const headers = new Headers(init?.headers);
    const auth = parseAuthorization(headers.get('authorization') ?? '');
    const signed =
      auth && verifyMessage(requestMessage(method, path, auth.timestamp, auth.nonce_str, body), auth.signature, merchant.publicKey);
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
        WECHAT_APP_SECRET: ids.appSecret,
      };
    },
    /** The member agrees on WeChat's authorize page: the code WeChat would hand to our callback. */
    authorize(openid: string): string {
      const code = `CODE${randomBytes(8).toString('hex')}`;
      oauthCodes.set(code, openid);
      return code;
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
        trade_type: tx?.trade_type ?? 'NATIVE',
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
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: encrypted.toString('base64'),
          associated_data: associatedData,
          nonce,
        },
      });
      return { headers: { 'content-type': 'application/json', ...signedHeaders(body, forge.timestamp, forge.signWith) }, body };
    },
    /** How many orders of a channel were requested at the provider for an order id. */
    ordersRequestedFor(orderId: string, kind: keyof typeof TRADE_TYPES = 'native'): number {
      return calls.filter((c) => c.path === `/v3/pay/transactions/${kind}` && c.body.includes(`"out_trade_no":"${orderId}"`)).length;
    },
  };
}
