import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestsRankAnswer } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { engines, type TestApp } from '../../../test/test-app';
import { CATEGORY, call, createSeededApp, HENAN, member, setScores, type Member } from './planning-fixtures';

/** The 统考 score read as a rank in the official 统考 (专业) 一分一段 (kind 专业), with each year's source. */
describe(`filling/tests-rank (${engines})`, () => {
  let built: TestApp;
  let someone: Member;
  let categoryId: number;

  /** A 专业 table of `year`: one row per point from `top` down to `floor`, `count` candidates each. */
  async function addTable(year: number, top: number, floor: number, count: number, source: string, sourceUrl: string | null) {
    const { db } = built.deps;
    const rows = Array.from({ length: top - floor + 1 }, (_, i) => ({ score: top - i, count, cumulative: count * (i + 1) }));
    const table = await db
      .insertInto('score_rank_tables')
      .values({
        year,
        province_id: HENAN,
        exam_category_id: categoryId,
        subject_group: '',
        kind: '专业',
        max_score: 300,
        total_count: rows[rows.length - 1].cumulative,
        source,
        source_url: sourceUrl,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('score_rank_rows')
      .values(rows.map((r) => ({ table_id: table.id, ...r })))
      .execute();
  }

  beforeAll(async () => {
    built = await createSeededApp();
    someone = await member(built);
    const { db } = built.deps;
    categoryId = (
      await db
        .selectFrom('exam_categories')
        .select('id')
        .where('province_id', '=', HENAN)
        .where('name', '=', CATEGORY)
        .executeTakeFirstOrThrow()
    ).id;
    // The test's own lines: 2026 publishes a 统考 line of 180 for 本科, 2025 none.
    await db.deleteFrom('control_lines').where('exam_category_id', '=', categoryId).where('tests_score', 'is not', null).execute();
    await db
      .insertInto('control_lines')
      .values({
        year: 2026,
        province_id: HENAN,
        exam_category_id: categoryId,
        batch_id: null,
        batch_name: '艺术类本科批',
        level: '本科',
        subject_group: '',
        culture_score: 330,
        tests_score: 180,
        composite_score: null,
        source: '河南省教育考试院',
        source_url: null,
      })
      .execute();
  });
  afterAll(async () => {
    await built.close();
  });

  const testsRank = (token: string) => call<TestsRankAnswer>(built, 'GET', '/api/v1/filling/tests-rank', token);

  it('says so where no 统考 一分一段 is held', async () => {
    const res = await testsRank(someone.token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ testsScore: 240, gkyear: 2027, rankYear: null, current: false, years: [] });
    expect(res.data.notes).toEqual(['本省该科类未公布统考（专业）成绩一分一段表，或本站尚未收录，无法换算统考位次']);
  });

  it('reads the 统考 score in the newest table, gives the same-rank score of the year before, the pass count and each source', async () => {
    await addTable(2026, 290, 150, 10, '河南省教育考试院', 'https://www.haeea.cn/a/2026');
    await addTable(2025, 280, 140, 12, '河南省教育考试院（2025）', null);
    const res = await testsRank(someone.token);
    expect(res.data.rankYear).toBe(2026);
    expect(res.data.current).toBe(false);
    expect(res.data.notes).toEqual(['2027年统考一分一段表尚未公布，位次按2026年表估算：假定今年统考成绩分布与2026年相同']);
    // 240 in 2026: 51 rows of 10 from 290 down = 位次 510; 1,110 at or above the line of 180.
    // The same 510 in 2025 (12 a row from 280): the row of 238 holds 505–516, so 238.
    expect(res.data.years).toEqual([
      {
        year: 2026,
        total: 1410,
        step: 1,
        rank: 510,
        rankRange: [501, 510],
        band: null,
        sameRankScore: null,
        sameRankScores: null,
        note: null,
        passLine: { score: 180, passed: 1110, passedAtMost: null },
        source: '河南省教育考试院',
        sourceUrl: 'https://www.haeea.cn/a/2026',
      },
      {
        year: 2025,
        total: 1692,
        step: 1,
        rank: null,
        rankRange: null,
        band: null,
        sameRankScore: 238,
        sameRankScores: null,
        note: null,
        passLine: null,
        source: '河南省教育考试院（2025）',
        sourceUrl: null,
      },
    ]);
  });

  it('uses this year’s table as soon as it is held, and says when a score is off the table', async () => {
    await addTable(2027, 295, 160, 20, '河南省教育考试院（2027）', null);
    await setScores(built, someone.id, 520, 240);
    const res = await testsRank(someone.token);
    expect([res.data.rankYear, res.data.current]).toEqual([2027, true]);
    expect(res.data.notes).toEqual(['按2027年统考一分一段表']);
    // 240 in 2027: 56 rows of 20 = 1,120; in 2026 the row of 179 ends at 1,120; in 2025 the row of 187 holds 1,117–1,128.
    expect(res.data.years.map((y) => [y.year, y.rank, y.sameRankScore])).toEqual([
      [2027, 1120, null],
      [2026, null, 179],
      [2025, null, 187],
    ]);
    await setScores(built, someone.id, 520, 155);
    const below = await testsRank(someone.token);
    expect(below.data.years[0]).toMatchObject({ year: 2027, rank: null, note: '低于表内最低分' });
    expect(below.data.years[1]).toMatchObject({ sameRankScore: null, note: '低于表内最低分' });
  });

  it('needs a login and a score profile', async () => {
    expect((await call(built, 'GET', '/api/v1/filling/tests-rank')).status).toBe(20001);
    expect((await testsRank(await login(built.app))).status).toBe(10006);
  });
});
