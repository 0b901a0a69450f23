import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, MemberNemtInfo, MemberNemtInfoModifyNum } from '@yzy/shared/contracts';
import { gkyearOf } from '@yzy/shared/rules';
import { login } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { call, categoryIdOf, setScoreRelease, fujianBody, subjectsText } from './test-fixtures';

const CREATE = '/api/v1/createMemberNemtInfo';
const UPDATE = '/api/v1/updateMemberNemtInfo';

describe(`score profile create and update (${engines})`, () => {
  let t: TestApp;
  let fujianArt: number;

  beforeAll(async () => {
    t = await createTestApp({ SMS_IP_HOURLY_CAP: '1000' });
    fujianArt = await categoryIdOf(t.app, 35, '美术与设计类');
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the profile and memberInfo carries every memberNemtInfo field', async () => {
    const token = await login(t.app);
    const before = await call<MemberInfo>(t.app, 'GET', '/api/v1/memberInfo', { token });
    expect(before.data.memberNemtInfo).toBeNull();

    const body = fujianBody(fujianArt, {
      englishScore: 120.5,
      chineseScore: 110,
      nemtRanking: 1234,
      selectSubject: subjectsText(2, ['地理', '历史', '政治']),
    });
    const created = await call<MemberNemtInfo>(t.app, 'POST', CREATE, { token, payload: body });
    expect(created.status).toBe(200);
    const info = (await call<MemberInfo>(t.app, 'GET', '/api/v1/memberInfo', { token })).data.memberNemtInfo;
    const gkyear = gkyearOf(new Date());
    expect(info).toEqual({
      provinceId: 35,
      provinceName: '福建',
      examCategoryId: fujianArt,
      examCategoryName: '美术与设计类',
      categoryId: 1,
      examCategoryScoreId: expect.any(Number),
      examCategorySubName: '',
      cultureScore: 520,
      testsScore: 240,
      englishScore: 120.5,
      chineseScore: 110,
      nemtRanking: 1234,
      language: '英语',
      identity: 1,
      // Stored in the province's order, whatever order the client sent.
      selectSubject: '{"is_new":1,"type":2,"subject":["历史","政治","地理"]}',
      year: gkyear,
      gkyear,
      mySubjectText: '史政地',
      cultureFullScore: 750,
      testsFullScore: 300,
    });
    expect(created.data).toEqual(info);
  });

  it('saves a direction category and a traditional province', async () => {
    const token = await login(t.app);
    const voice = await categoryIdOf(t.app, 65, '音乐类（音乐表演-声乐）');
    const res = await call<MemberNemtInfo>(t.app, 'POST', CREATE, {
      token,
      payload: {
        provinceId: 65,
        examCategoryId: voice,
        cultureScore: 400,
        testsScore: 200.25,
        language: '俄语',
        selectSubject: subjectsText(0, ['理科']),
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      examCategorySubName: '音乐表演-声乐',
      categoryId: 2,
      mySubjectText: '理科',
      testsScore: 200.25,
      identity: 1,
      englishScore: null,
      nemtRanking: null,
    });
  });

  it('refuses a second create with 10001 and leaves the first profile alone', async () => {
    const token = await login(t.app);
    expect((await call(t.app, 'POST', CREATE, { token, payload: fujianBody(fujianArt) })).status).toBe(200);
    const again = await call(t.app, 'POST', CREATE, { token, payload: fujianBody(fujianArt, { cultureScore: 600 }) });
    expect(again).toMatchObject({ status: 10001, msg: '成绩信息已存在，请使用修改', httpStatus: 400 });
    const info = (await call<MemberInfo>(t.app, 'GET', '/api/v1/memberInfo', { token })).data.memberNemtInfo;
    expect(info?.cultureScore).toBe(520);
  });

  it('lets exactly one of two racing first saves through', async () => {
    const token = await login(t.app);
    const results = await Promise.all(
      [1, 2].map((i) => call(t.app, 'POST', CREATE, { token, payload: fujianBody(fujianArt, { cultureScore: 500 + i }) })),
    );
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 10001]);
  });

  it('refuses update before create with 10006', async () => {
    const token = await login(t.app);
    const res = await call(t.app, 'PUT', UPDATE, { token, payload: fujianBody(fujianArt) });
    expect(res).toMatchObject({ status: 10006, msg: '请先完善高考成绩', httpStatus: 403 });
  });

  it('updates freely while scores are unpublished and answers the new profile', async () => {
    const token = await login(t.app);
    await call(t.app, 'POST', CREATE, { token, payload: fujianBody(fujianArt) });
    const res = await call<MemberNemtInfo>(t.app, 'PUT', UPDATE, {
      token,
      payload: fujianBody(fujianArt, {
        cultureScore: 610,
        testsScore: 280,
        nemtRanking: 88,
        language: '日语',
        selectSubject: subjectsText(2, ['物理', '化学', '生物']),
      }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ cultureScore: 610, testsScore: 280, nemtRanking: 88, language: '日语', mySubjectText: '物化生' });
    const left = await call<MemberNemtInfoModifyNum>(t.app, 'GET', '/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum', { token });
    expect(left.data).toEqual({
      provinceModifyNumSurplus: 1,
      examModifyNumSurplus: 1,
      cultureScoreModifyNumSurplus: 2,
      testsScoreModifyNumSurplus: 2,
      nemtRankingModifyNumSurplus: 2,
      cultureScoreStatus: '未出分',
      testsScoreStatus: '未出分',
    });
  });

  it.each([
    ['culture over full', { cultureScore: 750.5 }, '高考成绩不能超过750分'],
    ['culture 0', { cultureScore: 0 }, '高考成绩必须大于0'],
    ['culture with 3 decimals', { cultureScore: 500.123 }, '高考成绩最多保留两位小数'],
    ['tests over full', { testsScore: 301 }, '统考成绩不能超过300分'],
    ['tests negative', { testsScore: -5 }, '统考成绩必须大于0'],
    ['english over 150', { englishScore: 151 }, '外语成绩应在0到150分之间'],
    ['chinese over 150', { chineseScore: 150.5 }, '语文成绩应在0到150分之间'],
    ['unknown language', { language: '韩语' }, '请选择外语语种'],
    ['fractional ranking', { nemtRanking: 12.5 }, '位次必须为正整数'],
    ['3+1+2 without second choices', { selectSubject: subjectsText(2, ['物理']) }, '请选择2门再选科目'],
    ['3+1+2 with two first choices', { selectSubject: subjectsText(2, ['物理', '历史', '化学']) }, '请选择1门首选科目'],
    ['subjects of another mode', { selectSubject: subjectsText(0, ['理科']) }, '所选科目不在本省可选范围内'],
    ['selectSubject not JSON', { selectSubject: 'oops' }, '请选择1门首选科目'],
    ['culture score as text', { cultureScore: '520' }, '请输入高考成绩'],
    ['missing tests score', { testsScore: undefined }, '请输入统考成绩'],
    ['no province', { provinceId: 0 }, '请选择省份'],
  ])('refuses %s with 10001', async (_name, change, msg) => {
    const token = await login(t.app);
    const res = await call(t.app, 'POST', CREATE, { token, payload: { ...fujianBody(fujianArt), ...change } });
    expect(res).toMatchObject({ status: 10001, msg });
    expect((await call<MemberInfo>(t.app, 'GET', '/api/v1/memberInfo', { token })).data.memberNemtInfo).toBeNull();
  });

  it.each([
    [11, '北京', 1, ['物理', '化学'], '请选择3门选考科目'],
    [33, '浙江', 1, ['物理', '化学', '技术'], null],
    [11, '北京', 1, ['物理', '化学', '技术'], '所选科目不在本省可选范围内'],
    [54, '西藏', 0, [], '请选择文科或理科'],
  ] as const)('checks subjects in province %i (%s)', async (provinceId, _name, type, subjects, msg) => {
    const token = await login(t.app);
    const examCategoryId = await categoryIdOf(t.app, provinceId, '舞蹈类');
    const payload = { ...fujianBody(examCategoryId), provinceId, nemtRanking: 500, selectSubject: subjectsText(type, [...subjects]) };
    const res = await call(t.app, 'POST', CREATE, { token, payload });
    expect(res.status === 200 ? null : res.msg).toBe(msg);
  });

  it('requires the ranking where the province asks for it, and only for the category that asks', async () => {
    const token = await login(t.app);
    const beijingArt = await categoryIdOf(t.app, 11, '美术与设计类');
    const beijing = { ...fujianBody(beijingArt), provinceId: 11, selectSubject: subjectsText(1, ['物理', '化学', '生物']) };
    // Before the year's scores are out nobody has a 位次: the form saves without one.
    await setScoreRelease(t.deps.db, 11, 'unpublished');
    await setScoreRelease(t.deps.db, 32, 'unpublished');
    const early = await login(t.app);
    expect((await call(t.app, 'POST', CREATE, { token: early, payload: beijing })).status).toBe(200);
    await setScoreRelease(t.deps.db, 11, 'published');
    await setScoreRelease(t.deps.db, 32, 'published');
    expect(await call(t.app, 'POST', CREATE, { token, payload: beijing })).toMatchObject({ status: 10001, msg: '请输入位次' });
    expect(await call(t.app, 'POST', CREATE, { token, payload: { ...beijing, nemtRanking: 0 } })).toMatchObject({
      status: 10001,
      msg: '位次必须为正整数',
    });

    const jiangsu = { provinceId: 32, selectSubject: subjectsText(2, ['物理', '化学', '生物']) };
    const broadcasting = await categoryIdOf(t.app, 32, '播音与主持类');
    expect(await call(t.app, 'POST', CREATE, { token, payload: { ...fujianBody(broadcasting), ...jiangsu } })).toMatchObject({
      msg: '请输入位次',
    });
    const art = await categoryIdOf(t.app, 32, '美术与设计类');
    expect((await call(t.app, 'POST', CREATE, { token, payload: { ...fujianBody(art), ...jiangsu } })).status).toBe(200);
  });

  it('uses the province’s own full scores (上海 660, 海南 900)', async () => {
    const shanghai = await categoryIdOf(t.app, 31, '美术与设计类');
    const hainan = await categoryIdOf(t.app, 46, '美术与设计类');
    const threeThree = { selectSubject: subjectsText(1, ['物理', '历史', '地理']), nemtRanking: 100 };
    const over = await call(t.app, 'POST', CREATE, {
      token: await login(t.app),
      payload: { ...fujianBody(shanghai), ...threeThree, provinceId: 31, cultureScore: 661 },
    });
    expect(over.msg).toBe('高考成绩不能超过660分');
    const hn = await call<MemberNemtInfo>(t.app, 'POST', CREATE, {
      token: await login(t.app),
      payload: { ...fujianBody(hainan), ...threeThree, provinceId: 46, cultureScore: 900 },
    });
    expect(hn.data).toMatchObject({ cultureScore: 900, cultureFullScore: 900 });
  });

  it('refuses a category without score config with 当前类暂不可选', async () => {
    const token = await login(t.app);
    // 湖北 书法类: no formula found in the art rules, so no score config.
    const calligraphy = await categoryIdOf(t.app, 42, '书法类');
    const res = await call(t.app, 'POST', CREATE, { token, payload: { ...fujianBody(calligraphy), provinceId: 42 } });
    expect(res).toMatchObject({ status: 10001, msg: '当前类暂不可选' });
  });

  it('refuses unknown provinces and categories of another province with 10004', async () => {
    const token = await login(t.app);
    expect(await call(t.app, 'POST', CREATE, { token, payload: { ...fujianBody(fujianArt), provinceId: 99 } })).toMatchObject({
      status: 10004,
      msg: '省份不存在',
    });
    expect(await call(t.app, 'POST', CREATE, { token, payload: fujianBody(999_999) })).toMatchObject({ status: 10004, msg: '科类不存在' });
    const guangdongArt = await categoryIdOf(t.app, 44, '美术与设计类');
    expect(await call(t.app, 'POST', CREATE, { token, payload: fujianBody(guangdongArt) })).toMatchObject({
      status: 10004,
      msg: '科类不存在',
    });
  });

  it('requires login for saving and for the counts', async () => {
    expect((await call(t.app, 'POST', CREATE, { payload: fujianBody(fujianArt) })).status).toBe(20001);
    expect((await call(t.app, 'PUT', UPDATE, { payload: fujianBody(fujianArt) })).status).toBe(20001);
    expect((await call(t.app, 'GET', '/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum')).status).toBe(20001);
  });
});
