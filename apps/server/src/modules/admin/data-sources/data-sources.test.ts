import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSourcesResponse, ImportJob, ImportReport } from '@yzy/shared/contracts';
import { engines, createTestApp, type TestApp } from '../../../../test/test-app';
import { loadRealData } from '../../../real-data';
import { testDataset } from '../../../real-data/test-dataset';
import { csv, get, loginOperator, post, upload } from '../admin-test-helpers';

/**
 * 数据来源 (docs/import.md): what the database holds, by source, beside the publications the first
 * start loaded; and that load as 导入记录, one committed import per table.
 */
describe(`数据来源 and the first start's load in 导入记录 (${engines})`, () => {
  let t: TestApp;
  let token: string;
  const LOADED_AT = Date.UTC(2026, 10, 28, 2, 0, 0);

  beforeAll(async () => {
    t = await createTestApp();
    await loadRealData(t.deps.db, testDataset(), new Date(LOADED_AT));
    token = (await loginOperator(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs an operator', async () => {
    expect((await get(t, '/api/admin/v1/data/sources')).status).toBe(20001);
  });

  it('lists every source with its rows per table, years and pages, and the publications loaded under it', async () => {
    const res = await get<DataSourcesResponse>(t, '/api/admin/v1/data/sources', token);
    expect(res.status).toBe(200);
    expect(res.data.officialLoad).toEqual({
      loadedAt: LOADED_AT / 1000,
      publications: 6,
      importIds: [
        'first-start-admissionRecords',
        'first-start-controlLines',
        'first-start-majors',
        'first-start-schools',
        'first-start-scoreRanks',
      ],
    });
    // 河南: five control lines (美术与设计类, 音乐类's three directions, 普通类) and a culture table of three scores.
    expect(res.data.sources.map((s) => [s.source, s.rows, s.pages])).toEqual([
      ['河南省教育考试院', 8, 2],
      ['中华人民共和国教育部', 6, 2],
      ['广东省教育考试院', 3, 1],
      ['中央美术学院本科招生网', 1, 1],
    ]);
    const [henan, moe] = res.data.sources;
    expect(henan.tables).toEqual([
      { table: 'scoreRanks', rows: 3, tables: 1, years: [2026] },
      { table: 'controlLines', rows: 5, tables: null, years: [2026] },
    ]);
    expect(henan.publications).toEqual([
      {
        id: 'henan-lines',
        publisher: '河南省教育考试院',
        title: '2026年河南省艺术类控制分数线',
        url: 'https://www.haeea.cn/lines-2026.html',
        years: [2026],
        rows: [{ table: 'controlLines', rows: 5 }],
      },
      {
        id: 'henan-rank',
        publisher: '河南省教育考试院',
        title: '2026年河南省一分一段表',
        url: 'https://www.haeea.cn/rank-2026.html',
        years: [2026],
        rows: [{ table: 'scoreRanks', rows: 3 }],
      },
    ]);
    expect(moe.tables).toEqual([
      { table: 'schools', rows: 3, tables: null, years: [2025] },
      { table: 'majors', rows: 3, tables: null, years: [] },
    ]);
    // The unmatched school's line was left out of the load: one row, not two.
    expect(res.data.sources[3].publications[0].rows).toEqual([{ table: 'admissionRecords', rows: 1 }]);
  });

  it('shows the load in 导入记录 as committed imports by 首次启动, each report naming its publications', async () => {
    const jobs = await get<{ content: ImportJob[]; total: number }>(t, '/api/admin/v1/import/list?page=1&size=10', token);
    expect(jobs.data.total).toBe(5);
    expect(jobs.data.content.find((j) => j.table === 'controlLines')).toEqual({
      importId: 'first-start-controlLines',
      table: 'controlLines',
      fileName: '官方数据 dataset/real（首次启动载入）',
      source: '官方数据：1个发布来源',
      status: 'committed',
      rows: 5,
      accepted: 5,
      rejectedRows: 0,
      operatorName: '首次启动',
      createdAt: LOADED_AT / 1000,
      committedAt: LOADED_AT / 1000,
      revertible: false,
    });
    const detail = await get<ImportReport>(t, '/api/admin/v1/import/detail?importId=first-start-schools', token);
    expect(detail.data.scopes).toEqual([
      { label: '中华人民共和国教育部：全国普通高等学校名单（2025年）', incoming: 3, existing: 0, diff: null },
    ]);
    expect((await post(t, '/api/admin/v1/import/revert', { importId: 'first-start-schools' }, token)).status).toBe(10001);
  });

  it("counts an operator's import under its own source at once", async () => {
    const file = csv(
      ['年份', '省份', '科类', '批次', '层次', '选科组', '文化线', '专业线', '来源'],
      ['2027', '河南', '美术与设计类', '艺术类本科批', '本科', '历史', '335', '200', '2027年河南省教育考试院公告'],
    );
    const report = await upload(t, token, 'controlLines', 'lines.csv', file);
    expect(report.data.committable, JSON.stringify(report.data.rejected)).toBe(true);
    expect((await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token)).status).toBe(200);
    const res = await get<DataSourcesResponse>(t, '/api/admin/v1/data/sources', token);
    expect(res.data.sources.find((s) => s.source === '2027年河南省教育考试院公告')).toEqual({
      source: '2027年河南省教育考试院公告',
      tables: [{ table: 'controlLines', rows: 1, tables: null, years: [2027] }],
      rows: 1,
      pages: 0,
      publications: [],
    });
  });
});
