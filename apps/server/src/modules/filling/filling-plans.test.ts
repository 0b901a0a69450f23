import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestApp } from '../../../test/test-app';
import { clearUniverseCache } from './plan-universe';
import { member, recommendOf, setScores, type Member, seededWithVip } from './planning-fixtures';

/** What a member's scores and a plan's own rules do to its row: exclusions, no number, warnings. */
describe(`recommend: exclusions and plans without a number (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let batchId: number;

  beforeAll(async () => {
    ({ built, vip, batchId } = await seededWithVip());
  });
  afterAll(async () => {
    await built.close();
  });

  it('excludes plans below the culture and 统考 lines and says which line, in Chinese', async () => {
    const weak = await member(built, { vip: true });
    await setScores(built, weak.id, 150, 100);
    const res = await recommendOf(built, weak.token, `batchId=${batchId}&tier=excluded&size=5`);
    expect(res.data.counts.excluded).toBeGreaterThan(0);
    expect(res.data.counts.冲 + res.data.counts.稳 + res.data.counts.保).toBe(0);
    const row = res.data.content[0];
    expect(row).toMatchObject({ excluded: true, probability: null, tier: null, reason: '不符合报考条件' });
    expect(row.exclusions.map((e) => e.code)).toEqual(expect.arrayContaining(['cultureLine', 'testsLine']));
    expect(row.exclusions[0].message).toMatch(/^文化成绩150分低于\d{4}年艺术类本科批（今年线未公布，按最近一年）文化控制线\d+分$/);
    expect(row.explanation).toContain('不符合报考条件');
  });

  it('a strong member sees mostly 保; a weak one mostly 冲 (probability follows the score)', async () => {
    const strong = await member(built, { vip: true });
    await setScores(built, strong.id, 700, 295);
    const weak = await member(built, { vip: true });
    await setScores(built, weak.id, 400, 200);
    const high = (await recommendOf(built, strong.token, `batchId=${batchId}`)).data.counts;
    const low = (await recommendOf(built, weak.token, `batchId=${batchId}`)).data.counts;
    expect(high.保).toBeGreaterThan(low.保);
    expect(low.冲).toBeGreaterThan(high.冲);
  });

  it('a plan without any line gets no number: 没有往年录取线, counted as unrated, and says the site holds none', async () => {
    const { db } = built.deps;
    const template = await db.selectFrom('enrollment_plans').selectAll().where('batch_id', '=', batchId).executeTakeFirstOrThrow();
    const { id: _, ...values } = template;
    const inserted = await db
      .insertInto('enrollment_plans')
      .values({ ...values, major_id: null, major_name: '新设专业（试点班）' })
      .returning('id')
      .executeTakeFirstOrThrow();
    clearUniverseCache(db);
    try {
      const res = await recommendOf(built, vip.token, `batchId=${batchId}&tier=unrated&size=50`);
      const row = res.data.content.find((r) => r.planId === inserted.id);
      expect(res.data.counts.unrated).toBeGreaterThanOrEqual(1);
      expect(row).toMatchObject({ probability: null, tier: null, evidence: null, reason: '没有往年录取线', excluded: false, lines: [] });
      expect(row?.explanation).toContain('本站未收录该计划在你省的往年录取线');
    } finally {
      await db.deleteFrom('enrollment_plans').where('id', '=', inserted.id).execute();
      clearUniverseCache(db);
    }
  });

  it('a plan with its own formula whose past lines used the province’s: the member’s composite under it, and no number', async () => {
    const { db } = built.deps;
    const plan = (await recommendOf(built, vip.token, `batchId=${batchId}&size=1`)).data.content[0];
    const formula = {
      kind: 'weighted',
      cultureWeight: 0.3,
      cultureFull: 750,
      testsFull: 300,
      outputScale: 750,
      roundingDigits: 2,
      bonusCounts: true,
    };
    await db
      .updateTable('enrollment_plans')
      .set({ formula_override: JSON.stringify(formula) })
      .where('id', '=', plan.planId)
      .execute();
    clearUniverseCache(db);
    try {
      const res = await recommendOf(
        built,
        vip.token,
        `batchId=${batchId}&tier=all&size=50&keyword=${encodeURIComponent(plan.school.name)}`,
      );
      const row = res.data.content.find((r) => r.planId === plan.planId);
      // 520 × 0.3 + 240 × 2.5 × 0.7 = 576; the demo's past lines are in the province's formula: not comparable.
      expect(row).toMatchObject({ formula: 'school', composite: 576, probability: null, tier: null, reason: '往年录取线公式不同' });
      expect(row?.explanation).toContain('两者分数不可比');
    } finally {
      await db.updateTable('enrollment_plans').set({ formula_override: null }).where('id', '=', plan.planId).execute();
      clearUniverseCache(db);
    }
  });

  it('single-subject minimums: a warning without the score, an exclusion below it', async () => {
    const { db } = built.deps;
    const m = await member(built, { vip: true });
    const plan = (await recommendOf(built, m.token, `batchId=${batchId}&size=1`)).data.content[0];
    await db.insertInto('plan_subject_minimums').values({ plan_id: plan.planId, subject: '外语', min_score: 100 }).execute();
    clearUniverseCache(db);
    try {
      const find = async () =>
        (await recommendOf(built, m.token, `batchId=${batchId}&tier=all&size=50`)).data.content.find((r) => r.planId === plan.planId);
      expect((await find())?.warnings).toEqual(['该专业要求外语单科不低于100分，你尚未填写外语成绩']);
      await db.updateTable('member_nemt_infos').set({ english_score: 90 }).where('member_id', '=', m.id).execute();
      const excluded = (await recommendOf(built, m.token, `batchId=${batchId}&tier=excluded&size=50`)).data.content.find(
        (r) => r.planId === plan.planId,
      );
      expect(excluded?.exclusions).toEqual([{ code: 'subjectMinimum', message: '外语单科90分低于要求的100分' }]);
    } finally {
      await db.deleteFrom('plan_subject_minimums').where('plan_id', '=', plan.planId).execute();
      clearUniverseCache(db);
    }
  });
});
