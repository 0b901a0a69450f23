import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { nowSeconds } from '../../lib/time';
import { grantVip } from './vip-grant';
import {
  cardNamed,
  createOrder,
  get,
  grantsOf,
  makeCard,
  memberRow,
  newBuyer,
  orderBody,
  payOrder,
  post,
  type Buyer,
} from './vip-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86400;

/** Buys a card through the sandbox, end to end. */
async function buy(buyer: Buyer, card: { id: number; current_price_fen: number }): Promise<string> {
  const orderId = await createOrder(t, buyer, card);
  const token = new URL(await payOrder(t, buyer, orderId)).searchParams.get('token');
  const res = await post(t, '/api/v1/pay/sandbox/confirm', { orderId, token });
  expect(res.json().data.status).toBe('SUCCESS');
  return orderId;
}

describe(`VIP grants on ${engines}`, () => {
  it('a day card bought with nothing running starts now, and memberInfo shows the card', async () => {
    const buyer = await newBuyer(t);
    const orderId = await buy(buyer, await cardNamed(t, 'VIP志愿卡'));
    const m = await memberRow(t, buyer.id);
    expect(Math.abs((m.vip_start_time ?? 0) - nowSeconds())).toBeLessThan(5);
    expect((m.vip_end_time ?? 0) - (m.vip_start_time ?? 0)).toBe(365 * DAY);
    const [grant] = await grantsOf(t, buyer.id);
    expect(grant).toMatchObject({
      order_id: orderId,
      reason: 'purchase',
      vip_level: 2,
      from_time: m.vip_start_time,
      to_time: m.vip_end_time,
      previous_end_time: null,
    });
    const info = (await get(t, '/api/v1/memberInfo', buyer.token)).json().data;
    expect(info).toMatchObject({
      vipLevel: 2,
      effectiveVipLevel: 2,
      isOpenVip: 1,
      vipCardName: 'VIP志愿卡',
      vipEndTime: m.vip_end_time,
      vipCard: { startTime: m.vip_start_time, endTime: m.vip_end_time, vipCardType: { name: 'VIP志愿卡' } },
    });
  });

  it('answers from the card as the operator changed it, at the next request (db/read-cache.ts)', async () => {
    const buyer = await newBuyer(t);
    const card = await makeCard(t, { start_time: nowSeconds() - 3600, end_time: nowSeconds() + 3600, deadline: 30 });
    await grantVip(t.deps.db, buyer.id, card.id, 'operator');
    expect((await get(t, '/api/v1/memberInfo', buyer.token)).json().data).toMatchObject({
      vipLevel: 2,
      effectiveVipLevel: 1,
      vipBlockedByWindow: true,
    });
    await t.deps.db
      .updateTable('vip_cards')
      .set({ end_time: nowSeconds() - 60 })
      .where('id', '=', card.id)
      .execute();
    expect((await get(t, '/api/v1/memberInfo', buyer.token)).json().data).toMatchObject({
      vipLevel: 2,
      effectiveVipLevel: 2,
      vipBlockedByWindow: false,
    });
  });

  it('extends a running same-level card from its end (bought while the old card is paused by its window)', async () => {
    const buyer = await newBuyer(t);
    const paused = await makeCard(t, { start_time: nowSeconds() - 3600, end_time: nowSeconds() + 3600, deadline: 30 });
    const first = await grantVip(t.deps.db, buyer.id, paused.id, 'operator');
    expect((await get(t, '/api/v1/memberInfo', buyer.token)).json().data).toMatchObject({
      vipLevel: 2,
      effectiveVipLevel: 1,
      vipBlockedByWindow: true,
    });
    const open = await makeCard(t, { deadline: 30, current_price_fen: 1000 });
    await buy(buyer, open);
    const m = await memberRow(t, buyer.id);
    expect(m.vip_end_time).toBe(first.toTime + 30 * DAY);
    expect(m.vip_start_time).toBe(first.fromTime);
    expect(m.vip_card_id).toBe(open.id);
    expect((await grantsOf(t, buyer.id)).map((g) => g.previous_end_time)).toEqual([null, first.toTime]);
  });

  it('operator grants of a day card extend from the current end too', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, 'VIP志愿卡');
    const a = await grantVip(t.deps.db, buyer.id, card.id, 'operator');
    const b = await grantVip(t.deps.db, buyer.id, card.id, 'operator');
    expect(b.toTime).toBe(a.toTime + 365 * DAY);
  });

  it('an absolute card ends at its deadline, even bought over a longer-running card', async () => {
    const season = await cardNamed(t, '高考志愿卡');
    const buyer = await newBuyer(t);
    await buy(buyer, season);
    expect((await memberRow(t, buyer.id)).vip_end_time).toBe(season.deadline);

    const longer = await newBuyer(t);
    await grantVip(t.deps.db, longer.id, (await cardNamed(t, 'VIP志愿卡')).id, 'operator', { endTime: season.deadline + 10 * DAY });
    await buy(longer, season);
    const m = await memberRow(t, longer.id);
    expect(m).toMatchObject({ vip_level: 3, vip_card_id: season.id, vip_end_time: season.deadline });
    expect(Math.abs((m.vip_start_time ?? 0) - nowSeconds())).toBeLessThan(5);
  });

  it('an institution card adds its sub-account quota and makes an ordinary member an expert main account', async () => {
    const expert = await cardNamed(t, '机构专家卡');
    const buyer = await newBuyer(t);
    await buy(buyer, expert);
    expect(await memberRow(t, buyer.id)).toMatchObject({ role: 1, sub_account_quota: 20, vip_level: 4 });
    await grantVip(t.deps.db, buyer.id, expert.id, 'operator');
    expect(await memberRow(t, buyer.id)).toMatchObject({ role: 1, sub_account_quota: 40 });
    expect((await get(t, '/api/v1/memberInfo', buyer.token)).json().data).toMatchObject({
      role: 1,
      vipLevel: 4,
      vipCardName: '机构专家卡',
    });
  });

  it('a sub-account cannot buy an institution card', async () => {
    const buyer = await newBuyer(t);
    await t.deps.db.updateTable('members').set({ role: 2 }).where('id', '=', buyer.id).execute();
    const res = await post(t, '/api/v1/vipOrder/create', orderBody(await cardNamed(t, '机构专家卡')), buyer.token);
    expect(res.json()).toMatchObject({ status: 40001, msg: '子账号不能购买机构卡，请使用主账号购买' });
  });

  it('a lower card granted over a running higher one keeps the higher level and extends it', async () => {
    const buyer = await newBuyer(t);
    const expert = await grantVip(t.deps.db, buyer.id, (await cardNamed(t, '机构专家卡')).id, 'operator');
    const lower = await grantVip(t.deps.db, buyer.id, (await cardNamed(t, 'VIP志愿卡')).id, 'operator');
    expect(lower).toMatchObject({ vipLevel: 4, toTime: expert.toTime + 365 * DAY });
    expect((await memberRow(t, buyer.id)).vip_card_id).toBe((await cardNamed(t, '机构专家卡')).id);
  });

  it('a trial sets the probation fields; an unknown member is refused', async () => {
    const buyer = await newBuyer(t);
    const card = await cardNamed(t, 'VIP志愿卡');
    const end = nowSeconds() + 48 * 3600;
    await grantVip(t.deps.db, buyer.id, card.id, 'trial', { endTime: end });
    expect(await memberRow(t, buyer.id)).toMatchObject({
      is_probation_period: 1,
      probation_vip_card_id: card.id,
      probation_vip_end_time: end,
      is_open_vip: 0,
    });
    expect((await grantsOf(t, buyer.id))[0]).toMatchObject({ reason: 'trial', to_time: end, order_id: null });
    await expect(grantVip(t.deps.db, 99_999_999, card.id, 'operator')).rejects.toThrow(/does not exist/);
  });

  it('forces memberInfo.vipLevel to 1 while isOpenVip is not 1, for a trial and a super VIP too (the effective level says VIP)', async () => {
    const trial = await newBuyer(t);
    const card = await cardNamed(t, '高考志愿卡');
    await grantVip(t.deps.db, trial.id, card.id, 'trial', { endTime: nowSeconds() + 48 * 3600 });
    // A stored paid level left over from an earlier card must not show while isOpenVip is 0.
    await t.deps.db.updateTable('members').set({ vip_level: 3 }).where('id', '=', trial.id).execute();
    expect((await get(t, '/api/v1/memberInfo', trial.token)).json().data).toMatchObject({
      isOpenVip: 0,
      isProbationPeriod: 1,
      vipLevel: 1,
      effectiveVipLevel: 3,
      vipCardName: '试用VIP',
    });

    const superVip = await newBuyer(t);
    await t.deps.db.updateTable('members').set({ is_super_vip: 1, is_open_vip: 0, vip_level: 4 }).where('id', '=', superVip.id).execute();
    expect((await get(t, '/api/v1/memberInfo', superVip.token)).json().data).toMatchObject({
      isOpenVip: 0,
      isSuperVip: 1,
      vipLevel: 1,
      effectiveVipLevel: 2,
      vipCardName: '超级VIP',
    });

    const paid = await newBuyer(t);
    await grantVip(t.deps.db, paid.id, card.id, 'operator');
    expect((await get(t, '/api/v1/memberInfo', paid.token)).json().data).toMatchObject({ isOpenVip: 1, vipLevel: 3, effectiveVipLevel: 3 });
  });
});
