import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderItem, AdminReconcileResult, Dashboard } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';
import { nowSeconds } from '../../../lib/time';
import { recordPaymentEvent } from '../../vip';
import { cardNamed, createOrder, newBuyer, payOrder } from '../../vip/vip-test-helpers';
import { auditRows, get, loginOperator, post } from '../admin-test-helpers';

describe(`operator orders and dashboard (${engines})`, () => {
  let t: TestApp;
  let token: string;

  /** What the sandbox provider remembers after a payment whose notification never arrived. */
  const paidAtProvider = (orderId: string, amountFen: number) =>
    t.deps.store.set(
      `pay:sandbox:paid:${orderId}`,
      JSON.stringify({ orderId, transactionId: `SANDBOX-${orderId}`, amountFen, state: 'SUCCESS', paidAt: nowSeconds() }),
      3600,
    );

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('reconciles a paid order whose notification was lost through the normal settle path, once', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, 'VIP志愿卡');
    const orderId = await createOrder(t, buyer, card);
    await payOrder(t, buyer, orderId);
    const unpaid = await post<AdminReconcileResult>(t, '/api/admin/v1/order/reconcile', { orderId }, token);
    expect(unpaid.data).toEqual({ orderId, providerState: 'NOTPAY', result: 'notPaid', status: 'NOTPAY' });

    await paidAtProvider(orderId, card.current_price_fen);
    const settled = await post<AdminReconcileResult>(t, '/api/admin/v1/order/reconcile', { orderId }, token);
    expect(settled.data).toEqual({ orderId, providerState: 'SUCCESS', result: 'granted', status: 'SUCCESS' });
    expect((await get<{ vipLevel: number }>(t, '/api/v1/memberInfo', buyer.token)).data.vipLevel).toBe(card.vip_level);
    const again = await post<AdminReconcileResult>(t, '/api/admin/v1/order/reconcile', { orderId }, token);
    expect(again.data.result).toBe('alreadySettled');
    expect(await t.deps.db.selectFrom('vip_grants').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
    expect((await auditRows(t, 'order.reconcile', orderId)).map((r) => JSON.parse(r.detail).result)).toEqual([
      'alreadySettled',
      'granted',
      'notPaid',
    ]);
  });

  it('grants nothing when the provider reports another amount, or the order never reached it', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, 'VIP志愿卡');
    const orderId = await createOrder(t, buyer, card);
    expect((await post<AdminReconcileResult>(t, '/api/admin/v1/order/reconcile', { orderId }, token)).data.result).toBe('notSubmitted');
    await payOrder(t, buyer, orderId);
    await paidAtProvider(orderId, 1);
    expect((await post<AdminReconcileResult>(t, '/api/admin/v1/order/reconcile', { orderId }, token)).data).toMatchObject({
      result: 'mismatch',
      status: 'NOTPAY',
    });
    expect(await t.deps.db.selectFrom('vip_grants').select('id').where('member_id', '=', buyer.id).execute()).toHaveLength(0);
    expect((await post(t, '/api/admin/v1/order/reconcile', { orderId: 'YZY0' }, token)).status).toBe(10004);
  });

  it('lists orders by status and member, with the mobile masked, and shows payment events in the detail', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, '高考志愿卡');
    const orderId = await createOrder(t, buyer, card);
    await recordPaymentEvent(t.deps.db, {
      provider: 'sandbox',
      orderId,
      verified: false,
      reason: 'bad signature',
      headers: { 'x-sandbox-signature': 'forged' },
      rawBody: '{"orderId":"x"}',
    });
    const list = await get<{ content: AdminOrderItem[]; total: number }>(
      t,
      `/api/admin/v1/order/list?memberId=${buyer.id}&status=NOTPAY`,
      token,
    );
    expect(list.data.content).toEqual([
      expect.objectContaining({
        orderId,
        amount: 398.5,
        status: 'NOTPAY',
        cardName: '高考志愿卡',
        memberMobile: expect.stringMatching(/^1\d\d\*{4}\d{4}$/),
      }),
    ]);
    expect((await get<{ total: number }>(t, `/api/admin/v1/order/list?memberId=${buyer.id}&status=SUCCESS`, token)).data.total).toBe(0);
    expect((await get<{ total: number }>(t, `/api/admin/v1/order/list?from=${nowSeconds() + 60}`, token)).data.total).toBe(0);
    const detail = await get<AdminOrderDetail>(t, `/api/admin/v1/order/detail?orderId=${orderId}`, token);
    expect(detail.data.events).toEqual([
      expect.objectContaining({ verified: false, reason: 'bad signature', headers: { 'x-sandbox-signature': 'forged' } }),
    ]);
    expect(detail.data.grant).toBeNull();
  });

  it('counts members, paying members, and today’s orders and revenue on the dashboard', async () => {
    const res = await get<Dashboard>(t, '/api/admin/v1/dashboard', token);
    expect(res.data.days).toHaveLength(30);
    const today = res.data.days[29];
    expect(today.date).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    expect(res.data.membersTotal).toBeGreaterThanOrEqual(3);
    expect(res.data.payingMembers).toBe(1);
    expect(res.data.activeVipMembers).toBe(1);
    expect(today).toMatchObject({ newMembers: res.data.membersTotal, orders: 3, paidOrders: 1, revenue: 198 });
    expect(res.data.revenue30d).toBe(198);
  });
});
