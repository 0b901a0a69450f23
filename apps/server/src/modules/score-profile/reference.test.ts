import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamCategoryItem, ProvinceDataTimeConfig, ProvinceListItem, ProvinceNemtInfo } from '@yzy/shared/contracts';
import { gkyearOf } from '@yzy/shared/rules';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { seedReferenceData } from '../../demo/reference';
import { call, categoryIdOf, setScoreRelease } from './test-fixtures';

describe(`score-profile reference data (${engines})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the 31 provinces with id, area name and mode, without login', async () => {
    const res = await call<ProvinceListItem[]>(t.app, 'GET', '/api/v1/getProvinceListForNemtInfo');
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(31);
    expect(res.data[0]).toEqual({ provinceId: 11, area: { name: '北京' }, type: 1, isNew: 1, cultureFullScore: 750 });
    const byName = new Map(res.data.map((p) => [p.area.name, p]));
    expect(byName.get('上海')?.cultureFullScore).toBe(660);
    expect(byName.get('海南')?.cultureFullScore).toBe(900);
    expect(res.data.filter((p) => p.type === 1).map((p) => p.area.name)).toEqual(['北京', '天津', '上海', '浙江', '山东', '海南']);
    expect(res.data.filter((p) => p.type === 0).map((p) => p.area.name)).toEqual(['西藏', '新疆']);
    expect(res.data.filter((p) => p.type === 2)).toHaveLength(23);
  });

  it.each([
    [44, { type: 2, isNew: 1, firstChoiceSubject: '物理、历史', secondChoiceSubject: '化学、生物、政治、地理' }],
    [11, { type: 1, isNew: 1, firstChoiceSubject: '物理、化学、生物、政治、历史、地理', secondChoiceSubject: '' }],
    [33, { type: 1, isNew: 1, firstChoiceSubject: '物理、化学、生物、政治、历史、地理、技术', secondChoiceSubject: '' }],
    [65, { type: 0, isNew: 0, firstChoiceSubject: '文科、理科', secondChoiceSubject: '' }],
  ])('answers the subject info of province %i', async (provinceId, expected) => {
    const res = await call<ProvinceNemtInfo>(t.app, 'GET', `/api/v1/getProvinceNemtInfo?provinceId=${provinceId}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ provinceId, ...expected });
  });

  it('lists a province’s categories with directions and the current year’s full scores', async () => {
    const res = await call<ExamCategoryItem[]>(t.app, 'GET', '/api/v1/getExamCategoryList?provinceId=31');
    expect(res.status).toBe(200);
    expect(res.data.map((c) => c.name)).toEqual([
      '美术与设计类',
      '音乐类（音乐表演-声乐）',
      '音乐类（音乐表演-器乐）',
      '音乐类（音乐教育）',
      '舞蹈类',
      '表（导）演类（戏剧影视表演）',
      '表（导）演类（服装表演）',
      '表（导）演类（戏剧影视导演）',
      '播音与主持类',
      '书法类',
    ]);
    const music = res.data[1];
    expect(music).toMatchObject({ categoryId: 2, categoryName: '音乐类', subName: '音乐表演-声乐' });
    expect(music.examCategoryScore).toMatchObject({
      year: gkyearOf(new Date()),
      cultureFullScoreLimit: 660,
      testsFullScoreLimit: 300,
      formulaKind: 'weighted',
      cultureWeight: 0.5,
    });
  });

  it('takes each formula from the art rules with its publisher, and marks single-source ones 待核实', async () => {
    const gansu = await call<ExamCategoryItem[]>(t.app, 'GET', '/api/v1/getExamCategoryList?provinceId=62');
    expect(gansu.data[0].examCategoryScore?.source).toContain('甘肃省教育考试院');
    expect(gansu.data[0].examCategoryScore?.source).toContain('待核实');
    const hebei = await call<ExamCategoryItem[]>(t.app, 'GET', '/api/v1/getExamCategoryList?provinceId=13');
    expect(hebei.data.find((c) => c.categoryId === 5)?.examCategoryScore).toMatchObject({ cultureWeight: 0.7 });
    expect(hebei.data.find((c) => c.categoryId === 1)?.examCategoryScore?.source).not.toContain('待核实');
    const tianjin = await call<ExamCategoryItem[]>(t.app, 'GET', '/api/v1/getExamCategoryList?provinceId=12');
    expect(tianjin.data.find((c) => c.categoryId === 5)?.examCategoryScore).toMatchObject({ cultureWeight: 0.8 });
    const hunan = await call<ExamCategoryItem[]>(t.app, 'GET', '/api/v1/getExamCategoryList?provinceId=43');
    // 湖南: 文化成绩×30%+专业成绩×70% on the raw scores, out of 435, one decimal.
    const hunanArt = hunan.data.find((c) => c.name === '美术与设计类')?.examCategoryScore;
    expect(hunanArt).toMatchObject({ outputScale: 435, roundingDigits: 1 });
    expect(hunanArt?.source).not.toContain('待核实');
    expect(JSON.stringify(hunan.data)).not.toContain('示例数据');
  });

  it('answers null examCategoryScore for a category whose formula is not known (湖北 书法类)', async () => {
    const res = await call<ExamCategoryItem[]>(t.app, 'GET', '/api/v1/getExamCategoryList?provinceId=42');
    expect(res.data.find((c) => c.name === '书法类')?.examCategoryScore).toBeNull();
    expect(res.data.filter((c) => c.examCategoryScore !== null)).toHaveLength(7);
  });

  it('answers the time config: province-wide, category-specific, or the default', async () => {
    await setScoreRelease(t.deps.db, 11, 'unpublished');
    const before = await call<ProvinceDataTimeConfig>(t.app, 'GET', '/api/v1/provinceDataTimeConfig/getItem?provinceId=11');
    // 北京 asks for 位次, but only once the year's culture scores are out.
    expect(before.data).toMatchObject({ provinceId: 11, examCategoryId: null, isInputRanking: 0 });
    await setScoreRelease(t.deps.db, 11, 'published');
    await setScoreRelease(t.deps.db, 32, 'published');
    const beijing = await call<ProvinceDataTimeConfig>(t.app, 'GET', '/api/v1/provinceDataTimeConfig/getItem?provinceId=11');
    expect(beijing.data).toMatchObject({ provinceId: 11, examCategoryId: null, isInputRanking: 1, year: gkyearOf(new Date()) });

    const broadcasting = await categoryIdOf(t.app, 32, '播音与主持类');
    const art = await categoryIdOf(t.app, 32, '美术与设计类');
    const jsBroadcast = await call<ProvinceDataTimeConfig>(
      t.app,
      'GET',
      `/api/v1/provinceDataTimeConfig/getItem?provinceId=32&examCategoryId=${broadcasting}`,
    );
    expect(jsBroadcast.data).toMatchObject({ examCategoryId: broadcasting, isInputRanking: 1 });
    const jsArt = await call<ProvinceDataTimeConfig>(
      t.app,
      'GET',
      `/api/v1/provinceDataTimeConfig/getItem?provinceId=32&examCategoryId=${art}`,
    );
    expect(jsArt.data).toMatchObject({ examCategoryId: null, isInputRanking: 0 });
    const emptyCategory = await call<ProvinceDataTimeConfig>(
      t.app,
      'GET',
      '/api/v1/provinceDataTimeConfig/getItem?provinceId=32&examCategoryId=',
    );
    expect(emptyCategory.data.isInputRanking).toBe(0);

    await t.deps.db.deleteFrom('province_data_time_configs').where('province_id', '=', 64).execute();
    const none = await call<ProvinceDataTimeConfig>(t.app, 'GET', '/api/v1/provinceDataTimeConfig/getItem?provinceId=64');
    expect(none.data).toMatchObject({ provinceId: 64, isInputRanking: 0, cultureScoreReleaseTime: null });
    // Seeding puts back exactly what is missing (the two years of 宁夏).
    expect((await seedReferenceData(t.deps.db)).timeConfigs).toBe(2);
  });

  it.each([
    ['/api/v1/getExamCategoryList?provinceId=99', 10004, '省份不存在'],
    ['/api/v1/getProvinceNemtInfo?provinceId=99', 10004, '省份不存在'],
    ['/api/v1/provinceDataTimeConfig/getItem?provinceId=99', 10004, '省份不存在'],
    ['/api/v1/getExamCategoryList', 10001, '请选择省份'],
    ['/api/v1/getProvinceNemtInfo?provinceId=abc', 10001, '请选择省份'],
    ['/api/v1/getExamCategoryList?provinceId=0', 10001, '请选择省份'],
  ])('refuses %s with %i', async (url, status, msg) => {
    const res = await call(t.app, 'GET', url);
    expect(res.status).toBe(status);
    expect(res.msg).toBe(msg);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const report = await seedReferenceData(t.deps.db);
    expect(report).toEqual({ provinces: 0, examCategories: 0, examCategoryScores: 0, timeConfigs: 0, dictionaries: 0 });
  });

  it('tops up the next gaokao year without touching the current one', async () => {
    const next = gkyearOf(new Date()) + 1;
    const report = await seedReferenceData(t.deps.db, new Date(Date.UTC(next, 0, 15)));
    // 11 categories have no known formula (湖北 书法/导演/播音, 湖南 and 海南 播音, 上海 and 山西 表（导）演类).
    expect(report.examCategoryScores).toBe(31 * 10 - 11);
    expect(report.timeConfigs).toBe(31 + 1);
    expect(report.provinces + report.examCategories + report.dictionaries).toBe(0);
    await t.deps.db.deleteFrom('exam_category_scores').where('year', '=', next).execute();
    await t.deps.db.deleteFrom('province_data_time_configs').where('year', '=', next).execute();
  });
});
