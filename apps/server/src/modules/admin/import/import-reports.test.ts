import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TABLE_KEYS, IMPORT_TABLES, type ImportReport } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { csv, dataSnapshot, loginOperator, post, upload } from '../admin-test-helpers';

const PLAN_HEADER = IMPORT_TABLES.enrollmentPlans.columns.map((c) => c.header);
const planRow = (overrides: Record<string, string> = {}) => {
  const base: Record<string, string> = {
    年份: '2026',
    省份: '河南',
    科类: '美术与设计类',
    院校名称: '中央美术学院',
    批次: '艺术类本科批',
    专业名称: '美术学',
    专业代码: '130401',
    计划人数: '20',
    学费: '15000',
    学制: '4',
    文化要求: '',
    专业要求: '',
    选科要求: '',
    来源: '',
  };
  return PLAN_HEADER.map((h) => overrides[h] ?? base[h]);
};
const RANK_HEADER = ['年份', '省份', '科类', '分数', '人数', '累计人数'];

describe(`import dry runs that reject (${engines})`, () => {
  let t: TestApp;
  let token: string;
  let before: Record<string, number>;
  const reasons = (report: ImportReport) => report.rejected.map((r) => `${r.row}|${r.column}|${r.reason}`);

  beforeAll(async () => {
    t = await createSeededApp();
    token = (await loginOperator(t)).token;
    before = await dataSnapshot(t);
  });
  afterAll(async () => {
    expect(await dataSnapshot(t)).toEqual(before);
    await t.close();
  });

  /** Every rejecting upload leaves the data as it was, and its importId cannot be committed. */
  async function rejected(
    table: string,
    fileName: string,
    content: string | Buffer,
    source = '2026年河南省教育考试院',
  ): Promise<ImportReport> {
    const res = await upload(t, token, table, fileName, content, source);
    expect(res.status).toBe(200);
    expect(res.data.committable).toBe(false);
    expect(res.data.rejected.length).toBeGreaterThan(0);
    const commit = await post(t, '/api/admin/v1/import/commit', { importId: res.data.importId }, token);
    expect(commit).toMatchObject({ status: 10001 });
    expect(commit.msg).toMatch(/未通过校验，不能导入/);
    expect(await dataSnapshot(t)).toEqual(before);
    return res.data;
  }

  it('refuses files that are not spreadsheets', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    expect(reasons(await rejected('enrollmentPlans', 'photo.png', png))).toEqual([
      '0||只支持 CSV（.csv）和 Excel（.xlsx）文件，请下载模板填写',
    ]);
    expect(reasons(await rejected('enrollmentPlans', 'plans.csv', png))).toEqual(['0||文件内容不是文本表格（CSV），请检查是否选错了文件']);
    expect(reasons(await rejected('enrollmentPlans', 'plans.xlsx', 'just text'))).toEqual(['0||文件扩展名为 .xlsx，但内容不是Excel表格']);
    const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]);
    expect(reasons(await rejected('enrollmentPlans', 'plans.xlsx', brokenZip))).toEqual([
      '0||无法读取该XLSX文件，请用Excel或WPS打开后重新保存为 .xlsx',
    ]);
    expect(reasons(await rejected('enrollmentPlans', 'old.xls', Buffer.from('d0cf11e0a1b11ae1', 'hex')))[0]).toMatch(/不支持旧版Excel/);
    expect(reasons(await rejected('enrollmentPlans', 'empty.csv', ''))).toEqual(['0||文件为空']);
    expect(reasons(await rejected('enrollmentPlans', 'header.csv', PLAN_HEADER.join(',')))).toEqual(['1||文件只有表头，没有数据行']);
    expect(reasons(await rejected('enrollmentPlans', 'quote.csv', `${PLAN_HEADER.join(',')}\n"2026,河南`))).toEqual([
      '0||CSV格式错误：有未闭合的双引号',
    ]);
  });

  it('names every missing, unknown or repeated column', async () => {
    const header = PLAN_HEADER.filter((h) => h !== '计划人数' && h !== '学费');
    const report = await rejected('enrollmentPlans', 'plans.csv', csv([...header, '备注', '省份'], planRow().slice(0, header.length)));
    // 学费 may be left out: a publication without tuition is imported as 未公布.
    expect(report.rejected.map((r) => r.column).sort()).toEqual(['备注', '省份', '计划人数'].sort());
    expect(report.rejected.find((r) => r.column === '备注')?.reason).toMatch(
      /^未知列「备注」（第19列（S））。招生计划表的列为：年份、省份、科类/,
    );
    expect(report.rejected.find((r) => r.column === '计划人数')?.reason).toMatch(/^缺少必填列「计划人数」/);
    expect(report.rejected.find((r) => r.column === '省份')?.reason).toBe('列「省份」重复出现');
  });

  it('reports bad numbers, ranges and blanks cell by cell', async () => {
    const report = await rejected(
      'enrollmentPlans',
      'plans.csv',
      csv(
        PLAN_HEADER,
        planRow({ 计划人数: 'abc' }),
        planRow({ 学费: '-5', 专业名称: '音乐学' }),
        planRow({ 年份: '20x6', 学制: '4.5', 专业名称: '设计学' }),
        planRow({ 专业名称: '' }),
        planRow({ 专业名称: '雕塑' }),
      ),
    );
    expect(reasons(report)).toEqual([
      '2|计划人数|「abc」不是整数',
      '3|学费|须在0到1000000之间',
      '4|年份|「20x6」不是整数',
      '4|学制|「4.5」不是整数',
      '5|专业名称|不能为空',
    ]);
    expect(report).toMatchObject({ rows: 5, accepted: 1, rejectedRows: 4 });
  });

  it('takes a school formula only in the shape the product reads (院校公式)', async () => {
    const report = await rejected(
      'enrollmentPlans',
      'plans.csv',
      csv(
        PLAN_HEADER,
        planRow({ 院校公式: '{"cultureWeight":0.6}' }),
        planRow({ 院校公式: '60/100', 专业名称: '音乐学' }),
        planRow({ 院校公式: '{"testsWeight":1}', 专业名称: '设计学' }),
        planRow({ 院校公式: '{"cultureWeight":1.25}', 专业名称: '雕塑' }),
      ),
    );
    expect(reasons(report)).toEqual([
      '3|院校公式|须为 JSON，如 {"cultureWeight":0.6}',
      expect.stringMatching(/^4\|院校公式\|不是可读的院校公式/),
      expect.stringMatching(/^5\|院校公式\|不是可读的院校公式/),
    ]);
    expect(report).toMatchObject({ rows: 4, accepted: 1 });
  });

  it('reports unknown provinces, categories, schools, batches and majors, and a missing source', async () => {
    const report = await rejected(
      'enrollmentPlans',
      'plans.csv',
      csv(
        PLAN_HEADER,
        planRow({ 省份: '火星' }),
        planRow({ 科类: '杂技类' }),
        planRow({ 院校名称: '不存在大学' }),
        planRow({ 批次: '艺术类特殊批' }),
        planRow({ 专业代码: '999999' }),
      ),
    );
    const byRow = new Map(report.rejected.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ column: '省份', reason: '未知省份「火星」' });
    expect(byRow.get(3)?.reason).toMatch(/^河南没有科类「杂技类」（可选：美术与设计类/);
    expect(byRow.get(4)).toMatchObject({ column: '院校名称', reason: '未知院校「不存在大学」：请先导入院校表或核对全称' });
    expect(byRow.get(5)?.reason).toMatch(/^河南没有批次「艺术类特殊批」（已有：/);
    expect(byRow.get(6)).toMatchObject({ column: '专业代码', reason: '未知专业代码「999999」' });
    const noSource = await rejected('enrollmentPlans', 'plans.csv', csv(PLAN_HEADER, planRow()), '');
    expect(reasons(noSource)).toEqual(['2|来源|缺少数据来源：请在文件的「来源」列填写，或上传时填写来源']);
  });

  it('reports duplicate keys inside the file against the first row', async () => {
    const report = await rejected(
      'enrollmentPlans',
      'plans.csv',
      csv(PLAN_HEADER, planRow(), planRow({ 专业名称: '设计学' }), planRow({ 计划人数: '9' })),
    );
    expect(reasons(report)).toEqual(['4||与第2行重复：2026年 河南 美术与设计类 中央美术学院 艺术类本科批 美术学']);
    const schools = await rejected(
      'schools',
      's.csv',
      csv(
        ['院校名称', '所在省份', '城市', '类型', '办学性质', '数据年份'],
        ['甲大学', '河南', '郑州', '综合', '公办', '2026'],
        ['甲大学', '河南', '开封', '综合', '公办', '2026'],
      ),
    );
    expect(reasons(schools)).toEqual(['3||与第2行重复：院校「甲大学」']);
  });

  it('reports a 一分一段 table whose cumulative counts go down or do not add up', async () => {
    const scope = ['2025', '河南', '美术与设计类'];
    const report = await rejected(
      'scoreRanks',
      'rank.csv',
      csv(
        RANK_HEADER,
        [...scope, '280', '5', '5'],
        [...scope, '279', '3', '8'],
        [...scope, '278', '4', '7'],
        [...scope, '277', '2', '12'],
        [...scope, '277', '2', '12'],
      ),
    );
    expect(reasons(report)).toEqual([
      '4|累计人数|累计人数7比更高分数279分的累计人数8少：累计人数不能随分数降低而减少',
      '5|累计人数|累计人数应为9（278分累计7＋本分数人数2），实际为12',
      '6||与第5行重复：2025年 河南 美术与设计类 277分',
    ]);
  });

  it('refuses a file over 10 MB with a clear 10001, far over or just over', async () => {
    const far = await upload(t, token, 'enrollmentPlans', 'big.csv', Buffer.alloc(20 * 1024 * 1024, 0x41));
    expect(far).toMatchObject({ status: 10001, httpStatus: 400, msg: '文件过大：不能超过10MB' });
    const near = await upload(t, token, 'enrollmentPlans', 'big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x41));
    expect(near).toMatchObject({ status: 10001, msg: '文件过大：不能超过10MB' });
    expect(
      (await post(t, '/api/admin/v1/import/upload', { table: 'enrollmentPlans', fileName: 'x.csv', fileBase64: '!!!', source: '' }, token))
        .msg,
    ).toBe('文件内容须为base64编码');
    expect((await post(t, '/api/admin/v1/import/upload', { table: 'nope', fileName: 'x.csv', fileBase64: 'YQ==' }, token)).msg).toBe(
      '请选择要导入的数据表',
    );
  });

  it('reads GBK CSV from Excel, and a template of every table passes its own dry run', async () => {
    // 院校名称,所在省份,…\n郑州测试艺术学院,河南,… saved by Excel as GBK.
    const gbk = Buffer.from(
      'd4bad0a3c3fbb3c62ccbf9d4dacaa1b7dd2cb3c7cad02cc0e0d0cd2cb0ecd1a7d0d4d6ca2ccafdbeddc4eab7dd2cc0b4d4b40ad6a3d6ddb2e2cad4d2d5caf5d1a7d4ba2cbad3c4cf2cd6a3d6dd2cd2d5caf52cc3f1b0ec2c323032362c32303236c4eabad3c4cfcaa1bdccd3fdccfc0a',
      'hex',
    );
    const decoded = await upload(t, token, 'schools', 'gbk.csv', gbk);
    expect(decoded.data).toMatchObject({ rows: 1, accepted: 1, committable: true, rejected: [] });
    expect(decoded.data.scopes).toEqual([{ label: '院校（按名称新增或更新）', incoming: 1, existing: 0 }]);
    for (const table of IMPORT_TABLE_KEYS) {
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await t.app.inject({
          method: 'GET',
          url: `/api/admin/v1/import/template?table=${table}&format=${format}`,
          headers: { authorization: token },
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toContain(`filename="${table}-template.${format}"`);
        const report = await upload(t, token, table, `模板.${format}`, file.rawPayload);
        expect(report.data.rejected, `${table} ${format}`).toEqual([]);
        expect(report.data).toMatchObject({ rows: 1, accepted: 1, committable: true });
      }
    }
    expect(await dataSnapshot(t)).toEqual(before);
  });

  it('refuses a commit of an unknown import', async () => {
    expect((await post(t, '/api/admin/v1/import/commit', { importId: 'imp-unknown' }, token)).status).toBe(10004);
  });
});
