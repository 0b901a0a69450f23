import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { cardNamed, createOrder, eventsOf, get, grantsOf, newBuyer, post, queryStatus, type Buyer } from './vip-test-helpers';
import { nonEmpty } from '../../../test/non-empty';

// The sandbox covers Native, H5 and JSAPI through its one checkout page and the one notification handler.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UA = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI',
};
const CHANNEL_UA = { native: UA.desktop, h5: UA.iphone, jsapi: UA.wechat } as const;

async function pay(buyer: Buyer, orderId: string, channel: keyof typeof CHANNEL_UA) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/vipOrder/pay',
    headers: { authorization: buyer.token, 'user-agent': CHANNEL_UA[channel] },
    payload: { payType: 11, orderId, channel, returnUrl: 'http://localhost:3000/me?tab=orders' },
  });
  expect(res.json().status).toBe(200);
  return res.json().data.config.response;
}

/** The sandbox checkout link each channel leads to (for JSAPI: after the sandbox's stand-in authorisation). */
async function checkoutLink(buyer: Buyer, orderId: string, channel: keyof typeof CHANNEL_UA): Promise<string> {
  let answer = await pay(buyer, orderId, channel);
  if (answer.authorize_url) {
    const back = await get(t, answer.authorize_url.replace('http://localhost:3000', ''));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('http://localhost:3000/me?tab=orders');
    answer = await pay(buyer, orderId, channel);
    expect(answer.jsapi).toMatchObject({ appId: 'wxsandbox', package: expect.stringMatching(/^prepay_id=sandbox_prepay_/) });
  }
  return answer.code_url ?? answer.h5_url ?? answer.checkout_url;
}

describe(`sandbox payment on every channel on ${engines}`, () => {
  it.each(['native', 'h5', 'jsapi'] as const)('%s pays through the one notification path and grants exactly once', async (channel) => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, '高考志愿卡'));
    const link = new URL(await checkoutLink(buyer, orderId, channel));
    expect(link.pathname).toBe('/pay/sandbox');
    const token = link.searchParams.get('token') ?? '';
    if (channel !== 'native') {
      const page = await get(t, `${link.pathname}${link.search}`);
      expect(page.body).toContain('data-return="http://localhost:3000/me?tab=orders"');
    }
    // Two confirmations racing, then a late one: one grant, the others are duplicates.
    const raced = await Promise.all([
      post(t, '/api/v1/pay/sandbox/confirm', { orderId, token }),
      post(t, '/api/v1/pay/sandbox/confirm', { orderId, token }),
      queryStatus(t, buyer, orderId),
    ]);
    expect(raced[0].json().data.status).toBe('SUCCESS');
    expect(raced[1].json().data.status).toBe('SUCCESS');
    expect((await post(t, '/api/v1/pay/sandbox/confirm', { orderId, token })).json().data.status).toBe('SUCCESS');
    expect(await queryStatus(t, buyer, orderId)).toBe('SUCCESS');
    const grants = await grantsOf(t, buyer.id);
    expect(grants).toHaveLength(1);
    expect(grants[0].order_id).toBe(orderId);
    expect(nonEmpty(await eventsOf(t, orderId)).every((e) => e.provider === 'sandbox' && e.verified === 1)).toBe(true);
    const order = await t.deps.db.selectFrom('vip_orders').select(['channel']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.channel).toBe(channel);
  });

  it('keeps a sandbox return address on this site only', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    const link = new URL(await checkoutLink(buyer, orderId, 'h5'));
    const page = await get(
      t,
      `/pay/sandbox?orderId=${orderId}&token=${link.searchParams.get('token')}&redirect_url=${encodeURIComponent('https://evil.example.net/')}`,
    );
    expect(page.body).toContain('data-return="http://localhost:3000/"');
  });
});

describe('phone channel configuration', () => {
  const production = {
    APP_ENV: 'production',
    SMS_PROVIDER: 'tencent',
    TENCENT_SECRET_ID: 'id',
    TENCENT_SECRET_KEY: 'key',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: '艺志愿',
    TENCENT_SMS_TEMPLATE_ID: '100',
    PAY_PROVIDER: 'wechat',
    PUBLIC_URL: 'https://yzy.example.com',
    WECHAT_APP_ID: 'wx0000000000000000',
    WECHAT_MCH_ID: '1900000000',
    WECHAT_MCH_SERIAL_NO: 'SERIAL',
    WECHAT_MCH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----',
    WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
    WECHAT_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
    WECHAT_PLATFORM_SERIAL: 'PLATFORM',
  };

  it('refuses to start in production with JSAPI on but no AppSecret', () => {
    expect(() => loadConfig(production)).toThrow(/WECHAT_APP_SECRET is required for the jsapi channel/);
    expect(loadConfig({ ...production, WECHAT_APP_SECRET: 'secret' }).PAY_PHONE_CHANNELS).toEqual(['h5', 'jsapi']);
    expect(loadConfig({ ...production, PAY_PHONE_CHANNELS: 'h5' }).PAY_PHONE_CHANNELS).toEqual(['h5']);
    expect(loadConfig({ ...production, PAY_PHONE_CHANNELS: '' }).PAY_PHONE_CHANNELS).toEqual([]);
  });

  it('refuses unknown channels', () => {
    expect(() => loadConfig({ PAY_PHONE_CHANNELS: 'h5,app' })).toThrow(/PAY_PHONE_CHANNELS/);
  });
});
