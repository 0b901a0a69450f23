import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquivalentResponse, RankLookupResponse, RankTableMeta, RankTableResponse } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { categoryIdOf } from '../score-profile/test-fixtures';
import { call, FUJIAN, memberWithProfile, seedRankTable, TEST_SOURCE } from './test-fixtures';

const HENAN = 41;

describe(`一分一段 calls (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  let gkyear: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ SMS_IP_HOURLY_CAP: '1000' });
    ({ token, examCategoryId: categoryId, gkyear } = await memberWithProfile(t.app));
    const scope = (year: number) => ({ provinceId: FUJIAN, examCategoryId: categoryId, year });
    // Cumulative: 5, 15, 35, 65, 105
    ids.y1 = await seedRankTable(t.deps.db, scope(gkyear - 1), [
      [562, 5],
      [561, 10],
      [560, 20],
      [559, 30],
      [558, 40],
    ]);
    // Cumulative: 4, 10, 20, 45, 85
    ids.y2 = await seedRankTable(t.deps.db, { ...scope(gkyear - 2), source: '示例数据' }, [
      [575, 4],
      [574, 6],
      [573, 10],
      [572, 25],
      [571, 40],
    ]);
    // Cumulative: 1, 3 — too small to hold this year's rank
    ids.y4 = await seedRankTable(t.deps.db, scope(gkyear - 4), [
      [590, 1],
      [589, 2],
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('needs a token and a score profile', async () => {
    for (const url of [
      '/api/v1/range/tables',
      `/api/v1/range/table?id=${ids.y1}`,
      `/api/v1/range/lookup?tableId=${ids.y1}&score=560`,
      '/api/v1/range/equivalent?score=560',
    ]) {
      expect((await call(t.app, 'GET', url)).status).toBe(20001);
      const bare = await login(t.app);
      expect((await call(t.app, 'GET', url, { token: bare })).status).toBe(10006);
    }
  });

  it('lists the province’s tables, newest first, the member’s province by default', async () => {
    const res = await call<RankTableMeta[]>(t.app, 'GET', '/api/v1/range/tables', { token });
    expect(res.status).toBe(200);
    expect(res.data.map((m) => m.year)).toEqual([gkyear - 1, gkyear - 2, gkyear - 4]);
    expect(res.data[0]).toEqual({
      id: ids.y1,
      year: gkyear - 1,
      provinceId: FUJIAN,
      examCategoryId: categoryId,
      examCategoryName: '美术与设计类',
      subjectGroup: '',
      scoreType: 'composite',
      scoreTypeName: '综合分',
      maxScore: 750,
      totalCount: 105,
      source: TEST_SOURCE,
      sourceUrl: null,
    });
    expect(res.data[1].source).toBe('示例数据');
    expect((await call<RankTableMeta[]>(t.app, 'GET', '/api/v1/range/tables?provinceId=11', { token })).data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/v1/range/tables?provinceId=99', { token })).status).toBe(10004);
  });

  it('sends a whole table or one page of it', async () => {
    const whole = await call<RankTableResponse>(t.app, 'GET', `/api/v1/range/table?id=${ids.y1}`, { token });
    expect(whole.data).toMatchObject({ total: 5, page: 1, size: 5, truncated: false, step: 1 });
    expect(whole.data.table.id).toBe(ids.y1);
    expect(whole.data.rows[2]).toEqual({ score: 560, count: 20, cumulative: 35, rankRange: [16, 35] });
    const page = await call<RankTableResponse>(t.app, 'GET', `/api/v1/range/table?id=${ids.y1}&page=2&size=2`, { token });
    expect(page.data.rows.map((r) => r.score)).toEqual([560, 559]);
    expect(page.data).toMatchObject({ total: 5, page: 2, size: 2, truncated: false });
  });

  it('refuses an unknown table and bad paging', async () => {
    expect(await call(t.app, 'GET', '/api/v1/range/table?id=999999', { token })).toMatchObject({ status: 10004, msg: '一分一段表不存在' });
    expect(await call(t.app, 'GET', `/api/v1/range/table?id=${ids.y1}&size=501`, { token })).toMatchObject({
      status: 10001,
      msg: '每页条数不能超过500',
    });
    expect(await call(t.app, 'GET', '/api/v1/range/table?id=abc', { token })).toMatchObject({
      status: 10001,
      msg: '一分一段表编号须为正整数',
    });
  });

  it('looks a score up: row, 累计人数, 位次 range', async () => {
    const res = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${ids.y1}&score=560.37`, { token });
    expect(res.data.table.year).toBe(gkyear - 1);
    expect(res.data.lookup).toEqual({
      score: 560.37,
      position: 'inTable',
      rowScore: 560,
      count: 20,
      cumulative: 35,
      rank: 35,
      rankRange: [16, 35],
      note: null,
    });
  });

  it('reads a 分数段 (rows 5 points apart) by band: the band’s row and 位次 range, never an empty step inside it', async () => {
    // 河南 美术与设计类's 2026 统考 分数段, top three bands: 285 and above 65, 280–284 97, 275–279 192.
    const id = await seedRankTable(
      t.deps.db,
      { provinceId: FUJIAN, examCategoryId: categoryId, year: gkyear - 3, kind: '专业', maxScore: 300 },
      [
        [285, 65],
        [280, 97],
        [275, 192],
      ],
    );
    const table = await call<RankTableResponse>(t.app, 'GET', `/api/v1/range/table?id=${id}&page=1&size=2`, { token });
    expect(table.data).toMatchObject({ step: 5, total: 3 });
    expect(table.data.rows[1]).toEqual({ score: 280, count: 97, cumulative: 162, rankRange: [66, 162] });
    const inside = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${id}&score=283`, { token });
    expect(inside.data.step).toBe(5);
    expect(inside.data.lookup).toEqual({
      score: 283,
      position: 'inTable',
      rowScore: 280,
      count: 97,
      cumulative: 162,
      rank: 162,
      rankRange: [66, 162],
      note: null,
    });
    const top = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${id}&score=296`, { token });
    expect(top.data.lookup).toMatchObject({ rowScore: 285, rank: 65, rankRange: [1, 65], note: null });
    const below = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${id}&score=270`, { token });
    expect(below.data.lookup).toMatchObject({ position: 'belowFloor', rowScore: null, rank: 355, note: '低于表内最低分' });
  });

  it('answers above the top and below the floor honestly', async () => {
    const above = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${ids.y1}&score=600`, { token });
    expect(above.data.lookup).toMatchObject({
      position: 'aboveTop',
      rowScore: null,
      cumulative: null,
      rank: 5,
      rankRange: [1, 5],
      note: '高于表内最高分',
    });
    const below = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${ids.y1}&score=300`, { token });
    expect(below.data.lookup).toMatchObject({ position: 'belowFloor', rank: 106, rankRange: [106, 106], note: '低于表内最低分' });
  });

  it('refuses bad look-ups in Chinese', async () => {
    const bad = async (query: string) => call(t.app, 'GET', `/api/v1/range/lookup?${query}`, { token });
    expect(await bad(`tableId=${ids.y1}&score=-1`)).toMatchObject({ status: 10001, msg: '分数不能为负数' });
    expect(await bad(`tableId=${ids.y1}&score=751`)).toMatchObject({ status: 10001, msg: '分数不能超过750分' });
    expect(await bad(`tableId=${ids.y1}&score=abc`)).toMatchObject({ status: 10001, msg: '分数须为数字' });
    expect(await bad(`tableId=${ids.y1}`)).toMatchObject({ status: 10001, msg: '分数须为数字' });
    expect(await bad('tableId=999999&score=500')).toMatchObject({ status: 10004, msg: '一分一段表不存在' });
  });

  it('gives this year’s rank from the newest table and equivalent scores in every earlier year', async () => {
    const res = await call<EquivalentResponse>(t.app, 'GET', '/api/v1/range/equivalent?score=560', { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      provinceId: FUJIAN,
      examCategoryId: categoryId,
      examCategoryName: '美术与设计类',
      gkyear,
      score: 560,
    });
    expect(res.data.current).toMatchObject({
      tableId: ids.y1,
      year: gkyear - 1,
      isCurrentYear: false,
      basis: `${gkyear}年一分一段表尚未公布，按${gkyear - 1}年表估算`,
      source: TEST_SOURCE,
    });
    expect(res.data.current?.lookup).toMatchObject({ rank: 35, rankRange: [16, 35] });
    expect(res.data.equivalents).toEqual([
      { year: gkyear - 1, tableId: ids.y1, score: 560, rank: 35, position: 'inTable', note: null, source: TEST_SOURCE },
      // 35 ahead → 572's step holds ranks 21–45: 572 + (45 − 35)/25
      { year: gkyear - 2, tableId: ids.y2, score: 572.4, rank: 45, position: 'inTable', note: null, source: '示例数据' },
      { year: gkyear - 4, tableId: ids.y4, score: null, rank: null, position: 'belowFloor', note: '低于表内最低分', source: TEST_SOURCE },
    ]);
    expect(res.data.notes[0]).toContain(`按${gkyear - 1}年表估算`);
  });

  it('takes another category, and refuses mismatched or unknown ones', async () => {
    const other = await call<EquivalentResponse>(
      t.app,
      'GET',
      '/api/v1/range/equivalent?provinceId=11&examCategoryId=' + categoryId + '&score=560',
      { token },
    );
    expect(other).toMatchObject({ status: 10001, msg: '所选科类不属于该省份' });
    expect(await call(t.app, 'GET', '/api/v1/range/equivalent?examCategoryId=999999&score=560', { token })).toMatchObject({
      status: 10004,
    });
    expect(await call(t.app, 'GET', '/api/v1/range/equivalent?provinceId=11&score=560', { token })).toMatchObject({
      status: 10001,
      msg: '请选择科类',
    });
    expect(await call(t.app, 'GET', '/api/v1/range/equivalent?score=760', { token })).toMatchObject({
      status: 10001,
      msg: '分数不能超过750分',
    });
    const calligraphy = await categoryIdOf(t.app, FUJIAN, '书法类');
    const empty = await call<EquivalentResponse>(t.app, 'GET', `/api/v1/range/equivalent?examCategoryId=${calligraphy}&score=200`, {
      token,
    });
    expect(empty.data).toMatchObject({ current: null, equivalents: [], notes: ['该科类暂无综合分一分一段表，无法估算位次'] });
  });

  it('lists a province’s culture tables (科类 普通类) before its art tables, each with its source and page', async () => {
    const art = await categoryIdOf(t.app, HENAN, '美术与设计类');
    const page = 'https://www.haeea.cn/test/2025-yfyd.html';
    const culture = (subjectGroup: string) =>
      seedRankTable(
        t.deps.db,
        { provinceId: HENAN, examCategoryId: 0, year: gkyear - 2, kind: '文化', subjectGroup, source: '河南省教育考试院', sourceUrl: page },
        [
          [700, 3],
          [699, 5],
        ],
      );
    const physics = await culture('物理');
    const history = await culture('历史');
    const composite = await seedRankTable(t.deps.db, { provinceId: HENAN, examCategoryId: art, year: gkyear - 2 }, [[600, 2]]);
    const res = await call<RankTableMeta[]>(t.app, 'GET', `/api/v1/range/tables?provinceId=${HENAN}`, { token });
    expect(res.data.map((m) => [m.id, m.examCategoryName, m.subjectGroup, m.scoreType, m.scoreTypeName])).toEqual([
      [history, '普通类', '历史', 'culture', '文化'],
      [physics, '普通类', '物理', 'culture', '文化'],
      [composite, '美术与设计类', '', 'composite', '综合分'],
    ]);
    expect(res.data[0]).toMatchObject({ examCategoryId: 0, source: '河南省教育考试院', sourceUrl: page, totalCount: 8 });
    const table = await call<RankTableResponse>(t.app, 'GET', `/api/v1/range/table?id=${physics}`, { token });
    expect(table.data.table).toMatchObject({ examCategoryName: '普通类', scoreType: 'culture', sourceUrl: page });
    expect(table.data.rows.map((r) => r.rankRange)).toEqual([
      [1, 3],
      [4, 8],
    ]);
  });

  it('gives a score nobody had no 位次 range of its own, never a backwards one, and looks it up as an empty step', async () => {
    // As the data build fills the scores a published table left out: 598 and 597 with nobody.
    const id = await seedRankTable(t.deps.db, { provinceId: HENAN, examCategoryId: 0, year: gkyear - 3, kind: '文化' }, [
      [600, 2],
      [599, 1],
      [598, 0],
      [597, 0],
      [596, 4],
    ]);
    const table = await call<RankTableResponse>(t.app, 'GET', `/api/v1/range/table?id=${id}`, { token });
    expect(table.data.rows).toEqual([
      { score: 600, count: 2, cumulative: 2, rankRange: [1, 2] },
      { score: 599, count: 1, cumulative: 3, rankRange: [3, 3] },
      { score: 598, count: 0, cumulative: 3, rankRange: null },
      { score: 597, count: 0, cumulative: 3, rankRange: null },
      { score: 596, count: 4, cumulative: 7, rankRange: [4, 7] },
    ]);
    const found = await call<RankLookupResponse>(t.app, 'GET', `/api/v1/range/lookup?tableId=${id}&score=597.5`, { token });
    expect(found.data.lookup).toEqual({
      score: 597.5,
      position: 'inTable',
      rowScore: null,
      count: 0,
      cumulative: 3,
      rank: 4,
      rankRange: [4, 4],
      note: '表内无此分数段考生',
    });
  });

  it('uses this year’s table once it is published', async () => {
    // Cumulative: 8, 20, 40
    const y0 = await seedRankTable(t.deps.db, { provinceId: FUJIAN, examCategoryId: categoryId, year: gkyear }, [
      [561, 8],
      [560, 12],
      [559, 20],
    ]);
    const res = await call<EquivalentResponse>(t.app, 'GET', '/api/v1/range/equivalent?score=560', { token });
    expect(res.data.current).toMatchObject({ tableId: y0, year: gkyear, isCurrentYear: true, basis: `按${gkyear}年一分一段表` });
    expect(res.data.current?.lookup).toMatchObject({ rank: 20, rankRange: [9, 20] });
    // 20 ahead → last year’s 560 step holds 16–35: 560 + (35 − 20)/20
    expect(res.data.equivalents[0]).toMatchObject({ year: gkyear - 1, score: 560.75, rank: 35 });
    expect(res.data.notes).toEqual([]);
  });
});
