import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ROWS_PER_TIER, type FillingBatches, type WhatIfAnswer, type WhatIfRecommendPage } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { nonEmpty } from '../../../test/non-empty';
import { engines, type TestApp } from '../../../test/test-app';
import { batchIdOf, call, createSeededApp, MAIN_BATCH, member, recommendOf, type Member } from './planning-fixtures';

/** 估分 what-if: hypothetical scores through the same engine, listing and free limit; nothing saved. */
describe(`filling what-if (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let free: Member;
  let batchId: number;

  beforeAll(async () => {
    built = await createSeededApp();
    vip = await member(built, { vip: true });
    free = await member(built);
    batchId = await batchIdOf(built, vip.token, MAIN_BATCH);
  });
  afterAll(async () => {
    await built.close();
  });

  const whatIf = (token: string | undefined, payload: object) =>
    call<WhatIfAnswer>(built, 'POST', '/api/v1/filling/what-if', token, payload);
  const whatIfPage = (token: string, query: string, payload: object) =>
    call<WhatIfRecommendPage>(built, 'POST', `/api/v1/filling/what-if/recommend?${query}`, token, payload);

  const THREE = [
    { label: '保守', cultureScore: 470, testsScore: 215 },
    { label: '正常', cultureScore: 520, testsScore: 240 },
    { label: '理想', cultureScore: 570, testsScore: 262 },
  ];

  it('gives three scenarios side by side, each with 冲/稳/保 per batch, and the saved profile’s own for comparison', async () => {
    const res = await whatIf(vip.token, { scenarios: THREE });
    expect(res.status).toBe(200);
    const batches = (await call<FillingBatches>(built, 'GET', '/api/v1/filling/batches', vip.token)).data.batches;
    expect(res.data.scenarios.map((s) => s.label)).toEqual(['保守', '正常', '理想']);
    for (const outcome of [res.data.real, ...res.data.scenarios]) {
      expect(outcome.batches.map((b) => [b.batchId, b.batchName])).toEqual(batches.map((b) => [b.id, b.name]));
    }
    // The composite follows the scores: a better scenario stands higher.
    const composites = res.data.scenarios.map((s) => s.standing.composite);
    expect(composites[0]).toBeLessThan(composites[1]);
    expect(composites[1]).toBeLessThan(composites[2]);
    // In the main batch the ideal scenario has more 保 and fewer 冲 than the cautious one.
    const main = res.data.scenarios.map((s) => s.batches.find((b) => b.batchId === batchId)?.counts);
    expect(main[2]?.保).toBeGreaterThan(main[0]?.保 ?? Infinity);
    expect(main[2]?.冲).toBeLessThan(main[0]?.冲 ?? -Infinity);
    expect(res.data.vip).toBe(true);
    expect(res.data.fullScores).toEqual({ culture: 750, tests: 300 });
  });

  it('counts as 模拟填报 counts: the saved scores as a scenario give the real list’s numbers', async () => {
    const res = await whatIf(vip.token, { scenarios: [{ cultureScore: 520, testsScore: 240 }] });
    const real = (await recommendOf(built, vip.token, `batchId=${batchId}`)).data;
    const mine = res.data.real.batches.find((b) => b.batchId === batchId);
    const same = res.data.scenarios[0].batches.find((b) => b.batchId === batchId);
    expect(res.data.scenarios[0].label).toBe('情形1');
    expect(mine?.counts).toEqual(real.counts);
    expect(same?.counts).toEqual(real.counts);
    expect(res.data.real.standing).toEqual(real.member);
  });

  it('lists the whole batch for hypothetical scores with the engine of 模拟填报, and says which scores', async () => {
    const page = await whatIfPage(vip.token, `batchId=${batchId}&size=50`, { cultureScore: 570, testsScore: 262 });
    expect(page.status).toBe(200);
    expect(page.data.hypothetical).toEqual({ cultureScore: 570, testsScore: 262 });
    const summary = (await whatIf(vip.token, { scenarios: [THREE[2]] })).data.scenarios[0];
    expect(page.data.counts).toEqual(summary.batches.find((b) => b.batchId === batchId)?.counts);
    expect(page.data.member.composite).toBe(summary.standing.composite);
    const real = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50`)).data;
    // Same plans in the scope, other composites and numbers.
    expect(page.data.total + page.data.folded).toBe(real.total + real.folded);
    const rated = nonEmpty(page.data.content.filter((r) => r.probability !== null));
    expect(rated.every((r) => r.composite > 0)).toBe(true);
    expect(page.data.member.composite).toBeGreaterThan(real.member.composite);
    // The saved scores as the hypothesis: the very list of 模拟填报.
    const same = await whatIfPage(vip.token, `batchId=${batchId}&size=50`, { cultureScore: 520, testsScore: 240 });
    expect(same.data.content).toEqual(real.content);
  });

  it('applies the free limit: a free member sees tiers of the free rows only, the rest is locked', async () => {
    const res = await whatIf(free.token, { scenarios: THREE });
    expect(res.data.vip).toBe(false);
    const main = nonEmpty(res.data.scenarios.map((s) => s.batches.find((b) => b.batchId === batchId)));
    for (const b of main) {
      expect(b?.counts.冲).toBeLessThanOrEqual(FREE_ROWS_PER_TIER);
      expect(b?.counts.稳).toBeLessThanOrEqual(FREE_ROWS_PER_TIER);
      expect(b?.counts.保).toBeLessThanOrEqual(FREE_ROWS_PER_TIER);
      expect(b?.locked).toBeGreaterThan(0);
    }
    const page = await whatIfPage(free.token, `batchId=${batchId}&size=50`, { cultureScore: 570, testsScore: 262 });
    const locked = nonEmpty(page.data.content.filter((r) => r.locked));
    expect(locked.every((r) => r.probability === null && r.tier === null && r.reason === 'VIP可见')).toBe(true);
    expect(page.data.content.filter((r) => r.probability !== null).length).toBeLessThanOrEqual(3 * FREE_ROWS_PER_TIER);
  });

  it('saves nothing: the profile, its modify counts and the 志愿表 are unchanged', async () => {
    const { db } = built.deps;
    await db
      .insertInto('member_nemt_modify_nums')
      .values({
        member_id: vip.id,
        province_num: 1,
        exam_num: 1,
        culture_score_num: 1,
        tests_score_num: 1,
        nemt_ranking_num: 1,
        updated_at: 1,
      })
      .execute();
    const snapshot = async () => ({
      profile: await db.selectFrom('member_nemt_infos').selectAll().where('member_id', '=', vip.id).execute(),
      counts: await db.selectFrom('member_nemt_modify_nums').selectAll().where('member_id', '=', vip.id).execute(),
      tables: await db.selectFrom('volunteer_tables').selectAll().where('member_id', '=', vip.id).execute(),
      info: await call<{ memberNemtInfo: unknown }>(built, 'GET', '/api/v1/memberInfo', vip.token),
      modifyNum: await call(built, 'GET', '/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum', vip.token),
    });
    const before = await snapshot();
    expect(before.profile).toHaveLength(1);
    expect(before.counts).toHaveLength(1);
    expect([before.info.status, before.modifyNum.status]).toEqual([200, 200]);
    expect(before.info.data.memberNemtInfo).toMatchObject({ cultureScore: 520, testsScore: 240 });
    expect(before.modifyNum.data).toMatchObject({ cultureScoreModifyNumSurplus: 1, testsScoreModifyNumSurplus: 1 });
    expect((await whatIf(vip.token, { scenarios: THREE })).status).toBe(200);
    expect((await whatIfPage(vip.token, `batchId=${batchId}`, THREE[0])).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(before.profile[0]).toMatchObject({ culture_score: 520, tests_score: 240 });
  });

  it.each([
    [{ cultureScore: 0, testsScore: 240 }, '高考成绩必须大于0'],
    [{ cultureScore: 751, testsScore: 240 }, '高考成绩不能超过750分'],
    [{ cultureScore: 520.123, testsScore: 240 }, '高考成绩最多保留两位小数'],
    [{ testsScore: 240 }, '请输入高考成绩'],
    [{ cultureScore: 520, testsScore: -1 }, '统考成绩必须大于0'],
    [{ cultureScore: 520, testsScore: 301 }, '统考成绩不能超过300分'],
    [{ cultureScore: 520, testsScore: 'abc' }, '请输入统考成绩'],
    [{ cultureScore: 520, testsScore: 240, label: '一二三四五六七八九' }, '情形名称不能超过8个字'],
  ])('refuses %j with the score form’s message', async (scenario, message) => {
    const res = await whatIf(vip.token, { scenarios: [scenario] });
    expect([res.httpStatus, res.status, res.msg]).toEqual([400, 10001, message]);
    if (!('label' in scenario)) {
      const page = await whatIfPage(vip.token, `batchId=${batchId}`, scenario);
      expect([page.status, page.msg]).toEqual([10001, message]);
    }
  });

  it('takes one to three scenarios, needs a login and a score profile', async () => {
    for (const scenarios of [[], [...THREE, THREE[0]]]) {
      const res = await whatIf(vip.token, { scenarios });
      expect([res.status, res.msg]).toEqual([10001, '请填写1到3组假设成绩']);
    }
    expect((await whatIf(undefined, { scenarios: THREE })).status).toBe(20001);
    const bare = await login(built.app);
    expect((await whatIf(bare, { scenarios: THREE })).status).toBe(10006);
    const page = await whatIfPage(vip.token, 'batchId=999999', THREE[0]);
    expect([page.status, page.msg]).toEqual([10001, '批次不存在，或不是你所在省份今年的批次']);
  });
});
