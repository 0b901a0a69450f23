import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberDetail, AdminMemberItem } from '@yzy/shared/contracts';
import { freshMobile, login } from '../../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';
import { nowSeconds } from '../../../lib/time';
import { auditRows, get, loginOperator, post } from '../admin-test-helpers';

type Page = { content: AdminMemberItem[]; total: number };

describe(`operator member management (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let operatorId: number;
  const card = (name: string) =>
    t.deps.db.selectFrom('vip_cards').select(['id', 'vip_level']).where('name', '=', name).executeTakeFirstOrThrow();

  async function newMember(): Promise<{ id: number; mobile: string; token: string }> {
    const mobile = freshMobile();
    const memberToken = await login(t.app, mobile);
    const info = await get<{ id: number }>(t, '/api/v1/memberInfo', memberToken);
    return { id: info.data.id, mobile, token: memberToken };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const operator = await loginOperator(t);
    token = operator.token;
    operatorId = operator.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('searches by full mobile, by a fragment and by id, always showing the mobile masked', async () => {
    const m = await newMember();
    const masked = `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`;
    const byMobile = await get<Page>(t, `/api/admin/v1/member/list?mobile=${m.mobile}`, token);
    expect(byMobile.data.content).toEqual([
      expect.objectContaining({ id: m.id, mobile: masked, vipLevel: 1, vipLabel: '非VIP', disabled: false }),
    ]);
    const byTail = await get<Page>(t, `/api/admin/v1/member/list?mobile=${m.mobile.slice(-6)}&size=50`, token);
    expect(byTail.data.content.map((r) => r.id)).toContain(m.id);
    expect((await get<Page>(t, `/api/admin/v1/member/list?id=${m.id}`, token)).data.total).toBe(1);
    expect(JSON.stringify(byTail.data)).not.toContain(m.mobile);
    expect((await get(t, '/api/admin/v1/member/list?mobile=12', token)).msg).toBe('手机号须为4到11位数字');
  });

  it('grants VIP by card through the ledger, then revokes it; the member sees both and each is audited', async () => {
    const m = await newMember();
    const vip = await card('VIP志愿卡');
    const granted = await post<AdminMemberItem>(
      t,
      '/api/admin/v1/member/grantVip',
      { memberId: m.id, vipCardId: vip.id, note: '客服补偿' },
      token,
    );
    expect(granted.data).toMatchObject({ id: m.id, vipLevel: vip.vip_level, vipLabel: 'VIP志愿卡', isOpenVip: 1 });
    expect((await get<{ vipLevel: number }>(t, '/api/v1/memberInfo', m.token)).data.vipLevel).toBe(vip.vip_level);
    const ledger = await t.deps.db.selectFrom('vip_grants').selectAll().where('member_id', '=', m.id).execute();
    expect(ledger).toEqual([expect.objectContaining({ reason: 'operator', vip_card_id: vip.id, order_id: null })]);
    const [audit] = await auditRows(t, 'member.grantVip', m.id);
    expect(audit).toMatchObject({ operator_id: operatorId, target_type: 'member' });
    expect(JSON.parse(audit.detail)).toMatchObject({ vipCardId: vip.id, note: '客服补偿', before: { isOpenVip: 0 } });

    const until = nowSeconds() + 3 * 86400;
    const extended = await post<AdminMemberItem>(
      t,
      '/api/admin/v1/member/grantVip',
      { memberId: m.id, vipCardId: vip.id, endTime: until },
      token,
    );
    expect(extended.data.vipEndTime).toBe(until);
    expect((await post(t, '/api/admin/v1/member/grantVip', { memberId: m.id, vipCardId: vip.id, endTime: 100 }, token)).msg).toBe(
      '到期时间须晚于现在',
    );

    const revoked = await post<AdminMemberItem>(t, '/api/admin/v1/member/revokeVip', { memberId: m.id }, token);
    expect(revoked.data).toMatchObject({ vipLevel: 1, isOpenVip: 0, vipEndTime: null, vipLabel: '非VIP' });
    expect((await get<{ vipLevel: number }>(t, '/api/v1/memberInfo', m.token)).data.vipLevel).toBe(1);
    expect(await auditRows(t, 'member.revokeVip', m.id)).toHaveLength(1);

    const detail = await get<AdminMemberDetail>(t, `/api/admin/v1/member/detail?id=${m.id}`, token);
    expect(detail.data.grants.map((g) => g.reason)).toEqual(['operator', 'operator']);
  });

  it('sets and unsets super VIP, makes experts with quota, and refuses a sub-account', async () => {
    const m = await newMember();
    expect(
      (await post<AdminMemberItem>(t, '/api/admin/v1/member/superVip', { memberId: m.id, isSuperVip: true }, token)).data,
    ).toMatchObject({ isSuperVip: 1, vipLevel: 2 });
    expect(
      (await post<AdminMemberItem>(t, '/api/admin/v1/member/superVip', { memberId: m.id, isSuperVip: false }, token)).data,
    ).toMatchObject({ isSuperVip: 0, vipLevel: 1 });
    expect((await auditRows(t, 'member.superVip', m.id)).map((r) => JSON.parse(r.detail).after)).toEqual([0, 1]);

    const expert = await post<AdminMemberItem>(t, '/api/admin/v1/member/makeExpert', { memberId: m.id, extraQuota: 5 }, token);
    expect(expert.data).toMatchObject({ role: 1, subAccountQuota: 5 });
    expect(
      (await post<AdminMemberItem>(t, '/api/admin/v1/member/makeExpert', { memberId: m.id, extraQuota: 3 }, token)).data.subAccountQuota,
    ).toBe(8);
    expect(await auditRows(t, 'member.makeExpert', m.id)).toHaveLength(2);
    expect((await post(t, '/api/v1/member/createSubAccount', { nickname: '学生甲' }, m.token)).status).toBe(200);
    const subId = (await t.deps.db.selectFrom('members').select('id').where('expert_id', '=', m.id).executeTakeFirstOrThrow()).id;
    expect(await post(t, '/api/admin/v1/member/makeExpert', { memberId: subId, extraQuota: 1 }, token)).toMatchObject({
      status: 10001,
      msg: '子账号不能设为专家主账号',
    });
    expect(await auditRows(t, 'member.makeExpert', subId)).toHaveLength(0);
    expect((await post(t, '/api/admin/v1/member/makeExpert', { memberId: m.id, extraQuota: -1 }, token)).msg).toBe(
      '子账号名额须为0到1000的整数',
    );
  });

  it('disables a member, whose token is then refused, and enables it again', async () => {
    const m = await newMember();
    expect(
      (await post<AdminMemberItem>(t, '/api/admin/v1/member/disable', { memberId: m.id, disabled: true, note: '恶意刷单' }, token)).data
        .disabled,
    ).toBe(true);
    expect((await get(t, '/api/v1/memberInfo', m.token)).status).toBe(10002);
    expect((await get<Page>(t, '/api/admin/v1/member/list?disabled=true&size=50', token)).data.content.map((r) => r.id)).toContain(m.id);
    await post(t, '/api/admin/v1/member/disable', { memberId: m.id, disabled: false }, token);
    expect((await get(t, '/api/v1/memberInfo', m.token)).status).toBe(200);
    expect((await auditRows(t, 'member.disable', m.id)).length + (await auditRows(t, 'member.enable', m.id)).length).toBe(2);
  });

  it('answers 10004 for an unknown member or card and writes no audit row', async () => {
    const before = (await t.deps.db.selectFrom('audit_logs').select('id').execute()).length;
    expect((await post(t, '/api/admin/v1/member/superVip', { memberId: 999999, isSuperVip: true }, token)).status).toBe(10004);
    expect((await post(t, '/api/admin/v1/member/grantVip', { memberId: 1, vipCardId: 999999 }, token)).msg).toBe('VIP卡不存在');
    expect((await get(t, '/api/admin/v1/member/detail?id=999999', token)).status).toBe(10004);
    expect((await t.deps.db.selectFrom('audit_logs').select('id').execute()).length).toBe(before);
  });
});
