import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, login } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { seedDemoExpert, DEMO_EXPERT_MOBILE } from '../../demo/demo-expert';
import { makeExpert } from './accounts.repository';
import { nonEmpty } from '../../../test/non-empty';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = (token: string, nickname: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/member/createSubAccount', payload: { nickname }, headers: { authorization: token } });

describe(`sub-account quota on ${engines}`, () => {
  it('creates sub-accounts within the quota only, even when requests race', async () => {
    const mobile = freshMobile();
    const token = await login(t.app, mobile);
    expect((await create(token, '学生')).json().status).toBe(10008);
    const { id } = await t.deps.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    await makeExpert(t.deps.db, id, 2);
    const results = await Promise.all([create(token, '甲'), create(token, '乙'), create(token, '丙')]);
    expect(results.map((r) => r.json().status as number).sort((a, b) => a - b)).toEqual([200, 200, 10001]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/member/getMySubAccountList', headers: { authorization: token } });
    expect(list.json().data).toMatchObject({ total: 2, quota: 2 });
  });

  it('seeds the demo expert once, with three unused students', async () => {
    await seedDemoExpert(t.deps.db);
    await seedDemoExpert(t.deps.db);
    const expert = await t.deps.db.selectFrom('members').selectAll().where('mobile', '=', DEMO_EXPERT_MOBILE).executeTakeFirstOrThrow();
    expect(expert.role).toBe(1);
    const subs = await t.deps.db.selectFrom('members').select(['vip_status']).where('expert_id', '=', expert.id).execute();
    expect(subs).toHaveLength(3);
    expect(nonEmpty(subs).every((s) => s.vip_status === 0)).toBe(true);
  });
});
