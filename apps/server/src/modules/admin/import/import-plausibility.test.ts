import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { ADMISSION_TEST_HEADER, csv, loginOperator, upload } from '../admin-test-helpers';
import { rankRange } from './plausibility';

describe(`import plausibility against what is known (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let category: number;
  let existing: { school: string; batch: string; major_name: string };
  const reasons = (report: ImportReport) => report.rejected.map((r) => `${r.row}|${r.column}|${r.reason}`);
  const record = (minScore: string, avg: string, rank: string, admitted: string, plan: string) => [
    '2025',
    '河南',
    '美术与设计类',
    existing.school,
    existing.batch,
    existing.major_name,
    '',
    minScore,
    avg,
    rank,
    admitted,
    plan,
    '2025年河南省教育考试院',
  ];
  const admissions = async (...rows: string[][]) =>
    (await upload(t, token, 'admissionRecords', 'records.csv', csv(ADMISSION_TEST_HEADER, ...rows))).data;

  /** The formula the checks use for 2025: that year's, else the closest earlier one, else the earliest. */
  const formula2025 = async () => {
    const all = await t.deps.db
      .selectFrom('exam_category_scores')
      .select(['year', 'culture_full_score', 'tests_full_score', 'output_scale'])
      .where('exam_category_id', '=', category)
      .orderBy('year')
      .execute();
    return all.find((f) => f.year === 2025) ?? [...all].reverse().find((f) => f.year < 2025) ?? all[0];
  };

  beforeAll(async () => {
    t = await createSeededApp();
    token = (await loginOperator(t)).token;
    category = (
      await t.deps.db
        .selectFrom('exam_categories')
        .select('id')
        .where('province_id', '=', 41)
        .where('name', '=', '美术与设计类')
        .executeTakeFirstOrThrow()
    ).id;
    existing = await t.deps.db
      .selectFrom('admission_records as a')
      .innerJoin('schools as s', 's.id', 'a.school_id')
      .innerJoin('batches as b', 'b.id', 'a.batch_id')
      .select(['s.name as school', 'b.name as batch', 'a.major_name'])
      .where('a.year', '=', 2025)
      .where('a.province_id', '=', 41)
      .where('a.exam_category_id', '=', category)
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  it('computes the ranks a score can have from a table, decimals included', () => {
    const table = [
      { score: 600, cumulative: 3 },
      { score: 599, cumulative: 5 },
      { score: 597, cumulative: 9 },
    ];
    expect(rankRange(table, 599)).toEqual({ low: 4, high: 5 });
    expect(rankRange(table, 599.5)).toEqual({ low: 4, high: 5 });
    // 598 is missing (nobody had it): its rank is right after 599's.
    expect(rankRange(table, 598)).toEqual({ low: 6, high: 6 });
    expect(rankRange(table, 597)).toEqual({ low: 6, high: 9 });
    expect(rankRange(table, 500).high).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses a minimum rank that contradicts that year’s 一分一段, within a documented tolerance', async () => {
    const table = await t.deps.db
      .selectFrom('score_rank_tables as t')
      .innerJoin('score_rank_rows as r', 'r.table_id', 't.id')
      .select(['r.score', 'r.count', 'r.cumulative'])
      .where('t.year', '=', 2025)
      .where('t.province_id', '=', 41)
      .where('t.exam_category_id', '=', category)
      .where('t.kind', '=', '综合分')
      .where('r.count', '>', 0)
      .orderBy('r.score', 'desc')
      .execute();
    const middle = table[Math.floor(table.length / 2)];
    const agrees = await admissions(record(String(middle.score), '', String(middle.cumulative), '10', '10'));
    expect(agrees.rejected).toEqual([]);
    const far = middle.cumulative + 5000;
    const refused = await admissions(record(String(middle.score), '', String(far), '10', '10'));
    expect(refused.committable).toBe(false);
    expect(reasons(refused)).toHaveLength(1);
    expect(reasons(refused)[0]).toMatch(
      new RegExp(`^2\\|最低位次\\|最低位次${far}与2025年一分一段表不符：最低分${middle.score}对应位次\\d+(–\\d+)?（允许相差\\d+名）$`),
    );
  });

  it('refuses a score above the full score of the scale that year uses, and admitted counts far above the plan', async () => {
    const full = await formula2025();
    expect(reasons(await admissions(record('236.5', String(full.output_scale + 10), '', '10', '10')))).toEqual([
      `2|平均分|${full.output_scale + 10}超过综合分满分${full.output_scale}（${full.year}年的计分方式）`,
    ]);
    expect(reasons(await admissions(record('236.5', '', '', '40', '10')))).toEqual([
      '2|录取人数|录取人数40远超计划人数10（本行计划人数；最多18）',
    ]);
    expect(reasons(await admissions(record('236.5', '', '', '18', '10')))).toEqual([]);
  });

  it('refuses control lines above the culture or 专业 full score', async () => {
    const full = await formula2025();
    const report = (
      await upload(
        t,
        token,
        'controlLines',
        'lines.csv',
        csv(
          ['年份', '省份', '科类', '批次', '文化线', '专业线'],
          ['2025', '河南', '美术与设计类', '艺术类本科批', String(full.culture_full_score + 1), '180'],
        ),
        '2025年河南省教育考试院',
      )
    ).data;
    expect(reasons(report)).toEqual([
      `2|文化线|${full.culture_full_score + 1}超过文化成绩满分${full.culture_full_score}（${full.year}年的计分方式）`,
    ]);
  });

  it('refuses a 一分一段 table whose scores do not go down, or whose cumulative counts are not the running sum', async () => {
    const header = ['年份', '省份', '科类', '分数', '人数', '累计人数'];
    const rows = (...cells: [string, string, string][]) =>
      cells.map(([score, count, cumulative]) => ['2025', '河南', '美术与设计类', score, count, cumulative]);
    const upward = (
      await upload(
        t,
        token,
        'scoreRanks',
        'ranks.csv',
        csv(header, ...rows(['600', '2', '2'], ['601', '1', '1'])),
        '2025年河南省教育考试院',
      )
    ).data;
    expect(reasons(upward)).toContain('3|分数|分数须从高到低排列：601分不低于上一行（第2行）的600分');
    const gap = (
      await upload(
        t,
        token,
        'scoreRanks',
        'ranks.csv',
        csv(header, ...rows(['601', '1', '1'], ['600', '2', '4'])),
        '2025年河南省教育考试院',
      )
    ).data;
    expect(reasons(gap)).toEqual(['3|累计人数|累计人数应为3（601分累计1＋本分数人数2），实际为4']);
  });
});
