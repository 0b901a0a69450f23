import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeResponse, ExamCategoryItem, FormulasResponse, ProvinceListItem } from '@yzy/shared/contracts';
import { computeComposite, formulaFromScoreConfig } from '@yzy/shared/rules';
import { login } from '../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { categoryIdOf } from '../score-profile/test-fixtures';
import { call, FUJIAN, memberWithProfile, seedRankTable, seedSchoolFormula, TEST_SOURCE } from '../range/test-fixtures';

const COMPOSITE = '/api/v1/compute/composite';
const FORMULAS = '/api/v1/compute/formulas';

describe(`算综合分 calls (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  let gkyear: number;
  const post = (payload: object, as = token) => call<CompositeResponse>(t.app, 'POST', COMPOSITE, { token: as, payload });

  beforeAll(async () => {
    t = await createTestApp({ SMS_IP_HOURLY_CAP: '1000' });
    ({ token, examCategoryId: categoryId, gkyear } = await memberWithProfile(t.app));
    const scope = (year: number) => ({ provinceId: FUJIAN, examCategoryId: categoryId, year });
    await seedRankTable(t.deps.db, scope(gkyear - 1), [
      [562, 5],
      [561, 10],
      [560, 20],
      [559, 30],
      [558, 40],
    ]);
    await seedRankTable(t.deps.db, scope(gkyear - 2), [
      [575, 4],
      [574, 6],
      [573, 10],
      [572, 25],
      [571, 40],
    ]);
    await seedRankTable(t.deps.db, scope(gkyear - 3), [
      [550, 10],
      [549, 20],
      [548, 30],
    ]);
    await seedRankTable(t.deps.db, scope(gkyear - 4), [[580, 100]]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('needs a token and a score profile', async () => {
    expect((await call(t.app, 'GET', FORMULAS)).status).toBe(20001);
    expect((await call(t.app, 'POST', COMPOSITE, { payload: {} })).status).toBe(20001);
    const bare = await login(t.app);
    expect((await call(t.app, 'GET', FORMULAS, { token: bare })).status).toBe(10006);
    expect((await post({}, bare)).status).toBe(10006);
  });

  it('says when the province formula is carried over from the year it was published for', async () => {
    const res = await call<FormulasResponse>(t.app, 'GET', FORMULAS, { token });
    // The rule data holds 福建's 2025 formula; later gaokao years carry it over.
    expect(gkyear).toBeGreaterThan(2025);
    expect(res.data.province.notes).toContain(`${gkyear}年公式尚未公布，沿用2025年公式，今年如有调整，综合分与位次会变化`);
    expect(res.data.province.source).toContain('福建省教育考试院');
  });

  it('writes the province formula out, with no school formulas in the data', async () => {
    const res = await call<FormulasResponse>(t.app, 'GET', FORMULAS, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      provinceId: FUJIAN,
      provinceName: '福建',
      examCategoryId: categoryId,
      examCategoryName: '美术与设计类',
      schools: [],
    });
    expect(res.data.province).toMatchObject({
      kind: 'weighted',
      cultureWeight: 0.5,
      cultureFull: 750,
      testsFull: 300,
      outputScale: 750,
      roundingDigits: 2,
      bonusCounts: true,
      text: '综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%',
    });
    expect(res.data.province.notes).toContain('文化分含政策性加分');
    expect(res.data.notes).toEqual(['当前数据中没有院校单独公布的综合分计算公式，招生院校均按省统一公式计算']);
  });

  it('answers another province’s formula: 重庆 on the 300 scale', async () => {
    const chongqingArt = await categoryIdOf(t.app, 50, '美术与设计类');
    const res = await call<FormulasResponse>(t.app, 'GET', `${FORMULAS}?provinceId=50&examCategoryId=${chongqingArt}`, { token });
    expect(res.data.province.text).toBe('综合分 = 文化分 × (300/750) × 50% + 统考分 × 50%');
    const composite = await post({ examCategoryId: chongqingArt });
    // 520/750×300×0.5 + 240×0.5 = 104 + 120
    expect(composite.data.province).toMatchObject({ composite: 224, substituted: '综合分 = 520 × (300/750) × 50% + 240 × 50% = 224.00' });
    expect(composite.data.rank).toBeNull();
    expect(composite.data.notes).toContain('该科类暂无综合分一分一段表，无法估算位次');
  });

  it('computes the member’s own composite, rank estimate and last three years', async () => {
    const res = await post({});
    expect(res.status).toBe(200);
    expect(res.data.input).toEqual({ cultureScore: 520, testsScore: 240, chineseScore: null, englishScore: null, bonusScore: 0 });
    expect(res.data.province.composite).toBe(560);
    expect(res.data.province.substituted).toBe('综合分 = 520 × 50% + 240 × (750/300) × 50% = 560.00');
    expect(res.data.province.formula).toMatchObject({ year: gkyear, source: expect.any(String) });
    expect(res.data.rank).toMatchObject({ year: gkyear - 1, isCurrentYear: false, source: TEST_SOURCE });
    expect(res.data.rank?.lookup).toMatchObject({ rowScore: 560, count: 20, cumulative: 35, rank: 35, rankRange: [16, 35] });
    // 35 ahead: 572 + (45 − 35)/25; 548 + (60 − 35)/30 = 548.833…; four years back is left out
    expect(res.data.equivalents.map((e) => [e.year, e.score, e.rank])).toEqual([
      [gkyear - 1, 560, 35],
      [gkyear - 2, 572.4, 45],
      [gkyear - 3, 548.83, 60],
    ]);
  });

  it('recomputes with sent scores and counts a bonus where the formula does', async () => {
    const res = await post({ cultureScore: 600, testsScore: 250, chineseScore: 120, englishScore: 130.5, bonusScore: 10 });
    // (600 + 10)×0.5 + 250×2.5×0.5 = 305 + 312.5
    expect(res.data.province.composite).toBe(617.5);
    expect(res.data.province.substituted).toBe('综合分 = (600 + 10) × 50% + 250 × (750/300) × 50% = 617.50');
    expect(res.data.input).toEqual({ cultureScore: 600, testsScore: 250, chineseScore: 120, englishScore: 130.5, bonusScore: 10 });
    expect(res.data.rank?.lookup).toMatchObject({ position: 'aboveTop', note: '高于表内最高分' });
    expect(res.data.equivalents[0]).toMatchObject({ score: null, position: 'aboveTop' });
    const low = await post({ cultureScore: 100, testsScore: 50 });
    expect(low.data.rank?.lookup).toMatchObject({ position: 'belowFloor', note: '低于表内最低分' });
  });

  it('refuses bad scores in Chinese', async () => {
    expect(await post({ cultureScore: -1 })).toMatchObject({ status: 10001, msg: '高考成绩不能为负数' });
    expect(await post({ cultureScore: 751 })).toMatchObject({ status: 10001, msg: '高考成绩不能超过750分' });
    expect(await post({ testsScore: 300.5 })).toMatchObject({ status: 10001, msg: '统考成绩不能超过300分' });
    expect(await post({ cultureScore: 'abc' })).toMatchObject({ status: 10001, msg: '高考成绩须为数字' });
    expect(await post({ chineseScore: 151 })).toMatchObject({ status: 10001, msg: '语文成绩不能超过150分' });
    expect(await post({ examCategoryId: 999999 })).toMatchObject({ status: 10004, msg: '科类不存在' });
    expect(await post({ provinceId: 11, examCategoryId: categoryId })).toMatchObject({ status: 10001, msg: '所选科类不属于该省份' });
    const shanghaiArt = await categoryIdOf(t.app, 31, '美术与设计类');
    expect(await post({ examCategoryId: shanghaiArt, cultureScore: 700 })).toMatchObject({ status: 10001, msg: '高考成绩不能超过660分' });
  });

  it('lists and applies school formulas that differ, and skips those that do not', async () => {
    const scope = { provinceId: FUJIAN, examCategoryId: categoryId, year: gkyear };
    await seedSchoolFormula(t.deps.db, scope, {
      name: '百分制测试学院',
      majorNames: ['美术学', '绘画'],
      override: JSON.stringify({ outputScale: 100, source: '院校章程' }),
    });
    await seedSchoolFormula(t.deps.db, scope, {
      name: '同公式测试学院',
      majorNames: ['设计学'],
      override: JSON.stringify({ cultureWeight: 0.5 }),
    });
    await seedSchoolFormula(t.deps.db, scope, { name: '坏数据测试学院', majorNames: ['动画'], override: '{not json' });
    const formulas = await call<FormulasResponse>(t.app, 'GET', FORMULAS, { token });
    expect(formulas.data.schools).toHaveLength(1);
    expect(formulas.data.schools[0]).toMatchObject({ schoolName: '百分制测试学院', majorNames: ['美术学', '绘画'] });
    expect(formulas.data.schools[0].formula).toMatchObject({
      outputScale: 100,
      year: gkyear,
      source: '院校章程',
      text: '综合分 = 文化分 × (100/750) × 50% + 统考分 × (100/300) × 50%',
    });
    expect(formulas.data.notes).toEqual([]);
    const res = await post({});
    // 520/750×100×0.5 + 240/300×100×0.5 = 34.666… + 40
    expect(res.data.schools).toEqual([expect.objectContaining({ schoolName: '百分制测试学院', composite: 74.67 })]);
    expect(res.data.province.composite).toBe(560);
  });

  it('computes every province’s composite by its own score config', async () => {
    const provinces = (await call<ProvinceListItem[]>(t.app, 'GET', '/api/v1/getProvinceListForNemtInfo')).data;
    expect(provinces.length).toBe(31);
    for (const province of provinces) {
      const categories = (await call<ExamCategoryItem[]>(t.app, 'GET', `/api/v1/getExamCategoryList?provinceId=${province.provinceId}`))
        .data;
      const category = categories.find((c) => c.examCategoryScore !== null);
      if (!category?.examCategoryScore) {
        throw new Error(`no category with a score config in ${province.area.name}`);
      }
      const res = await post({ examCategoryId: category.id, cultureScore: 500, testsScore: 200 });
      const expected = computeComposite(formulaFromScoreConfig(category.examCategoryScore), { culture: 500, tests: 200 });
      expect(res.data.province.composite, province.area.name).toBe(expected);
      expect(res.data.province.formula.text, province.area.name).toMatch(/^综合分 = /);
    }
  });
});
