import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { nowSeconds } from '../../lib/time';
import { createFakeWechatPay } from '../../providers/payment/fake-wechat-pay';
import { ageOrder, cardNamed, createOrder, eventsOf, grantsOf, newBuyer, payOrder, queryStatus, type Buyer } from './vip-test-helpers';
import { nonEmpty } from '../../../test/non-empty';

// Only the HTTP boundary is replaced: the server signs, verifies and decrypts with real keys made here.
const wechat = createFakeWechatPay();
let t: TestApp;
beforeAll(async () => {
  vi.stubGlobal('fetch', wechat.fetch);
  t = await createTestApp(wechat.env());
});
afterAll(async () => {
  await t.close();
  vi.unstubAllGlobals();
});

const notify = (n: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/pay/wechat/notify', headers: n.headers, payload: n.body });

async function paidOrder(cardName = 'VIP志愿卡'): Promise<{ buyer: Buyer; orderId: string }> {
  const buyer = await newBuyer(t);
  const orderId = await createOrder(t, buyer, await cardNamed(t, cardName));
  await payOrder(t, buyer, orderId);
  wechat.pay(orderId);
  return { buyer, orderId };
}

describe(`WeChat Pay end to end on ${engines}`, () => {
  it('creates one provider order however often pay is called, and shows its code_url', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, '高考志愿卡'));
    const first = await payOrder(t, buyer, orderId);
    expect(first).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(await payOrder(t, buyer, orderId)).toBe(first);
    expect(wechat.ordersRequestedFor(orderId)).toBe(1);
    expect(JSON.parse(wechat.calls.find((c) => c.body.includes(orderId))?.body ?? '{}')).toMatchObject({
      amount: { total: 39850 },
      notify_url: 'http://localhost:3000/api/v1/pay/wechat/notify',
    });
  });

  it('grants on a verified notification, answers SUCCESS, and grants once for a duplicate', async () => {
    const { buyer, orderId } = await paidOrder();
    const n = wechat.notification(orderId);
    const res = await notify(n);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await notify(n)).statusCode).toBe(200);
    expect((await notify(wechat.notification(orderId))).statusCode).toBe(200);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    expect((await eventsOf(t, orderId)).map((e) => [e.verified, e.reason])).toEqual([
      [1, 'granted'],
      [1, 'duplicate'],
      [1, 'duplicate'],
    ]);
    expect(await queryStatus(t, buyer, orderId)).toBe('SUCCESS');
  });

  it('records forged notifications as unverified and grants nothing', async () => {
    const { buyer, orderId } = await paidOrder();
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const cases = [
      { n: wechat.notification(orderId, { signWith: forger }), status: 401, reason: 'bad signature' },
      { n: wechat.notification(orderId, { timestamp: nowSeconds() - 600 }), status: 401, reason: 'stale timestamp' },
      { n: wechat.notification(orderId, { apiV3Key: 'k'.repeat(32) }), status: 401, reason: 'decryption failed' },
      { n: wechat.notification(orderId, { amountFen: 1 }), status: 400, reason: 'amount mismatch: paid 1, order 19800' },
      { n: wechat.notification(orderId, { mchid: '1234567890' }), status: 401, reason: 'merchant mismatch' },
    ];
    for (const c of cases) {
      const res = await notify(c.n);
      expect(res.statusCode).toBe(c.status);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    const unknown = await notify(wechat.notification(orderId, { orderId: 'YZY00000000000000000000' }));
    expect(unknown.statusCode).toBe(404);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/wechat/notify',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(garbage.statusCode).toBe(401);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/wechat/notify',
      headers: { 'content-type': 'application/json', 'wechatpay-nonce': 'n' },
      payload: `{"x":"${'字'.repeat(10_000)}"}`,
    });
    expect(huge.statusCode).toBe(401);
    const kept = await t.deps.db.selectFrom('payment_events').select(['body', 'headers']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Buffer.byteLength(kept.body)).toBeLessThanOrEqual(8192);
    expect(Buffer.byteLength(kept.body)).toBeGreaterThan(8000);
    expect(JSON.parse(kept.headers)).toMatchObject({ 'content-type': 'application/json', 'wechatpay-nonce': 'n' });

    const events = await eventsOf(t, orderId);
    expect(events.map((e) => [e.verified, e.reason])).toEqual([
      [0, 'amount mismatch: paid 1, order 19800'],
      [0, 'merchant mismatch'],
    ]);
    const all = await t.deps.db.selectFrom('payment_events').selectAll().where('verified', '=', 0).execute();
    expect(all.map((e) => e.reason)).toEqual(
      expect.arrayContaining(['bad signature', 'stale timestamp', 'decryption failed', 'unknown order', 'missing signature headers']),
    );
    expect(nonEmpty(all).every((e) => e.body.length > 0 && e.headers.startsWith('{'))).toBe(true);
    expect(await grantsOf(t, buyer.id)).toHaveLength(0);
    const order = await t.deps.db.selectFrom('vip_orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('NOTPAY');
  });

  it('settles when the notification comes before the query, and when it comes after', async () => {
    const before = await paidOrder();
    expect((await notify(wechat.notification(before.orderId))).statusCode).toBe(200);
    expect(await queryStatus(t, before.buyer, before.orderId)).toBe('SUCCESS');

    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    await payOrder(t, buyer, orderId);
    expect(await queryStatus(t, buyer, orderId)).toBe('NOTPAY');
    wechat.pay(orderId);
    expect((await notify(wechat.notification(orderId))).statusCode).toBe(200);
    expect(await queryStatus(t, buyer, orderId)).toBe('SUCCESS');
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
  });

  it('reconciles through the query when the notification is late, and the late notification grants nothing more', async () => {
    const { buyer, orderId } = await paidOrder('高考志愿卡');
    expect(await queryStatus(t, buyer, orderId)).toBe('SUCCESS');
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    expect((await notify(wechat.notification(orderId))).statusCode).toBe(200);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    expect((await eventsOf(t, orderId)).map((e) => e.reason)).toEqual(['duplicate']);
  });

  it('grants exactly once when two notifications and a query race', async () => {
    const { buyer, orderId } = await paidOrder();
    const results = await Promise.all([
      notify(wechat.notification(orderId)),
      notify(wechat.notification(orderId)),
      queryStatus(t, buyer, orderId),
    ]);
    expect(results[0].statusCode).toBe(200);
    expect(results[1].statusCode).toBe(200);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    expect((await eventsOf(t, orderId)).map((e) => e.reason).sort()).toEqual(expect.arrayContaining(['duplicate']));
    const member = await t.deps.db
      .selectFrom('members')
      .select(['vip_end_time', 'vip_start_time'])
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect((member.vip_end_time ?? 0) - (member.vip_start_time ?? 0)).toBe(365 * 86400);
  });

  it('closes an expired order at WeChat Pay, but settles one that was paid just before', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    await payOrder(t, buyer, orderId);
    await ageOrder(t, orderId, 1800);
    expect(await queryStatus(t, buyer, orderId)).toBe('CLOSED');
    expect(wechat.orders.get(orderId)?.trade_state).toBe('CLOSED');

    const { buyer: late, orderId: paidLate } = await paidOrder();
    await ageOrder(t, paidLate, 1800);
    expect(await queryStatus(t, late, paidLate)).toBe('SUCCESS');
    expect(await grantsOf(t, late.id)).toHaveLength(1);
  });
});
