import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { createFakeWechatPay } from '../../providers/payment/fake-wechat-pay';
import { cardNamed, createOrder, eventsOf, get, grantsOf, newBuyer, queryStatus, type Buyer } from './vip-test-helpers';
import { nonEmpty } from '../../../test/non-empty';

// H5 and JSAPI against WeChat Pay at its HTTP boundary: real keys, real signatures, real notifications.
const wechat = createFakeWechatPay();
const PUBLIC = 'https://yzy.example.com';
let t: TestApp;
beforeAll(async () => {
  vi.stubGlobal('fetch', wechat.fetch);
  t = await createTestApp({ ...wechat.env(), PUBLIC_URL: PUBLIC });
});
afterAll(async () => {
  await t.close();
  vi.unstubAllGlobals();
});

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49 NetType/WIFI',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const pay = (buyer: Buyer, orderId: string, channel: string, userAgent: string, returnUrl = `${PUBLIC}/vip?x=1`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/vipOrder/pay',
    headers: { authorization: buyer.token, 'user-agent': userAgent },
    remoteAddress: '198.51.100.23',
    payload: { payType: 11, orderId, appName: '艺志愿', channel, returnUrl },
  });

const notify = (orderId: string) => {
  const n = wechat.notification(orderId);
  return t.app.inject({ method: 'POST', url: '/api/v1/pay/wechat/notify', headers: n.headers, payload: n.body });
};

async function newOrder(cardName = 'VIP志愿卡') {
  const buyer = await newBuyer(t);
  return { buyer, orderId: await createOrder(t, buyer, await cardNamed(t, cardName)) };
}

/** Goes through WeChat's web authorisation as the member's phone would, and returns where it lands. */
async function authorise(authorizeUrl: string, openid: string): Promise<string> {
  const url = new URL(authorizeUrl);
  expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
  expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/api/v1/pay/wechat/oauth`);
  const back = await t.app.inject({
    method: 'GET',
    url: `/api/v1/pay/wechat/oauth?code=${wechat.authorize(openid)}&state=${url.searchParams.get('state')}`,
  });
  expect(back.statusCode).toBe(302);
  return back.headers.location as string;
}

describe(`phone payment with WeChat Pay on ${engines}`, () => {
  it('H5: places the order with the payer IP and returns h5_url with redirect_url back to the page', async () => {
    const { buyer, orderId } = await newOrder();
    const res = await pay(buyer, orderId, 'h5', UA.iphone);
    expect(res.json().status).toBe(200);
    const answer = res.json().data.config.response;
    expect(answer.channel).toBe('h5');
    expect(answer.code_url).toBeUndefined();
    const h5 = new URL(answer.h5_url);
    expect(`${h5.origin}${h5.pathname}`).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(h5.searchParams.get('redirect_url')).toBe(`${PUBLIC}/vip?x=1`);
    const sent = JSON.parse(wechat.calls.find((c) => c.path === '/v3/pay/transactions/h5' && c.body.includes(orderId))?.body ?? '{}');
    expect(sent).toMatchObject({
      out_trade_no: orderId,
      amount: { total: 19800 },
      notify_url: `${PUBLIC}/api/v1/pay/wechat/notify`,
      scene_info: { payer_client_ip: '198.51.100.23', h5_info: { type: 'Wap' } },
    });
  });

  it('H5: a return address on another site is replaced by our home page (no open redirect)', async () => {
    const { buyer, orderId } = await newOrder();
    const answer = (await pay(buyer, orderId, 'h5', UA.iphone, 'https://evil.example.net/phish')).json().data.config.response;
    expect(new URL(answer.h5_url).searchParams.get('redirect_url')).toBe(`${PUBLIC}/`);
  });

  it('refuses a channel the device does not call for, and a second channel for a placed order', async () => {
    const { buyer, orderId } = await newOrder();
    const wrong = await pay(buyer, orderId, 'h5', UA.desktop);
    expect(wrong.json()).toMatchObject({ status: 40001, msg: '请使用微信扫码支付' });
    expect((await pay(buyer, orderId, 'native', UA.iphone)).json()).toMatchObject({ status: 40001, msg: '请在手机浏览器中跳转微信支付' });
    expect(wechat.ordersRequestedFor(orderId, 'h5') + wechat.ordersRequestedFor(orderId, 'native')).toBe(0);
    expect((await pay(buyer, orderId, 'native', UA.desktop)).json().status).toBe(200);
    expect((await pay(buyer, orderId, 'h5', UA.iphone)).json()).toMatchObject({
      status: 40001,
      msg: '该订单已使用其他支付方式，请重新下单',
    });
    expect(wechat.ordersRequestedFor(orderId, 'h5')).toBe(0);
  });

  it('JSAPI: asks for WeChat authorisation first, then places the order for the openid and signs the invoke parameters', async () => {
    const { buyer, orderId } = await newOrder();
    const first = (await pay(buyer, orderId, 'jsapi', UA.wechat)).json().data.config.response;
    expect(first).toEqual({ channel: 'jsapi', authorize_url: expect.stringContaining('scope=snsapi_base') });
    expect(wechat.ordersRequestedFor(orderId, 'jsapi')).toBe(0);
    expect(await authorise(first.authorize_url, 'oPayer0000000000001')).toBe(`${PUBLIC}/vip?x=1`);

    const second = (await pay(buyer, orderId, 'jsapi', UA.wechat)).json().data.config.response;
    expect(second.jsapi).toMatchObject({
      appId: wechat.ids.appId,
      signType: 'RSA',
      package: `prepay_id=${wechat.orders.get(orderId)?.answer}`,
    });
    expect(wechat.orders.get(orderId)?.payer).toEqual({ openid: 'oPayer0000000000001' });
    // Paying again reuses the prepay_id with fresh signatures.
    const third = (await pay(buyer, orderId, 'jsapi', UA.wechat)).json().data.config.response;
    expect(third.jsapi.package).toBe(second.jsapi.package);
    expect(wechat.ordersRequestedFor(orderId, 'jsapi')).toBe(1);
  });

  it('JSAPI: a used or unknown state changes nothing and lands on the home page', async () => {
    const { buyer, orderId } = await newOrder();
    const first = (await pay(buyer, orderId, 'jsapi', UA.wechat)).json().data.config.response;
    const state = new URL(first.authorize_url).searchParams.get('state');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pay/wechat/oauth?code=${wechat.authorize('oIntruder')}&state=not-ours`,
    });
    expect(forged.headers.location).toBe(`${PUBLIC}/`);
    const badCode = await t.app.inject({ method: 'GET', url: `/api/v1/pay/wechat/oauth?code=made-up&state=${state}` });
    expect(badCode.headers.location).toBe(`${PUBLIC}/vip?x=1`);
    expect((await pay(buyer, orderId, 'jsapi', UA.wechat)).json().data.config.response.authorize_url).toBeDefined();
  });

  it('grants exactly once whichever channel pays, under duplicate and concurrent notifications and queries', async () => {
    const h5 = await newOrder();
    await pay(h5.buyer, h5.orderId, 'h5', UA.iphone);
    const js = await newOrder();
    const auth = (await pay(js.buyer, js.orderId, 'jsapi', UA.wechat)).json().data.config.response.authorize_url;
    await authorise(auth, 'oPayer0000000000002');
    await pay(js.buyer, js.orderId, 'jsapi', UA.wechat);

    for (const { buyer, orderId } of [h5, js]) {
      wechat.pay(orderId);
      const raced = await Promise.all([notify(orderId), notify(orderId), queryStatus(t, buyer, orderId), notify(orderId)]);
      expect(nonEmpty(raced.filter((r) => typeof r !== 'string')).every((r) => r.statusCode === 200)).toBe(true);
      expect((await notify(orderId)).statusCode).toBe(200);
      expect(await grantsOf(t, buyer.id)).toHaveLength(1);
      expect((await grantsOf(t, buyer.id))[0].order_id).toBe(orderId);
      expect((await eventsOf(t, orderId)).filter((e) => e.reason === 'granted').length).toBeLessThanOrEqual(1);
      expect(await queryStatus(t, buyer, orderId)).toBe('SUCCESS');
    }
  });

  it('siteConfig tells the client which phone channels are on', async () => {
    const res = await get(t, '/api/v1/common/siteConfig');
    expect(res.json().data.payChannels).toEqual(['h5', 'jsapi']);
  });
});
