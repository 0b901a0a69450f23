import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVipCard, VipCard } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';
import { nowSeconds } from '../../../lib/time';
import { auditRows, get, loginOperator, post } from '../admin-test-helpers';

const fields = {
  name: '冲刺月卡',
  vipLevel: 2,
  currentPrice: 49.9,
  originalPrice: 99,
  deadline: 30,
  deadlineUnit: 1,
  vipProject: [{ icon: 'bar-chart', name: '录取概率' }],
  sortOrder: 9,
};

describe(`operator VIP cards (${engines})`, () => {
  let t: TestApp;
  let token: string;
  const onSale = async () => (await get<VipCard[]>(t, '/api/v1/vipCard/list')).data;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a card that goes on sale, edits it, retires and restores it, each audited', async () => {
    const created = await post<AdminVipCard>(t, '/api/admin/v1/vipCard/create', fields, token);
    expect(created.data).toMatchObject({
      name: '冲刺月卡',
      currentPrice: 49.9,
      originalPrice: 99,
      retired: false,
      orderCount: 0,
      isRecommend: false,
      vipProject: fields.vipProject,
    });
    const id = created.data.id;
    expect(
      (await t.deps.db.selectFrom('vip_cards').select('current_price_fen').where('id', '=', id).executeTakeFirstOrThrow())
        .current_price_fen,
    ).toBe(4990);
    expect((await onSale()).find((c) => c.id === id)).toMatchObject({ currentPrice: 49.9, canBuy: true });

    const edited = await post<AdminVipCard>(
      t,
      '/api/admin/v1/vipCard/update',
      { ...fields, id, currentPrice: 39.9, isRecommend: true },
      token,
    );
    expect(edited.data).toMatchObject({ currentPrice: 39.9, isRecommend: true });
    expect((await onSale()).find((c) => c.id === id)?.currentPrice).toBe(39.9);

    expect((await post<AdminVipCard>(t, '/api/admin/v1/vipCard/retire', { id, retired: true }, token)).data.retired).toBe(true);
    expect((await onSale()).some((c) => c.id === id)).toBe(false);
    const all = await get<AdminVipCard[]>(t, '/api/admin/v1/vipCard/list', token);
    expect(all.data.find((c) => c.id === id)?.retired).toBe(true);
    await post(t, '/api/admin/v1/vipCard/retire', { id, retired: false }, token);
    expect((await onSale()).some((c) => c.id === id)).toBe(true);

    for (const action of ['vipCard.create', 'vipCard.update', 'vipCard.retire', 'vipCard.restore']) {
      expect(await auditRows(t, action, id), action).toHaveLength(1);
    }
    expect(JSON.parse((await auditRows(t, 'vipCard.update', id))[0].detail).before).toMatchObject({ current_price_fen: 4990 });
  });

  it('refuses bad prices, half a window, an absolute end in the past, and unknown cards', async () => {
    const refuse = async (body: object, msg: string) => {
      const res = await post(t, '/api/admin/v1/vipCard/create', { ...fields, ...body }, token);
      expect(res, msg).toMatchObject({ status: 10001, msg });
    };
    await refuse({ currentPrice: 9.999 }, '现价最多两位小数');
    await refuse({ currentPrice: -1 }, '现价不能为负');
    await refuse({ vipLevel: 1 }, 'VIP等级须为2到9的整数');
    await refuse({ startTime: nowSeconds() }, '暂停开通时间须同时填写开始和结束');
    await refuse({ startTime: nowSeconds(), endTime: nowSeconds() - 10 }, '暂停结束时间须晚于开始时间');
    await refuse({ deadlineUnit: 2, deadline: 1000 }, '截止日期须晚于现在');
    await refuse({ deadlineUnit: 3 }, '有效期单位须为1（天）或2（截止日期）');
    expect((await post(t, '/api/admin/v1/vipCard/update', { ...fields, id: 999999 }, token)).status).toBe(10004);
    expect((await post(t, '/api/admin/v1/vipCard/retire', { id: 999999, retired: true }, token)).status).toBe(10004);
    expect(await auditRows(t, 'vipCard.update', 999999)).toHaveLength(0);
  });
});
