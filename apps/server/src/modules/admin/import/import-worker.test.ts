import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TABLES, type ImportCommitResult, type ImportProgressState, type ImportRevertResult } from '@yzy/shared/contracts';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { createDb } from '../../../db/database';
import { createStore } from '../../../providers/store';
import { DEMO_NOW, TEST_PROVINCES, createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { seedDemoData } from '../../../demo';
import { engines, type TestApp } from '../../../../test/test-app';
import { nonEmpty } from '../../../../test/non-empty';
import { CLI_ACTOR } from '../audit/audit.repository';
import { csv, dataSnapshot, get, loginOperator, post, upload } from '../admin-test-helpers';
import { runImportTask } from './import-runner';
import { runImportTaskHere, type ImportFile } from './import-task';

const PLAN_HEADER = IMPORT_TABLES.enrollmentPlans.columns.map((c) => c.header);
const plan = (cells: Record<string, string>) =>
  PLAN_HEADER.map(
    (h) =>
      cells[h] ??
      {
        年份: '2027',
        省份: '河南',
        科类: '美术与设计类',
        院校名称: '中央美术学院',
        批次: '艺术类本科批',
        专业名称: '美术学',
        专业代码: '130401',
        计划人数: '9',
        学费: '15000',
        学制: '4',
      }[h] ??
      '',
  );

/** Files of every kind the checks answer: changes measured by a rolled-back apply, refusals cell by cell, official layouts, a 一分一段 table. */
function filesFor(stored: Record<string, string>): ImportFile[] {
  return [
    {
      table: 'enrollmentPlans',
      fileName: 'plans.csv',
      source: '2027年河南省招生计划',
      // One row of a stored plan with another count (changed), one new.
      bytes: Buffer.from(
        csv(PLAN_HEADER, plan({ ...stored, 计划人数: '97' }), plan({ 专业名称: '视觉传达设计（新）', 专业代码: '', 计划人数: '12' })),
      ),
    },
    {
      table: 'enrollmentPlans',
      fileName: 'replace.csv',
      source: '2027年河南省招生计划',
      mode: 'replace',
      bytes: Buffer.from(csv(PLAN_HEADER, plan({ 计划人数: '30' }))),
    },
    {
      table: 'enrollmentPlans',
      fileName: 'bad.csv',
      source: '',
      bytes: Buffer.from(
        csv(
          PLAN_HEADER,
          plan({ 院校名称: '不存在的大学', 计划人数: 'abc' }),
          plan({ 省份: '火星' }),
          plan({ 学费: '-1', 学制: '9' }),
          plan({ 专业代码: '999999' }),
          plan({ 来源: '河南省教育考试院' }),
          plan({ 来源: '河南省教育考试院' }),
        ),
      ),
    },
    {
      table: 'admissionRecords',
      fileName: 'toudang.csv',
      source: '河南省教育考试院',
      defaults: { year: '2025', province: '河南', examCategory: '美术与设计类', batch: '艺术类本科批' },
      bytes: Buffer.from(
        csv(
          ['', '河南省2025年艺术类本科批美术与设计类第1次志愿投档情况表', '', '', ''],
          ['', '专业代号及名称', '院校代号及名称', '投档计划数', '投档最低分（综合分）'],
          ['', '1D视觉传达设计（官方测试）', 'A027中央美术学院', '2', '236.5'],
          ['', '21环境设计（官方测试）', 'A027中央美术学院', '3', '240.25'],
        ),
      ),
    },
    {
      table: 'scoreRanks',
      fileName: 'ranks.csv',
      source: '2025年河南省教育考试院',
      bytes: Buffer.from(
        csv(
          ['年份', '省份', '科类', '分数', '人数', '累计人数'],
          ['2025', '河南', '美术与设计类', '300', '2', '2'],
          ['2025', '河南', '美术与设计类', '299', '3', '4'],
        ),
      ),
    },
    { table: 'schools', fileName: 'photo.png', source: '', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
  ];
}

/** A 2027 河南 美术与设计类 plan of the seeded data, in the file's columns. */
async function storedPlan(t: TestApp): Promise<Record<string, string>> {
  const row = await t.deps.db
    .selectFrom('enrollment_plans as p')
    .innerJoin('schools as s', 's.id', 'p.school_id')
    .innerJoin('batches as b', 'b.id', 'p.batch_id')
    .innerJoin('exam_categories as c', 'c.id', 'p.exam_category_id')
    .leftJoin('majors as m', 'm.id', 'p.major_id')
    .select(['s.name as school', 'b.name as batch', 'p.major_name', 'm.code', 'p.subject_group', 'p.group_code'])
    .where('p.year', '=', 2027)
    .where('p.province_id', '=', 41)
    .where('c.name', '=', '美术与设计类')
    .where('p.plan_count', '!=', 97)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return {
    院校名称: row.school,
    批次: row.batch,
    专业名称: row.major_name,
    专业代码: row.code ?? '',
    选科组: row.subject_group,
    专业组代号: row.group_code ?? '',
  };
}

describe(`the import worker answers exactly what the request thread did (${engines})`, () => {
  let t: TestApp;
  let FILES: ImportFile[];
  beforeAll(async () => {
    t = await createSeededApp();
    FILES = filesFor(await storedPlan(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the same report for every kind of file, and writes nothing', async () => {
    const before = await dataSnapshot(t);
    for (const file of FILES) {
      const here = await runImportTaskHere(t.deps.db, { kind: 'dryRun', file });
      const stages: string[] = [];
      const inWorker = await runImportTask(t.deps.db, { kind: 'dryRun', file }, (stage) => stages.push(stage));
      expect(inWorker, file.fileName).toEqual(here);
      expect(stages[0], file.fileName).toBe('read');
    }
    // The reports are not empty: changes measured, refusals listed.
    const [changes, , refused] = await Promise.all(FILES.slice(0, 3).map((file) => runImportTask(t.deps.db, { kind: 'dryRun', file })));
    expect(changes.scopes[0].diff).toMatchObject({ added: 1, changed: 1 });
    expect(nonEmpty(refused.rejected).map((r) => r.reason)).toEqual(
      expect.arrayContaining(['未知院校「不存在的大学」：请先导入院校表或核对全称', expect.stringMatching(/^与第\d+行重复/u)]),
    );
    expect(await dataSnapshot(t)).toEqual(before);
  });

  it('answers a business error of a commit with its code and message, as the request thread did', async () => {
    const commit = () => runImportTask(t.deps.db, { kind: 'commit', actor: CLI_ACTOR, importId: 'impnosuchjob' });
    await expect(commit()).rejects.toMatchObject({ code: 10004, message: '导入记录不存在' });
  });

  it('reports progress to the console by the key it chose, to that operator only', async () => {
    const operator = await loginOperator(t);
    const other = await loginOperator(t);
    const file = FILES[0];
    const report = await upload(t, operator.token, file.table, file.fileName, Buffer.from(file.bytes), file.source, {
      progressKey: 'upload-key-1',
    });
    expect(report.status).toBe(200);
    const progress = await get<ImportProgressState | null>(t, '/api/admin/v1/import/progress?key=upload-key-1', operator.token);
    // The last step reported: measuring the changes.
    expect(progress.data).toEqual({ stage: 'preview', label: '试算改动', done: 0, total: 0 });
    expect((await get(t, '/api/admin/v1/import/progress?key=upload-key-1', other.token)).data).toBeNull();
    expect((await get(t, '/api/admin/v1/import/progress?key=never-used', operator.token)).data).toBeNull();
    expect((await get(t, '/api/admin/v1/import/progress?key=a', operator.token)).status).toBe(10001);

    await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId, progressKey: 'commit-key-1' }, operator.token);
    expect((await get<ImportProgressState>(t, '/api/admin/v1/import/progress?key=commit-key-1', operator.token)).data).toMatchObject({
      stage: 'write',
      label: '写入数据库',
    });
  });
});

/**
 * On a SQLite file the worker commits and reverts through its own connection (the server's writes
 * wait meanwhile: db/sqlite-write-gate.test.ts); in memory they run in the request's thread. Here
 * the worker's own path: all or nothing, and the server sees what it wrote at once.
 */
describe('the import worker commits to a SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'yzy-import-worker-'));
  let t: TestApp;
  let FILES: ImportFile[];
  let stored: Record<string, string>;
  beforeAll(async () => {
    const database = createDb(join(dir, 'app.db'));
    const store = createStore(undefined, 'import-worker-test:');
    const built = await buildApp(testConfig(), { database, store, webDist: null });
    await seedDemoData(built.deps.db, { seed: 7, scale: 1, provinceIds: TEST_PROVINCES, now: DEMO_NOW });
    stored = await storedPlan(built as TestApp);
    FILES = filesFor(stored);
    t = {
      ...built,
      close: async () => {
        await built.app.close();
        await store.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const plans = () =>
    t.deps.db
      .selectFrom('enrollment_plans')
      .select(['id', 'major_name', 'plan_count', 'source'])
      .where('year', '=', 2027)
      .orderBy('id')
      .execute();

  it('commits what the report said, and reverts it', async () => {
    const { token } = await loginOperator(t);
    const before = await plans();
    const file = FILES[0];
    const report = await upload(t, token, file.table, file.fileName, Buffer.from(file.bytes), file.source);
    expect(report.data.scopes[0].diff).toMatchObject({ added: 1, changed: 1, deleted: 0 });
    const commit = await post<ImportCommitResult>(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(commit.data).toMatchObject({ added: 1, changed: 1, deleted: 0 });
    const after = await plans();
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((p) => p.source === '2027年河南省招生计划').map((p) => [p.major_name, p.plan_count])).toEqual([
      [stored.专业名称, 97],
      ['视觉传达设计（新）', 12],
    ]);
    const reverted = await post<ImportRevertResult>(t, '/api/admin/v1/import/revert', { importId: report.data.importId }, token);
    expect(reverted.data).toMatchObject({ removed: 1, reset: 1 });
    expect(await plans()).toEqual(before);
  });

  it('writes nothing when the commit fails half-way', async () => {
    const { token } = await loginOperator(t);
    const file = FILES[0];
    const report = await upload(t, token, file.table, file.fileName, Buffer.from(file.bytes), file.source);
    expect(report.data.committable).toBe(true);
    const before = await dataSnapshot(t);
    // The last step of a plans commit links schools to majors: without that table it fails mid-way.
    await sql`alter table school_majors rename to school_majors_away`.execute(t.deps.db);
    const commit = await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    await sql`alter table school_majors_away rename to school_majors`.execute(t.deps.db);
    expect(commit).toMatchObject({ status: 50000, httpStatus: 500 });
    expect(await dataSnapshot(t)).toEqual(before);
    const job = await t.deps.db
      .selectFrom('import_jobs')
      .select('status')
      .where('id', '=', report.data.importId ?? '')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('validated');
  });
});
