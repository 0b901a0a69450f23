import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { cardNamed, createOrder, eventsOf, get, grantsOf, newBuyer, payOrder, post, queryStatus } from './vip-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (codeUrl: string) => new URL(codeUrl).searchParams.get('token') ?? '';

describe(`sandbox checkout on ${engines}`, () => {
  it('serves a self-contained page and script for the code_url, outside the SPA fallback', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, '高考志愿卡'));
    const codeUrl = await payOrder(t, buyer, orderId);
    const page = await get(t, codeUrl.replace('http://localhost:3000', ''));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('高考志愿卡');
    expect(page.body).toContain('¥398.50');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('<script src="/pay/sandbox.js" defer></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await get(t, '/pay/sandbox.js');
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('/api/v1/pay/sandbox/confirm');
    const bad = await get(t, `/pay/sandbox?orderId=${orderId}&token=${'0'.repeat(64)}`);
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('支付链接无效');
  });

  it('pays through the notification path: SUCCESS, one grant, an event, and memberInfo follows', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, '高考志愿卡'));
    const token = tokenOf(await payOrder(t, buyer, orderId));
    const confirm = await post(t, '/api/v1/pay/sandbox/confirm', { orderId, token });
    expect(confirm.json()).toMatchObject({ status: 200, data: { orderId, status: 'SUCCESS' } });
    expect(await queryStatus(t, buyer, orderId)).toBe('SUCCESS');
    const again = await post(t, '/api/v1/pay/sandbox/confirm', { orderId, token });
    expect(again.json().data.status).toBe('SUCCESS');
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    const events = await eventsOf(t, orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'sandbox', verified: 1, reason: 'granted' });
    const info = (await get(t, '/api/v1/memberInfo', buyer.token)).json().data;
    expect(info).toMatchObject({
      vipLevel: 3,
      isOpenVip: 1,
      vipCardName: '高考志愿卡',
      vipCard: { vipCardType: { name: '高考志愿卡' } },
      vipEndTime: Date.UTC(2027, 7, 31, 15, 59, 59) / 1000,
    });
    const paid = await post(t, '/api/v1/vipOrder/pay', { payType: 11, orderId }, buyer.token);
    expect(paid.json()).toMatchObject({ status: 40001, msg: '订单已支付' });
    const page = await get(t, `/pay/sandbox?orderId=${orderId}&token=${token}`);
    expect(page.body).toContain('已支付');
  });

  it('refuses a wrong token and grants nothing', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    await payOrder(t, buyer, orderId);
    const res = await post(t, '/api/v1/pay/sandbox/confirm', { orderId, token: 'f'.repeat(64) });
    expect(res.json()).toMatchObject({ status: 40001, msg: '支付链接无效' });
    expect(await queryStatus(t, buyer, orderId)).toBe('NOTPAY');
    expect(await grantsOf(t, buyer.id)).toHaveLength(0);
  });

  it('does not register the WeChat notify route under the sandbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/wechat/notify',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json().status).toBe(10004);
  });
});
