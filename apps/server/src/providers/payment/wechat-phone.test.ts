import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time';
import { createFakeWechatPay } from './fake-wechat-pay';
import { parseAuthorization, requestMessage, verifyMessage } from './wechat-crypto';
import { WechatOAuthError, createSandboxOAuth, createWechatOAuth } from './wechat-oauth';
import { createWechatPay } from './wechat-pay';

const base = (orderId: string) => ({
  orderId,
  description: '艺志愿-高考志愿卡',
  amountFen: 39850,
  notifyUrl: 'https://pay.example.com/api/v1/pay/wechat/notify',
  expireAt: nowSeconds() + 1800,
});

/** Every request the fake saw must carry a valid merchant signature over exactly what was sent. */
function signedBy(
  fake: ReturnType<typeof createFakeWechatPay>,
  call: { method: string; path: string; body: string },
  authorization: string,
): boolean {
  const auth = parseAuthorization(authorization);
  return (
    auth !== null &&
    auth.mchid === fake.ids.mchId &&
    verifyMessage(requestMessage(call.method, call.path, auth.timestamp, auth.nonce_str, call.body), auth.signature, fake.merchantPublicKey)
  );
}

function recording(fake: ReturnType<typeof createFakeWechatPay>) {
  const authorizations: string[] = [];
  const spy: typeof fetch = async (input, init) => {
    authorizations.push(new Headers(init?.headers).get('authorization') ?? '');
    return fake.fetch(input, init);
  };
  return { spy, authorizations };
}

describe('WeChat Pay v3 H5 and JSAPI orders', () => {
  it('places an H5 order with scene_info (payer IP, Wap) and returns h5_url, signed as documented', async () => {
    const fake = createFakeWechatPay();
    const { spy, authorizations } = recording(fake);
    const pay = createWechatPay(fake.options({ fetch: spy }));
    const h5Url = await pay.createH5Order({
      ...base('YZYH5000001'),
      clientIp: '203.0.113.9',
      appName: '艺志愿',
      appUrl: 'https://yzy.example.com',
    });
    expect(h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/h5' });
    expect(JSON.parse(call.body)).toEqual({
      appid: fake.ids.appId,
      mchid: fake.ids.mchId,
      description: '艺志愿-高考志愿卡',
      out_trade_no: 'YZYH5000001',
      time_expire: expect.stringMatching(/\+08:00$/),
      notify_url: 'https://pay.example.com/api/v1/pay/wechat/notify',
      amount: { total: 39850, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap', app_name: '艺志愿', app_url: 'https://yzy.example.com' } },
    });
    expect(signedBy(fake, call, authorizations[0])).toBe(true);
    expect(fake.orders.get('YZYH5000001')?.trade_type).toBe('MWEB');
  });

  it('places a JSAPI order for the payer openid and returns prepay_id, signed as documented', async () => {
    const fake = createFakeWechatPay();
    const { spy, authorizations } = recording(fake);
    const pay = createWechatPay(fake.options({ fetch: spy }));
    const prepayId = await pay.createJsapiOrder({ ...base('YZYJS000001'), openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(prepayId).toMatch(/^wx[0-9a-f]+/);
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/jsapi' });
    expect(JSON.parse(call.body)).toMatchObject({
      appid: fake.ids.appId,
      mchid: fake.ids.mchId,
      out_trade_no: 'YZYJS000001',
      amount: { total: 39850, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    expect(signedBy(fake, call, authorizations[0])).toBe(true);
  });

  it('signs getBrandWCPayRequest over appId, timeStamp, nonceStr and package with the merchant key', () => {
    const fake = createFakeWechatPay();
    const now = 1_800_000_000;
    const params = createWechatPay(fake.options({ now: () => now })).jsapiParams('wx201410272009395522657a690389285100');
    expect(params).toMatchObject({
      appId: fake.ids.appId,
      timeStamp: String(now),
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    expect(params.nonceStr).toMatch(/^[0-9A-F]{32}$/);
    const message = `${fake.ids.appId}\n${now}\n${params.nonceStr}\nprepay_id=wx201410272009395522657a690389285100\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(fake.merchantPublicKey, params.paySign, 'base64')).toBe(true);
    expect(
      createVerify('RSA-SHA256')
        .update(message.replace('prepay_id=wx2014', 'prepay_id=wx2015'))
        .verify(fake.merchantPublicKey, params.paySign, 'base64'),
    ).toBe(false);
  });

  it('refuses to place one out_trade_no under another trade type, and answers the same one again', async () => {
    const fake = createFakeWechatPay();
    const pay = createWechatPay(fake.options());
    const first = await pay.createJsapiOrder({ ...base('YZYJS000002'), openid: 'openid-1' });
    expect(await pay.createJsapiOrder({ ...base('YZYJS000002'), openid: 'openid-1' })).toBe(first);
    await expect(pay.createNativeOrder(base('YZYJS000002'))).rejects.toMatchObject({ status: 400, providerCode: 'INVALID_REQUEST' });
  });
});

describe('WeChat web authorisation (snsapi_base)', () => {
  const options = (fake: ReturnType<typeof createFakeWechatPay>) => ({
    appId: fake.ids.appId,
    appSecret: fake.ids.appSecret,
    fetch: fake.fetch,
  });

  it('sends the member to the authorize page with snsapi_base and the state', () => {
    const fake = createFakeWechatPay();
    const url = createWechatOAuth(options(fake)).authorizeUrl('https://yzy.example.com/api/v1/pay/wechat/oauth', 'abc123');
    expect(url.endsWith('#wechat_redirect')).toBe(true);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      appid: fake.ids.appId,
      redirect_uri: 'https://yzy.example.com/api/v1/pay/wechat/oauth',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'abc123',
    });
  });

  it('exchanges the code for the openid with the AppSecret, once', async () => {
    const fake = createFakeWechatPay();
    const oauth = createWechatOAuth(options(fake));
    const code = fake.authorize('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    expect(await oauth.openidOf(code)).toBe('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    const call = fake.calls.at(-1);
    expect(call?.path.startsWith('/sns/oauth2/access_token?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(call?.path.split('?')[1]))).toEqual({
      appid: fake.ids.appId,
      secret: fake.ids.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    await expect(oauth.openidOf(code)).rejects.toMatchObject({ code: '40029' });
  });

  it('reports WeChat errors and a wrong secret as WechatOAuthError', async () => {
    const fake = createFakeWechatPay();
    const code = fake.authorize('openid-x');
    const error = await createWechatOAuth({ ...options(fake), appSecret: 'wrong' })
      .openidOf(code)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatOAuthError);
    expect(error).toMatchObject({ code: '40125' });
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(createWechatOAuth({ ...options(fake), fetch: offline }).openidOf(code)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('sandbox: authorising comes straight back with a code of its own, and foreign codes are refused', async () => {
    const oauth = createSandboxOAuth();
    const back = new URL(oauth.authorizeUrl('http://127.0.0.1:3000/api/v1/pay/wechat/oauth', 's1'));
    expect(back.pathname).toBe('/api/v1/pay/wechat/oauth');
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code') ?? '';
    expect(await oauth.openidOf(code)).toBe(await oauth.openidOf(code));
    await expect(oauth.openidOf('CODE-from-elsewhere')).rejects.toBeInstanceOf(WechatOAuthError);
  });
});
