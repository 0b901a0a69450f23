import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCommitResult } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { csv, loginOperator, post, upload } from '../admin-test-helpers';
import { bandScore, splitCodeName } from './read/official';

const FORM = { year: '2025', province: '河南', examCategory: '美术与设计类', batch: '艺术类本科批' };

describe(`official layouts (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let category: number;

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
  });
  afterAll(async () => {
    await t.close();
  });

  it('splits 代号 from names and reads score bands', () => {
    expect(splitCodeName('A027北京师范大学')).toEqual({ code: 'A027', name: '北京师范大学' });
    expect(splitCodeName('1D音乐学(声乐)   ')).toEqual({ code: '1D', name: '音乐学(声乐)' });
    expect(splitCodeName('中央美术学院')).toEqual({ code: '', name: '中央美术学院' });
    expect([bandScore(' 622.08'), bandScore('700及以上'), bandScore('695-699'), bandScore('—')]).toEqual([622.08, 700, 695, null]);
  });

  it('reads a province’s 投档线 table (title row, 代号及名称 cells) with year, province, category and batch from the form', async () => {
    const file = csv(
      ['', '河南省2025年艺术类本科批美术与设计类第1次志愿投档情况表', '', '', ''],
      ['', '专业代号及名称', '院校代号及名称', '投档计划数', '投档最低分（综合分）'],
      ['', '1D视觉传达设计（官方测试）', 'A027中央美术学院', '2', '236.5'],
      ['', '21环境设计（官方测试）  ', 'A027中央美术学院', '3', '240.25'],
    );
    const missing = await upload(t, token, 'admissionRecords', 'toudang.csv', file, '河南省教育考试院');
    expect(missing.data.rejected).toEqual([
      { row: 0, column: '', reason: '按官方投档线表读取：文件中没有「年份、省份、科类、批次」列，请在上传时填写年份、省份、科类、批次' },
    ]);

    const report = await upload(t, token, 'admissionRecords', 'toudang.csv', file, '河南省教育考试院', FORM);
    expect(report.data).toMatchObject({
      layout: '官方投档线表',
      committable: true,
      rows: 2,
      scopes: [
        expect.objectContaining({
          label: '2025年 河南 美术与设计类',
          incoming: 2,
          diff: expect.objectContaining({ added: 2, deleted: 0 }),
        }),
      ],
    });
    const commit = await post<ImportCommitResult>(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(commit.status, commit.msg).toBe(200);
    const stored = await t.deps.db
      .selectFrom('admission_records')
      .select(['major_name', 'min_score', 'plan_count', 'admitted_count', 'source', 'record_kind', 'school_code', 'group_code'])
      .where('year', '=', 2025)
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category)
      .where('major_name', 'like', '%官方测试%')
      .orderBy('major_name')
      .execute();
    expect(stored).toEqual([
      {
        major_name: '环境设计（官方测试）',
        min_score: 240.25,
        plan_count: 3,
        admitted_count: null,
        source: '河南省教育考试院',
        record_kind: '投档',
        school_code: 'A027',
        group_code: '21',
      },
      {
        major_name: '视觉传达设计（官方测试）',
        min_score: 236.5,
        plan_count: 2,
        admitted_count: null,
        source: '河南省教育考试院',
        record_kind: '投档',
        school_code: 'A027',
        group_code: '1D',
      },
    ]);
  });

  it('reads an official 一分一段 table with decimal score bands, merged into whole points', async () => {
    const file = csv(
      ['2025年本科艺术统考美术与设计类综合成绩分段表', '', ''],
      ['数据为专业成绩达到本科合格分数线且文化成绩达到本科文化控制分数线的考生', '', ''],
      ['综合成绩分数段', '本段人数', '累计人数'],
      [' 650.00', '1', '1'],
      [' 649.50', '2', '3'],
      [' 649.10', '1', '4'],
      [' 646.00', '3', '7'],
    );
    const report = await upload(t, token, 'scoreRanks', 'fenduan.csv', file, '河南省教育考试院', FORM);
    expect(report.data).toMatchObject({ layout: '官方一分一段表', committable: true, rows: 3 });
    expect((await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token)).status).toBe(200);
    const table = await t.deps.db
      .selectFrom('score_rank_tables')
      .select(['id', 'total_count'])
      .where('year', '=', 2025)
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category)
      .where('kind', '=', '综合分')
      .executeTakeFirstOrThrow();
    expect(table.total_count).toBe(7);
    const rows = await t.deps.db
      .selectFrom('score_rank_rows')
      .select(['score', 'count', 'cumulative'])
      .where('table_id', '=', table.id)
      .orderBy('score', 'desc')
      .execute();
    expect(rows).toEqual([
      { score: 650, count: 1, cumulative: 1 },
      { score: 649, count: 3, cumulative: 4 },
      { score: 646, count: 3, cumulative: 7 },
    ]);
  });

  it('reads a 分数段 table with rank ranges, and refuses one whose ranks do not join up', async () => {
    const header = ['分数段', '最高位次', '最低位次'];
    const good = await upload(
      t,
      token,
      'scoreRanks',
      'ranks.csv',
      csv(['2025年一分一段表', '', ''], header, ['700及以上', '1', '35'], ['699', '36', '40'], ['698', '41', '41']),
      '河南省教育考试院',
      FORM,
    );
    expect(good.data).toMatchObject({ layout: '官方一分一段表', committable: true, rows: 3 });
    const bad = await upload(
      t,
      token,
      'scoreRanks',
      'ranks.csv',
      csv(header, ['700及以上', '1', '35'], ['699', '38', '40']),
      '河南省教育考试院',
      FORM,
    );
    expect(bad.data.rejected).toEqual([{ row: 3, column: '累计人数', reason: '累计人数应为38（700分累计35＋本分数人数3），实际为40' }]);
  });
});
