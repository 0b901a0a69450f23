import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp } from '../../../demo/catalogue/test-fixtures';
import { csv, loginOperator, post, upload } from '../admin-test-helpers';

describe(`import commit atomicity (${engines})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes nothing when the commit fails after the old plans were deleted and the new ones inserted', async () => {
    const { token } = await loginOperator(t);
    const header = ['年份', '省份', '科类', '院校名称', '批次', '专业名称', '专业代码', '计划人数', '学费', '学制'];
    const report = await upload(
      t,
      token,
      'enrollmentPlans',
      'plans.csv',
      csv(header, ['2027', '河南', '美术与设计类', '中央美术学院', '艺术类本科批', '美术学', '130401', '9', '15000', '4']),
      '2027年河南省招生计划',
    );
    expect(report.data.committable).toBe(true);
    expect(report.data.scopes[0].existing).toBeGreaterThan(0);
    const plansBefore = await t.deps.db.selectFrom('enrollment_plans').select(['id', 'source']).orderBy('id').execute();
    // The last step of a plans commit links schools to majors: without that table it fails mid-way.
    await sql`drop table school_majors`.execute(t.deps.db);
    const commit = await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(commit).toMatchObject({ status: 50000, httpStatus: 500 });
    expect(await t.deps.db.selectFrom('enrollment_plans').select(['id', 'source']).orderBy('id').execute()).toEqual(plansBefore);
    const job = await t.deps.db
      .selectFrom('import_jobs')
      .select(['status', 'committed_at'])
      .where('id', '=', report.data.importId ?? '')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'validated', committed_at: null });
    expect((await t.deps.db.selectFrom('audit_logs').select('id').where('action', '=', 'import.commit').execute()).length).toBe(0);
  });
});
