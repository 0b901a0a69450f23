import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { nowSeconds } from '../../lib/time';
import { grantVip } from './vip-grant';
import { ageOrder, cardNamed, createOrder, get, makeCard, newBuyer, orderBody, payOrder, post, queryStatus } from './vip-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = async (token: string, body: object) => (await post(t, '/api/v1/vipOrder/create', body, token)).json();

describe(`VIP orders on ${engines}`, () => {
  it('creates an order priced by the card and lists it in yuan', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, '高考志愿卡');
    const orderId = await createOrder(t, buyer, card);
    expect(orderId).toMatch(/^YZY\d{20}$/);
    const row = await t.deps.db.selectFrom('vip_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: buyer.id,
      amount_fen: 39850,
      status: 'NOTPAY',
      app_name: '艺志愿',
      provider: 'sandbox',
      pay_type: 11,
      source: 4,
    });
    expect(row.expire_at - row.created_at).toBe(1800);
    const listed = (await get(t, '/api/v1/vipOrder/list?page=1&size=10', buyer.token)).json().data;
    expect(listed).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(listed.content[0]).toMatchObject({
      orderId,
      vipCardName: '高考志愿卡',
      vipLevel: 3,
      payAmount: 398.5,
      status: 'NOTPAY',
      paidAt: null,
    });
  });

  it('refuses a tampered amount, an unknown, retired or expired card, and a card inside its window', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, 'VIP志愿卡');
    expect(await create(buyer.token, orderBody(card, { payAmount: 0.01 }))).toMatchObject({
      status: 40001,
      msg: '订单金额已变化，请刷新后重试',
    });
    expect(await create(buyer.token, orderBody(card, { payAmount: 197.99 }))).toMatchObject({ status: 40001 });
    expect((await create(buyer.token, orderBody(card, { payAmount: '198.00' }))).status).toBe(200);
    expect(await create(buyer.token, orderBody(card, { vipCardId: 999999 }))).toMatchObject({
      status: 40001,
      msg: '该会员卡不存在或已下架',
    });
    const retired = await makeCard(t, { retired: 1 });
    expect(await create(buyer.token, orderBody(retired))).toMatchObject({ status: 40001, msg: '该会员卡不存在或已下架' });
    const ended = await makeCard(t, { deadline_unit: 2, deadline: nowSeconds() - 60 });
    expect((await create(buyer.token, orderBody(ended))).status).toBe(40001);
    const paused = await makeCard(t, { start_time: nowSeconds() - 60, end_time: nowSeconds() + 3600 });
    const refused = await create(buyer.token, orderBody(paused));
    expect(refused.status).toBe(40001);
    expect(refused.msg).toMatch(/^该会员卡在.+期间暂停开通$/);
  });

  it('answers 10001 for a wrong payType or source, and 20001 without a token', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, 'VIP志愿卡');
    expect(await create(buyer.token, orderBody(card, { payType: 12 }))).toMatchObject({ status: 10001, msg: '支付方式不正确' });
    expect(await create(buyer.token, orderBody(card, { source: 1 }))).toMatchObject({ status: 10001, msg: '订单来源不正确' });
    const anonymous = await post(t, '/api/v1/vipOrder/create', orderBody(card));
    expect(anonymous.json().status).toBe(20001);
  });

  it('refuses the member’s current level and a cheaper level than the running card', async () => {
    const buyer = await newBuyer(t);
    await grantVip(t.deps.db, buyer.id, (await cardNamed(t, '高考志愿卡')).id, 'operator');
    expect(await create(buyer.token, orderBody(await cardNamed(t, '高考志愿卡')))).toMatchObject({
      status: 40001,
      msg: '您已开通该等级会员',
    });
    expect((await create(buyer.token, orderBody(await cardNamed(t, 'VIP志愿卡')))).status).toBe(40001);
    expect((await create(buyer.token, orderBody(await cardNamed(t, '机构专家卡')))).status).toBe(200);
  });

  it('keeps another member’s order private: pay and query answer 10008, unknown ids 10004', async () => {
    const owner = await newBuyer(t);
    const stranger = await newBuyer(t);
    const orderId = await createOrder(t, owner, await cardNamed(t, 'VIP志愿卡'));
    const pay = await post(t, '/api/v1/vipOrder/pay', { payType: 11, orderId, appName: '艺志愿' }, stranger.token);
    expect(pay.json()).toMatchObject({ status: 10008 });
    expect(pay.statusCode).toBe(403);
    expect((await get(t, `/api/v1/vipOrder/queryOrder?orderId=${orderId}`, stranger.token)).json().status).toBe(10008);
    expect((await get(t, '/api/v1/vipOrder/queryOrder?orderId=YZY0', owner.token)).json().status).toBe(10004);
    expect((await get(t, '/api/v1/vipOrder/list', stranger.token)).json().data.total).toBe(0);
  });

  it('returns the same code_url to a repeated pay call', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    const first = await payOrder(t, buyer, orderId);
    expect(first).toMatch(new RegExp(`^http://localhost:3000/pay/sandbox\\?orderId=${orderId}&token=[0-9a-f]{64}$`));
    expect(await payOrder(t, buyer, orderId)).toBe(first);
  });

  it('closes an unpaid order after 30 minutes, at the provider too, and refuses to pay it', async () => {
    const buyer = await newBuyer(t);
    const orderId = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    await payOrder(t, buyer, orderId);
    await ageOrder(t, orderId, 1780);
    expect(await queryStatus(t, buyer, orderId)).toBe('NOTPAY');
    await ageOrder(t, orderId, 20);
    expect(await queryStatus(t, buyer, orderId)).toBe('CLOSED');
    const pay = await post(t, '/api/v1/vipOrder/pay', { payType: 11, orderId }, buyer.token);
    expect(pay.json()).toMatchObject({ status: 40001, msg: '订单已关闭，请重新下单' });
    expect((await t.deps.store.get(`pay:sandbox:closed:${orderId}`)) !== null).toBe(true);

    const neverPaid = await createOrder(t, buyer, await cardNamed(t, 'VIP志愿卡'));
    await ageOrder(t, neverPaid, 1800);
    const late = await post(t, '/api/v1/vipOrder/pay', { payType: 11, orderId: neverPaid }, buyer.token);
    expect(late.json()).toMatchObject({ status: 40001, msg: '订单已关闭，请重新下单' });
    expect(await queryStatus(t, buyer, neverPaid)).toBe('CLOSED');
  });

  it('validates paging and order ids', async () => {
    const buyer = await newBuyer(t);
    expect((await get(t, '/api/v1/vipOrder/list?size=500', buyer.token)).json().status).toBe(10001);
    expect((await get(t, '/api/v1/vipOrder/queryOrder', buyer.token)).json()).toMatchObject({ status: 10001, msg: '请提供订单号' });
  });
});
