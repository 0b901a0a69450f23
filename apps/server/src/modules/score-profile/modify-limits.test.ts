import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, MemberNemtInfoInput, MemberNemtInfoModifyNum } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { call, categoryIdOf, fujianBody, makeSuperVip, memberIdOf, setCounts, setScoreRelease, subjectsText } from './test-fixtures';

const CREATE = '/api/v1/createMemberNemtInfo';
const UPDATE = '/api/v1/updateMemberNemtInfo';
const COUNTS = '/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum';

describe(`score profile change limits (${engines})`, () => {
  let t: TestApp;
  let gdArt: number;
  let gdDance: number;
  let gdMusic: number;
  let fjArt: number;

  /** 广东 (3+1+2, ranking required); its scores are published in this file. */
  const gdBody = (overrides: Partial<MemberNemtInfoInput> = {}): MemberNemtInfoInput => ({
    provinceId: 44,
    examCategoryId: gdArt,
    cultureScore: 520,
    testsScore: 240,
    nemtRanking: 3000,
    language: '英语',
    selectSubject: subjectsText(2, ['物理', '化学', '生物']),
    ...overrides,
  });
  const counts = async (token: string) => (await call<MemberNemtInfoModifyNum>(t.app, 'GET', COUNTS, { token })).data;
  const profile = async (token: string) => (await call<MemberInfo>(t.app, 'GET', '/api/v1/memberInfo', { token })).data.memberNemtInfo;
  const update = (token: string, payload: MemberNemtInfoInput) => call(t.app, 'PUT', UPDATE, { token, payload });

  async function gdMember(left?: number): Promise<{ token: string; id: number }> {
    const token = await login(t.app);
    expect((await call(t.app, 'POST', CREATE, { token, payload: gdBody() })).status).toBe(200);
    const id = await memberIdOf(t.app, token);
    if (left !== undefined) {
      await setCounts(t.deps.db, id, left);
    }
    return { token, id };
  }

  beforeAll(async () => {
    t = await createTestApp({ SMS_IP_HOURLY_CAP: '1000' });
    await setScoreRelease(t.deps.db, 44, 'published');
    gdArt = await categoryIdOf(t.app, 44, '美术与设计类');
    gdDance = await categoryIdOf(t.app, 44, '舞蹈类');
    gdMusic = await categoryIdOf(t.app, 44, '音乐类（音乐教育）');
    fjArt = await categoryIdOf(t.app, 35, '美术与设计类');
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the configured counts before the first save, and the statuses after it', async () => {
    const token = await login(t.app);
    expect(await counts(token)).toEqual({
      provinceModifyNumSurplus: 1,
      examModifyNumSurplus: 1,
      cultureScoreModifyNumSurplus: 2,
      testsScoreModifyNumSurplus: 2,
      nemtRankingModifyNumSurplus: 2,
      cultureScoreStatus: '未出分',
      testsScoreStatus: '未出分',
    });
    await call(t.app, 'POST', CREATE, { token, payload: gdBody() });
    expect(await counts(token)).toMatchObject({
      cultureScoreStatus: '已出分',
      testsScoreStatus: '已出分',
      cultureScoreModifyNumSurplus: 2,
    });
  });

  it('spends a culture change per published change, then refuses with 10007 and writes nothing', async () => {
    const { token } = await gdMember();
    expect((await update(token, gdBody({ cultureScore: 530 }))).status).toBe(200);
    expect((await update(token, gdBody({ cultureScore: 530 }))).status).toBe(200);
    expect((await counts(token)).cultureScoreModifyNumSurplus).toBe(1);
    expect((await update(token, gdBody({ cultureScore: 540 }))).status).toBe(200);
    const refused = await update(token, gdBody({ cultureScore: 550, language: '法语' }));
    expect(refused).toMatchObject({ status: 10007, msg: '您的高考成绩修改次数不足', httpStatus: 409 });
    expect(await profile(token)).toMatchObject({ cultureScore: 540, language: '英语' });
    expect(await counts(token)).toMatchObject({
      cultureScoreModifyNumSurplus: 0,
      testsScoreModifyNumSurplus: 2,
      nemtRankingModifyNumSurplus: 2,
    });
    // Unchanged scores still save: other fields are free.
    expect((await update(token, gdBody({ cultureScore: 540, language: '法语' }))).status).toBe(200);
  });

  it.each([
    ['tests', () => gdBody({ testsScore: 250 }), '您的统考成绩修改次数不足'],
    ['ranking', () => gdBody({ nemtRanking: 2999 }), '我的位次修改次数不足'],
    ['category', () => gdBody({ examCategoryId: gdDance }), '您的科类修改次数不足'],
    ['province', () => fujianBody(fjArt), '您的高考地区修改次数不足'],
  ])('refuses a %s change at 0 with 10007', async (_name, payload, msg) => {
    const { token } = await gdMember(0);
    expect(await update(token, payload())).toMatchObject({ status: 10007, msg });
    expect(await profile(token)).toMatchObject({ provinceId: 44, examCategoryId: gdArt, testsScore: 240, nemtRanking: 3000 });
  });

  it('refuses a save needing two counts when one is used up, spending neither', async () => {
    const { token, id } = await gdMember(1);
    await t.deps.db.updateTable('member_nemt_modify_nums').set({ tests_score_num: 0 }).where('member_id', '=', id).execute();
    expect(await update(token, gdBody({ cultureScore: 600, testsScore: 280 }))).toMatchObject({
      status: 10007,
      msg: '您的统考成绩修改次数不足',
    });
    expect(await counts(token)).toMatchObject({ cultureScoreModifyNumSurplus: 1, testsScoreModifyNumSurplus: 0 });
    expect(await profile(token)).toMatchObject({ cultureScore: 520, testsScore: 240 });
  });

  it('locks province and category after the first save: a change spends the count, the next is refused', async () => {
    const token = await login(t.app);
    await call(t.app, 'POST', CREATE, { token, payload: fujianBody(fjArt) });
    const toGd = await update(token, gdBody());
    expect(toGd.status).toBe(200);
    expect(await counts(token)).toMatchObject({ provinceModifyNumSurplus: 0, examModifyNumSurplus: 1 });
    expect(await update(token, fujianBody(fjArt))).toMatchObject({ status: 10007, msg: '您的高考地区修改次数不足' });
    expect((await update(token, gdBody({ examCategoryId: gdDance }))).status).toBe(200);
    expect(await update(token, gdBody({ examCategoryId: gdMusic }))).toMatchObject({ status: 10007, msg: '您的科类修改次数不足' });
    expect(await profile(token)).toMatchObject({ provinceName: '广东', examCategoryName: '舞蹈类' });
  });

  it('counts changes only once the release time has passed', async () => {
    const token = await login(t.app);
    const henanArt = await categoryIdOf(t.app, 41, '美术与设计类');
    const henan = (cultureScore: number) => ({ ...fujianBody(henanArt), provinceId: 41, cultureScore });
    await call(t.app, 'POST', CREATE, { token, payload: henan(500) });
    expect((await update(token, henan(510))).status).toBe(200);
    expect((await counts(token)).cultureScoreModifyNumSurplus).toBe(2);
    await setScoreRelease(t.deps.db, 41, 'published');
    expect((await update(token, henan(520))).status).toBe(200);
    expect(await counts(token)).toMatchObject({ cultureScoreModifyNumSurplus: 1, cultureScoreStatus: '已出分' });
  });

  it('never spends the last count twice when two saves race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token } = await gdMember(1);
      const results = await Promise.all([601, 602].map((cultureScore) => update(token, gdBody({ cultureScore }))));
      expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 10007]);
      const winner = [601, 602][results.findIndex((r) => r.status === 200)];
      expect((await profile(token))?.cultureScore).toBe(winner);
      expect((await counts(token)).cultureScoreModifyNumSurplus).toBe(0);
    }
  });

  it('never moves a locked province twice when two province changes race', async () => {
    const { token } = await gdMember(1);
    const henanArt = await categoryIdOf(t.app, 41, '美术与设计类');
    const targets = [fujianBody(fjArt), { ...fujianBody(henanArt), provinceId: 41 }];
    const results = await Promise.all(targets.map((payload) => update(token, payload)));
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 10007]);
    expect(results.find((r) => r.status === 10007)?.msg).toBe('您的高考地区修改次数不足');
    expect((await profile(token))?.provinceId).toBe(targets[results.findIndex((r) => r.status === 200)].provinceId);
    expect(await counts(token)).toMatchObject({ provinceModifyNumSurplus: 0, examModifyNumSurplus: 1 });
  });

  it('lets a super VIP change everything at 0 counts without spending', async () => {
    const { token, id } = await gdMember(0);
    await makeSuperVip(t.deps.db, id);
    const everything = fujianBody(fjArt, { cultureScore: 700, testsScore: 299, nemtRanking: 1 });
    expect((await update(token, everything)).status).toBe(200);
    expect((await update(token, gdBody({ examCategoryId: gdDance, cultureScore: 1, testsScore: 1, nemtRanking: 9 }))).status).toBe(200);
    expect(await profile(token)).toMatchObject({ provinceId: 44, examCategoryName: '舞蹈类', cultureScore: 1, nemtRanking: 9 });
    expect(await counts(token)).toMatchObject({ provinceModifyNumSurplus: 0, cultureScoreModifyNumSurplus: 0 });
  });

  it('still validates a super VIP’s save', async () => {
    const { token, id } = await gdMember();
    await makeSuperVip(t.deps.db, id);
    expect(await update(token, gdBody({ cultureScore: 751 }))).toMatchObject({ status: 10001, msg: '高考成绩不能超过750分' });
  });
});
