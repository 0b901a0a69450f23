import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VolunteerDetail } from '@yzy/shared/contracts';
import { ORDINARY_CATEGORY } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { clearUniverseCache } from './plan-universe';
import { call, GKYEAR, HENAN, recommendOf, setScores, type Member, seededWithVip } from './planning-fixtures';

/** 校考 plans on 模拟填报 and in the 志愿表: the ordinary 本科 line applies, no probability, and the row says what decides. */
describe(`校考 plans (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let batchId: number;
  let planId: number;
  let schoolName: string;

  beforeAll(async () => {
    ({ built, vip, batchId } = await seededWithVip());
    const plan = (await recommendOf(built, vip.token, `batchId=${batchId}&size=1`)).data.content[0];
    planId = plan.planId;
    schoolName = plan.school.name;
    const { db } = built.deps;
    await db.updateTable('enrollment_plans').set({ school_exam: 1 }).where('id', '=', planId).execute();
    await db
      .insertInto('control_lines')
      .values({
        year: GKYEAR,
        province_id: HENAN,
        exam_category_id: ORDINARY_CATEGORY.id,
        batch_id: null,
        batch_name: '本科批',
        level: '本科',
        subject_group: '',
        culture_score: 450,
        tests_score: null,
        composite_score: null,
        source: '测试',
        source_url: null,
      })
      .execute();
    clearUniverseCache(db);
  });
  afterAll(async () => {
    await built.close();
  });

  const rowOf = async (tier = 'all') =>
    (
      await recommendOf(built, vip.token, `batchId=${batchId}&tier=${tier}&size=50&keyword=${encodeURIComponent(schoolName)}`)
    ).data.content.find((r) => r.planId === planId);

  it('gives no probability and says the school’s exam decides, with the ordinary 本科 line', async () => {
    const row = await rowOf();
    expect(row).toMatchObject({ probability: null, tier: null, reason: '校考录取', excluded: false });
    expect(row?.decidedBy).toContain('按该校校考成绩择优录取');
    expect(row?.decidedBy).toContain(`${GKYEAR}年本科批普通类本科线450分`);
    expect(row?.explanation).toMatch(/^校考专业：/);
    expect(row?.warnings).toContain('须取得该校校考合格证（成绩档案中没有校考成绩，请自行核对）');
  });

  it('shows the same in the 志愿表', async () => {
    const added = await call<{ tableId: number }>(built, 'POST', '/api/v1/volunteer/entry/add', vip.token, { planId });
    expect(added.status).toBe(200);
    const detail = await call<VolunteerDetail>(built, 'GET', `/api/v1/volunteer/detail?id=${added.data.tableId}`, vip.token);
    const major = detail.data.entries.flatMap((e) => e.majors).find((m) => m.planId === planId);
    expect(major).toMatchObject({ probability: null, tier: null });
    expect(major?.decidedBy).toContain('按该校校考成绩择优录取');
  });

  it('excludes a member below the ordinary line though above the art line', async () => {
    await setScores(built, vip.id, 440, 240);
    const row = await rowOf('excluded');
    expect(row?.excluded).toBe(true);
    expect(row?.exclusions).toEqual([
      { code: 'cultureLine', message: `文化成绩440分低于${GKYEAR}年本科批普通类本科线450分（校考专业适用）` },
    ]);
    await setScores(built, vip.id, 520, 240);
  });
});
