import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCommitResult, ImportJob, ImportReport } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { csv, dataSnapshot, get, loginOperator, post, upload } from '../admin-test-helpers';

/**
 * A province's art 投档 table as its exam authority publishes it (docs/import.md, 投档线表): an
 * 艺术类平行组投档线 spreadsheet with a title row and the columns 院校代号, 院校名称, 专业组, 投档线,
 * schools named as the authority names them, and a batch the province has not had before. Each
 * file here is crafted for one of the three places such a file used to stumble.
 */

const HENAN = 41;
const YEAR = '2025';
const PRINTED_BATCH = '本科提前批(艺术类平行组)';
const FORM = { year: YEAR, province: '河南', examCategory: '美术与设计类', batch: PRINTED_BATCH };
/** The 院校代号 河南's stored lines give 中央美术学院 in this test (set up below). */
const CAFA_CODE = '9901';

/** An .xlsx as the authority's page offers it: a title row, then the header, then one row per 专业组. */
async function authorityXlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('投档线');
  sheet.addRow([`河南省${YEAR}年${PRINTED_BATCH}投档线`]);
  sheet.addRow(['院校代号', '院校名称', '专业组', '投档线']);
  rows.forEach((row) => sheet.addRow(row.map((cell, i) => (i === 3 ? Number(cell) : cell))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ROWS = {
  byCode: [CAFA_CODE, '中央美院', '201', '560.5'],
  campus: ['1234', '北京师范大学(珠海校区)', '202', '550'],
  brackets: ['1235', '中国地质大学(北京)', '203', '540.25'],
  unknown: ['1236', '并无此校艺术学院', '204', '530'],
};

describe(`a province's 投档 table in the authority's layout (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let category: number;

  beforeAll(async () => {
    t = await createSeededApp();
    token = (await loginOperator(t)).token;
    const { db } = t.deps;
    category = (
      await db
        .selectFrom('exam_categories')
        .select('id')
        .where('province_id', '=', HENAN)
        .where('name', '=', '美术与设计类')
        .executeTakeFirstOrThrow()
    ).id;
    // 河南 has published 中央美术学院 under 院校代号 9901 in every year held.
    const cafa = await db.selectFrom('schools').select('id').where('name', '=', '中央美术学院').executeTakeFirstOrThrow();
    await db
      .updateTable('admission_records')
      .set({ school_code: CAFA_CODE })
      .where('province_id', '=', HENAN)
      .where('school_id', '=', cafa.id)
      .execute();
    // The national list writes 中国地质大学（北京） with full-width brackets; the demo catalogue does not hold it.
    await db
      .insertInto('schools')
      .values({
        name: '中国地质大学（北京）',
        pinyin: 'zhongguodizhidaxuebeijing',
        pinyin_initials: 'zgdzdxbj',
        province_id: 11,
        province_name: '北京',
        city: '北京',
        type: '理工',
        nature: '公办',
        tags: '[]',
        intro: '',
        website: '',
        logo: '',
        source: '中华人民共和国教育部',
        year: 2025,
        created_at: 0,
        moe_code: '4111011415',
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () =>
    t.deps.db
      .selectFrom('admission_records as a')
      .innerJoin('schools as s', 's.id', 'a.school_id')
      .innerJoin('batches as b', 'b.id', 'a.batch_id')
      .select(['s.name as school', 'b.name as batch', 'a.major_name', 'a.min_score', 'a.school_code', 'a.group_code', 'a.batch_label'])
      .where('a.year', '=', Number(YEAR))
      .where('a.province_id', '=', HENAN)
      .where('a.exam_category_id', '=', category)
      .where('a.major_name', 'like', '专业组2%')
      .orderBy('a.group_code')
      .orderBy('b.name')
      .execute();

  it('refuses a batch the province has not had by default, naming the official batch it maps to, and writes nothing', async () => {
    const before = await dataSnapshot(t);
    const file = await authorityXlsx([ROWS.byCode, ROWS.campus, ROWS.brackets]);
    const report = await upload(t, token, 'admissionRecords', '艺术类平行组投档线.xlsx', file, '河南省教育考试院', FORM);
    expect(report.status).toBe(200);
    expect(report.data).toMatchObject({
      layout: '官方投档线表',
      rows: 3,
      accepted: 0,
      committable: false,
      partial: false,
      newBatch: 'refuse',
    });
    expect(report.data.newBatches).toEqual([
      { province: '河南', year: 2025, name: PRINTED_BATCH, level: '本科', official: '艺术类本科批', rows: 3, choice: 'refuse' },
    ]);
    expect(report.data.rejected.map((r) => [r.row, r.column])).toEqual([
      [3, '批次'],
      [4, '批次'],
      [5, '批次'],
    ]);
    expect(report.data.rejected[0].reason).toMatch(
      /^河南没有批次「本科提前批\(艺术类平行组\)」（已有：.*）。可按本省官方批次「艺术类本科批」导入（原批次名记为批次备注），或确认新建批次「本科提前批\(艺术类平行组\)」/,
    );
    const commit = await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId, skipRejected: true }, token);
    expect(commit).toMatchObject({ status: 10001, msg: '该文件有3行未通过校验，不能导入；请修正后重新上传' });
    expect(await dataSnapshot(t)).toEqual(before);
  });

  it('matches schools by the alias rules and 院校代号, files the rows under the official batch, and commits the valid rows only when the operator confirms', async () => {
    const file = await authorityXlsx([ROWS.byCode, ROWS.campus, ROWS.brackets, ROWS.unknown]);
    const report = await upload(t, token, 'admissionRecords', '艺术类平行组投档线.xlsx', file, '河南省教育考试院', {
      ...FORM,
      newBatch: 'official',
    });
    expect(report.data).toMatchObject({ rows: 4, accepted: 3, rejectedRows: 1, committable: false, partial: true, newBatch: 'official' });
    expect(report.data.rejected).toEqual([
      { row: 6, column: '院校名称', reason: '未知院校「并无此校艺术学院」（院校代号1236）：请先导入院校表或核对全称' },
    ]);
    expect(report.data.matched).toEqual([
      { printed: `中央美院（${CAFA_CODE}）`, school: '中央美术学院', by: 'code', row: 3, rows: 1 },
      { printed: '北京师范大学(珠海校区)', school: '北京师范大学', by: 'campus', row: 4, rows: 1 },
      { printed: '中国地质大学(北京)', school: '中国地质大学（北京）', by: 'normalised', row: 5, rows: 1 },
    ]);
    expect(report.data.newBatches).toEqual([
      { province: '河南', year: 2025, name: PRINTED_BATCH, level: '本科', official: '艺术类本科批', rows: 4, choice: 'official' },
    ]);
    // The report measures the accepted rows: what a commit that leaves out the refused one does.
    expect(report.data.scopes).toEqual([
      expect.objectContaining({ label: '2025年 河南 美术与设计类', diff: expect.objectContaining({ added: 3, changed: 0, deleted: 0 }) }),
    ]);

    // Unchanged default: a file with a refused row is not committed unless the operator says so.
    const whole = await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(whole).toMatchObject({
      status: 10001,
      msg: '该文件有1行未通过校验，不能导入；请修正后重新上传，或确认跳过未通过的行、只导入其余3行',
    });
    expect(await stored()).toEqual([]);

    const partial = await post<ImportCommitResult>(
      t,
      '/api/admin/v1/import/commit',
      { importId: report.data.importId, skipRejected: true },
      token,
    );
    expect(partial.status, partial.msg).toBe(200);
    expect(partial.data).toMatchObject({ rows: 3, added: 3, changed: 0, deleted: 0, skipped: 1 });
    expect(await stored()).toEqual([
      {
        school: '中央美术学院',
        batch: '艺术类本科批',
        major_name: '专业组201',
        min_score: 560.5,
        school_code: CAFA_CODE,
        group_code: '201',
        batch_label: PRINTED_BATCH,
      },
      {
        school: '北京师范大学',
        batch: '艺术类本科批',
        major_name: '专业组202（珠海校区）',
        min_score: 550,
        school_code: '1234',
        group_code: '202',
        batch_label: PRINTED_BATCH,
      },
      {
        school: '中国地质大学（北京）',
        batch: '艺术类本科批',
        major_name: '专业组203',
        min_score: 540.25,
        school_code: '1235',
        group_code: '203',
        batch_label: PRINTED_BATCH,
      },
    ]);
    // The history shows the commit with the row it left out, and its report keeps that row.
    const jobs = await get<{ content: ImportJob[] }>(t, '/api/admin/v1/import/list?page=1&size=5', token);
    expect(jobs.data.content.find((j) => j.importId === report.data.importId)).toMatchObject({
      status: 'committed',
      accepted: 3,
      rejectedRows: 1,
      revertible: true,
    });
    const detail = await get<ImportReport>(t, `/api/admin/v1/import/detail?importId=${report.data.importId}`, token);
    expect(detail.data.rejected).toEqual(report.data.rejected);
    const again = await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId, skipRejected: true }, token);
    expect(again).toMatchObject({ status: 10001, msg: '该文件已导入，无需重复提交' });
  });

  it('creates the printed batch on the operator’s choice, with the official batch’s rules marked unverified', async () => {
    const file = await authorityXlsx([ROWS.campus]);
    const report = await upload(t, token, 'admissionRecords', '艺术类平行组投档线.xlsx', file, '河南省教育考试院', {
      ...FORM,
      newBatch: 'create',
    });
    expect(report.data).toMatchObject({ committable: true, partial: false, newBatch: 'create' });
    expect(report.data.newBatches).toEqual([
      { province: '河南', year: 2025, name: PRINTED_BATCH, level: '本科', official: '艺术类本科批', rows: 1, choice: 'create' },
    ]);
    const commit = await post<ImportCommitResult>(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(commit.status, commit.msg).toBe(200);
    const batch = await t.deps.db
      .selectFrom('batches')
      .select(['level', 'mode', 'source'])
      .where('province_id', '=', HENAN)
      .where('year', '=', 2025)
      .where('name', '=', PRINTED_BATCH)
      .execute();
    expect(batch).toEqual([{ level: '本科', mode: '平行', source: '批次规则待核实（导入时按操作员确认新建）' }]);
    expect((await stored()).filter((r) => r.batch === PRINTED_BATCH)).toEqual([
      {
        school: '北京师范大学',
        batch: PRINTED_BATCH,
        major_name: '专业组202（珠海校区）',
        min_score: 550,
        school_code: '1234',
        group_code: '202',
        batch_label: null,
      },
    ]);
  });

  it('refuses a name and a 院校代号 that the province’s lines of the year give to two schools', async () => {
    const file = await authorityXlsx([[CAFA_CODE, '北京师范大学', '205', '545']]);
    const report = await upload(t, token, 'admissionRecords', '艺术类平行组投档线.xlsx', file, '河南省教育考试院', {
      ...FORM,
      batch: '艺术类本科批',
    });
    expect(report.data.rejected).toEqual([
      {
        row: 3,
        column: '院校代号',
        reason: `院校代号${CAFA_CODE}在本省2025年的数据中是「中央美术学院」，与院校名称「北京师范大学」（北京师范大学）不符`,
      },
    ]);
    expect(report.data.partial).toBe(false);
  });

  it('never offers a 一分一段 file with refused rows in part: a table only holds whole', async () => {
    const file = csv(['分数', '本段人数', '累计人数'], ['650', '1', '1'], ['649', '2', '9'], ['648', '1', '10']);
    const report = await upload(t, token, 'scoreRanks', 'fenduan.csv', file, '河南省教育考试院', FORM);
    expect(report.data).toMatchObject({ layout: '官方一分一段表', rejectedRows: 1, committable: false, partial: false });
  });
});
