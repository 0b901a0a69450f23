import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipCardListResponse } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { nowSeconds } from '../../lib/time';
import { seedVipCards } from '../../demo/vip-cards';
import { grantVip } from './vip-grant';
import { cardNamed, get, makeCard, newBuyer } from './vip-test-helpers';
import { nonEmpty } from '../../../test/non-empty';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListedCard = ReturnType<typeof vipCardListResponse.parse>[number];
const list = async (token?: string): Promise<ListedCard[]> => {
  const res = await get(t, '/api/v1/vipCard/list', token);
  expect(res.statusCode).toBe(200);
  return vipCardListResponse.parse(res.json().data);
};

describe(`VIP cards on ${engines}`, () => {
  it('lists the demo cards to visitors with every field of the contract, prices in yuan', async () => {
    const cards = await list();
    const day = cards.find((c) => c.name === 'VIP志愿卡');
    const season = cards.find((c) => c.name === '高考志愿卡');
    const expert = cards.find((c) => c.name === '机构专家卡');
    expect(day).toMatchObject({
      vipLevel: 2,
      currentPrice: 198,
      originalPrice: 398,
      deadline: 365,
      deadlineUnit: 1,
      isRecommend: 0,
      isCurrentLevel: false,
      canBuy: true,
    });
    expect(day?.startTime).toBe(Date.UTC(2027, 5, 23, 16) / 1000);
    expect(day?.endTime).toBe(Date.UTC(2027, 6, 10, 10) / 1000);
    expect(day?.windowText).toBe('6月24日 – 7月10日 18:00');
    expect(day?.inWindow).toBe(false);
    expect(day?.vipProject[0]).toEqual({ icon: 'unordered-list', name: '完整院校推荐列表' });
    expect(season).toMatchObject({
      vipLevel: 3,
      currentPrice: 398.5,
      originalPrice: 698,
      deadlineUnit: 2,
      deadline: Date.UTC(2027, 7, 31, 15, 59, 59) / 1000,
      isRecommend: 1,
      recommendIcon: 'fire',
      startTime: null,
      endTime: null,
      windowText: null,
    });
    expect(expert).toMatchObject({ vipLevel: 4, currentPrice: 2980, subAccountQuota: 20 });
    expect(cards.map((c) => c.name)).toEqual(['VIP志愿卡', '高考志愿卡', '机构专家卡']);
  });

  it('seeds idempotently', async () => {
    const before = (await list()).length;
    await seedVipCards(t.deps.db);
    expect((await list()).length).toBe(before);
  });

  it('hides retired cards and absolute cards past their deadline; marks a card inside its window', async () => {
    const retired = await makeCard(t, { retired: 1 });
    const ended = await makeCard(t, { deadline_unit: 2, deadline: nowSeconds() - 1 });
    const paused = await makeCard(t, { start_time: nowSeconds() - 3600, end_time: nowSeconds() + 3600 });
    const cards = await list();
    expect(cards.some((c) => c.id === retired.id || c.id === ended.id)).toBe(false);
    expect(cards.find((c) => c.id === paused.id)).toMatchObject({ inWindow: true, canBuy: false });
  });

  it('marks the logged-in member’s current level as 已开通 and cheaper levels as not for sale', async () => {
    const buyer = await newBuyer(t);
    expect(nonEmpty(await list(buyer.token)).every((c) => !c.isCurrentLevel)).toBe(true);
    await grantVip(t.deps.db, buyer.id, (await cardNamed(t, '高考志愿卡')).id, 'operator');
    const cards = await list(buyer.token);
    expect(cards.find((c) => c.name === '高考志愿卡')).toMatchObject({ isCurrentLevel: true, canBuy: false });
    expect(cards.find((c) => c.name === 'VIP志愿卡')).toMatchObject({ isCurrentLevel: false, canBuy: false });
    expect(cards.find((c) => c.name === '机构专家卡')).toMatchObject({ isCurrentLevel: false, canBuy: true });
  });

  it('does not count a trial as 已开通', async () => {
    const buyer = await newBuyer(t);
    const day = await cardNamed(t, 'VIP志愿卡');
    await grantVip(t.deps.db, buyer.id, day.id, 'trial', { endTime: nowSeconds() + 3600 });
    const info = await get(t, '/api/v1/memberInfo', buyer.token);
    // A trial is not 开通: vipLevel reads 1 (isOpenVip is not 1), while the trial's level applies (effectiveVipLevel).
    expect(info.json().data).toMatchObject({ vipLevel: 1, effectiveVipLevel: 2, vipCardName: '试用VIP' });
    expect((await list(buyer.token)).find((c) => c.id === day.id)).toMatchObject({ isCurrentLevel: false, canBuy: true });
  });
});
