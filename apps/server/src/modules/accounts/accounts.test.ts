import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, login } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import type { AppError } from '../../lib/app-error';
import { hashToken } from '../auth';
import { findMemberById } from '../member';
import { MemberRole } from '@yzy/shared/rules';
import { insertSubAccounts } from './accounts.repository';
import { switchAccount } from './switch-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: token } });

/** An expert main account with `n` unused sub-accounts; returns the token and the sub-account ids. */
async function expertWith(n: number): Promise<{ token: string; expertId: number; subIds: number[] }> {
  const mobile = freshMobile();
  const token = await login(t.app, mobile);
  const expert = await t.deps.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  await t.deps.db.updateTable('members').set({ role: MemberRole.expert }).where('id', '=', expert.id).execute();
  await insertSubAccounts(
    t.deps.db,
    expert.id,
    Array.from({ length: n }, (_, i) => ({ nickname: `学生${i + 1}`, note: '' })),
  );
  const subs = await t.deps.db.selectFrom('members').select('id').where('expert_id', '=', expert.id).orderBy('id').execute();
  return { token, expertId: expert.id, subIds: subs.map((s) => s.id) };
}

describe(`expert accounts on ${engines}`, () => {
  it('lists sub-accounts with paging, unused until first switched into', async () => {
    const { token } = await expertWith(5);
    const res = await call('GET', '/api/v1/member/getMySubAccountList?page=1&size=3', token);
    const data = res.json().data;
    expect(data.total).toBe(5);
    expect(data.content).toHaveLength(3);
    expect(data.content[0]).toMatchObject({ nickname: '学生1', vipStatus: 0, isMain: false });
    const valid = await call('GET', '/api/v1/member/getMyValidSubAccountList', token);
    expect(valid.json().data.total).toBe(0);
  });

  it('switches into an unused sub-account, marks it used, revokes the old token', async () => {
    const { token, subIds, expertId } = await expertWith(2);
    const switched = await call('POST', '/api/v1/changeToNewAccount', token, { accountId: subIds[0] });
    expect(switched.json().status).toBe(200);
    const subToken = switched.json().data.token as string;
    expect((await call('GET', '/api/v1/memberInfo', token)).json().status).toBe(20004);
    const info = (await call('GET', '/api/v1/memberInfo', subToken)).json().data;
    expect(info).toMatchObject({ id: subIds[0], role: 2, vipStatus: 1, mobile: null });

    const group = (await call('GET', '/api/v1/member/getExpertInfoBySubAccount', subToken)).json().data.expertSubAccountInfo;
    expect(group.map((g: { id: number }) => g.id)).toEqual([expertId, ...subIds]);
    expect(group[0].isMain).toBe(true);

    const back = await call('POST', '/api/v1/changeToNewAccount', subToken, { accountId: expertId });
    const mainToken = back.json().data.token as string;
    const valid = await call('GET', '/api/v1/member/getMyValidSubAccountList', mainToken);
    expect(valid.json().data.content.map((a: { id: number }) => a.id)).toEqual([subIds[0]]);
  });

  it('leaves exactly one live token when ten switches race with one token past the session check', async () => {
    const { token, subIds, expertId } = await expertWith(1);
    // Ten requests that all passed the session check before any of them switched.
    const expert = await findMemberById(t.deps.db, expertId);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => switchAccount(t.deps.db, expert!, hashToken(token), subIds[0]!)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect((r.reason as AppError).code).toBe(20004);
      }
    }
    const live = await t.deps.db
      .selectFrom('sessions')
      .select('member_id')
      .where('member_id', 'in', [expertId, subIds[0]!])
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([{ member_id: subIds[0] }]);
  });

  it('refuses switching to the current account with 已登录当前账号', async () => {
    const { token, expertId } = await expertWith(1);
    const res = await call('POST', '/api/v1/changeToNewAccount', token, { accountId: expertId });
    expect(res.json()).toMatchObject({ status: 10001, msg: '已登录当前账号' });
  });

  it('never lets an account reach outside its expert group', async () => {
    const a = await expertWith(1);
    const b = await expertWith(1);
    const intoOther = await call('POST', '/api/v1/changeToNewAccount', a.token, { accountId: b.subIds[0] });
    expect(intoOther.json().status).toBe(10008);
    const intoOtherMain = await call('POST', '/api/v1/changeToNewAccount', a.token, { accountId: b.expertId });
    expect(intoOtherMain.json().status).toBe(10008);
    const rename = await call('PUT', '/api/v1/member/updateSubAccountInfo', a.token, { accountId: b.subIds[0], nickname: 'x' });
    expect(rename.json().status).toBe(10008);

    const ordinary = await login(t.app);
    expect((await call('POST', '/api/v1/changeToNewAccount', ordinary, { accountId: a.subIds[0] })).json().status).toBe(10008);
    expect((await call('GET', '/api/v1/member/getMySubAccountList', ordinary)).json().status).toBe(10008);
    expect((await call('GET', '/api/v1/member/getExpertInfoBySubAccount', ordinary)).json().status).toBe(10008);

    const sub = (await call('POST', '/api/v1/changeToNewAccount', a.token, { accountId: a.subIds[0] })).json().data.token as string;
    expect((await call('GET', '/api/v1/member/getMySubAccountList', sub)).json().status).toBe(10008);
    expect((await call('POST', '/api/v1/changeToNewAccount', sub, { accountId: b.subIds[0] })).json().status).toBe(10008);
  });

  it('lets the expert rename and annotate its own sub-accounts', async () => {
    const { token, subIds } = await expertWith(1);
    const res = await call('PUT', '/api/v1/member/updateSubAccountInfo', token, {
      accountId: subIds[0],
      nickname: '张同学',
      note: '美术 江苏',
    });
    expect(res.json().status).toBe(200);
    const list = (await call('GET', '/api/v1/member/getMySubAccountList', token)).json().data.content;
    expect(list[0]).toMatchObject({ nickname: '张同学', note: '美术 江苏' });
    const tooLong = await call('PUT', '/api/v1/member/updateSubAccountInfo', token, { accountId: subIds[0], nickname: '长'.repeat(21) });
    expect(tooLong.json()).toMatchObject({ status: 10001, msg: '昵称最多20个字' });
  });
});

describe(`profile and feedback on ${engines}`, () => {
  it('updates nickname and avatar, refusing a bad avatar URL', async () => {
    const token = await login(t.app);
    expect((await call('PUT', '/api/v1/member/updateProfile', token, { nickname: '小艺' })).json().status).toBe(200);
    expect((await call('GET', '/api/v1/memberInfo', token)).json().data.nickname).toBe('小艺');
    const bad = await call('PUT', '/api/v1/member/updateProfile', token, { avatar: 'javascript:alert(1)' });
    expect(bad.json().status).toBe(10001);
  });

  it('takes feedback within limits and rate-limits it', async () => {
    const token = await login(t.app);
    const short = await call('POST', '/api/v1/feedback/create', token, { content: '好' });
    expect(short.json()).toMatchObject({ status: 10001, msg: '反馈内容至少5个字' });
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/api/v1/feedback/create', token, { content: `希望增加更多省份的数据 ${i}`, contact: 'wx: yiyi' });
      expect(res.json().status).toBe(200);
    }
    const sixth = await call('POST', '/api/v1/feedback/create', token, { content: '第六条反馈内容' });
    expect(sixth.json().status).toBe(10003);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/feedback/create', payload: { content: '未登录的反馈' } })).json().status,
    ).toBe(20001);
  });
});
