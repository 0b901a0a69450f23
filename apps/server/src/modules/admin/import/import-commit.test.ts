import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCommitResult, SchoolDetail } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../../test/test-app';
import { createSeededApp, get, loginWithProfile } from '../../../demo/catalogue/test-fixtures';
import { ADMISSION_TEST_HEADER, auditRows, csv, loginOperator, post, upload } from '../admin-test-helpers';
import { nonEmpty } from '../../../../test/non-empty';

describe(`import commits (${engines})`, () => {
  let t: TestApp;
  let token: string;
  const schoolId = async (name: string) =>
    (await t.deps.db.selectFrom('schools').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const categoryId = async (provinceId: number, name: string) =>
    (
      await t.deps.db
        .selectFrom('exam_categories')
        .select('id')
        .where('province_id', '=', provinceId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** Dry run, then commit; both must pass. */
  async function importFile(
    table: string,
    content: string,
    source = '',
    mode: 'upsert' | 'replace' = 'upsert',
  ): Promise<ImportCommitResult> {
    const report = await upload(t, token, table, `${table}.csv`, content, source, { mode });
    expect(report.data.rejected, table).toEqual([]);
    const commit = await post<ImportCommitResult>(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(commit.status, commit.msg).toBe(200);
    return commit.data;
  }

  beforeAll(async () => {
    t = await createSeededApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('replaces a scope of admission records, and the school page then shows the imported source', async () => {
    const member = await loginWithProfile(t, 11, '美术与设计类');
    const cafa = await schoolId('中央美术学院');
    const scope = t.deps.db
      .selectFrom('admission_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('year', '=', 2026)
      .where('province_id', '=', 11)
      .where('exam_category_id', '=', member.examCategoryId);
    const existing = Number((await scope.executeTakeFirstOrThrow()).n);
    expect(existing).toBeGreaterThan(2);
    const file = csv(
      ADMISSION_TEST_HEADER,
      ['2026', '北京市', '美术与设计类', '中央美术学院', '艺术类本科提前批', '美术学', '130401', '251.5', '255', '', '20', '20', ''],
      [
        '2026',
        '北京',
        '美术与设计类',
        '中央美术学院',
        '艺术类本科提前批',
        '绘画',
        '130402',
        '249',
        '',
        '',
        '18',
        '',
        '2026年北京教育考试院（复核）',
      ],
    );
    const report = await upload(t, token, 'admissionRecords', 'lines.csv', file, '2026年北京教育考试院', { mode: 'replace' });
    expect(report.data.rejected).toEqual([]);
    expect(report.data).toMatchObject({
      rows: 2,
      accepted: 2,
      committable: true,
      scopes: [{ label: '2026年 北京 美术与设计类', incoming: 2, existing, diff: { added: 0, changed: 2, deleted: existing - 2 } }],
    });
    const commit = await post<ImportCommitResult>(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token);
    expect(commit.data).toMatchObject({
      table: 'admissionRecords',
      rows: 2,
      replaced: existing - 2,
      updated: 2,
      added: 0,
      deleted: existing - 2,
    });
    expect(Number((await scope.executeTakeFirstOrThrow()).n)).toBe(2);

    const detail = await get<SchoolDetail>(t.app, `/api/v1/school/detail?id=${cafa}`, member.token);
    const lines2026 = detail.data.admissions.filter((a) => a.year === 2026);
    expect(lines2026.map((a) => [a.majorName, a.minScore, a.source]).sort()).toEqual([
      ['绘画', 249, '2026年北京教育考试院（复核）'],
      ['美术学', 251.5, '2026年北京教育考试院'],
    ]);
    expect(nonEmpty(detail.data.admissions.filter((a) => a.year === 2025)).every((a) => a.source === '示例数据')).toBe(true);
    const audit = await auditRows(t, 'import.commit', report.data.importId ?? '');
    expect(JSON.parse(audit[0].detail)).toMatchObject({
      table: 'admissionRecords',
      mode: 'replace',
      rows: 2,
      replaced: existing - 2,
      deleted: existing - 2,
    });
    expect((await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token)).msg).toBe(
      '该文件已导入，无需重复提交',
    );
    const jobs = await get<{ content: { importId: string; status: string }[] }>(t.app, '/api/admin/v1/import/list', token);
    expect(jobs.data.content.find((j) => j.importId === report.data.importId)?.status).toBe('committed');
  });

  it('adds and updates schools by name; the list and the detail show them with their source', async () => {
    const header = ['院校名称', '所在省份', '城市', '类型', '办学性质', '标签', '拼音', '开设专业代码', '数据年份', '来源'];
    const result = await importFile(
      'schools',
      csv(
        header,
        ['中央美术学院', '北京', '北京', '艺术', '公办', '双一流、独立设置艺术院校', '', '130401、130402', '2026', '2026年教育部高校名单'],
        [
          '郑州测试艺术学院',
          '河南',
          '郑州',
          '艺术',
          '民办',
          '',
          'zheng zhou ce shi yi shu xue yuan',
          '130401',
          '2026',
          '2026年教育部高校名单',
        ],
      ),
    );
    expect(result).toMatchObject({ rows: 2, updated: 1 });
    const member = await loginWithProfile(t, 11, '美术与设计类');
    const detail = await get<SchoolDetail>(t.app, `/api/v1/school/detail?id=${await schoolId('中央美术学院')}`, member.token);
    expect(detail.data).toMatchObject({ source: '2026年教育部高校名单', year: 2026, pinyin: 'zhongyangmeishuxueyuan' });
    expect(detail.data.majors.map((m) => m.code)).toEqual(['130401', '130402']);
    const found = await get<{ content: { name: string; tags: string[] }[] }>(t.app, '/api/v1/school/list?keyword=zzcsysxy');
    expect(found.data.content).toEqual([expect.objectContaining({ name: '郑州测试艺术学院', tags: [] })]);
  });

  it('replaces a 一分一段 table whole, upserts formulas, replaces control lines and adds majors', async () => {
    const category = await categoryId(41, '美术与设计类');
    const ranks = await importFile(
      'scoreRanks',
      csv(
        ['年份', '省份', '科类', '分数', '人数', '累计人数', '来源'],
        ['2026', '河南', '美术与设计类', '700', '3', '3', '2026年河南省教育考试院'],
        ['2026', '河南', '美术与设计类', '699', '2', '5', ''],
        ['2026', '河南', '美术与设计类', '698', '4', '9', ''],
      ),
      '2026年河南省教育考试院',
    );
    expect(ranks.replaced).toBeGreaterThan(100);
    const table = await t.deps.db
      .selectFrom('score_rank_tables')
      .selectAll()
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category)
      .where('year', '=', 2026)
      .execute();
    expect(table).toEqual([expect.objectContaining({ total_count: 9, source: '2026年河南省教育考试院', subject_group: '' })]);
    expect(
      (
        await t.deps.db
          .selectFrom('score_rank_rows')
          .select(['score', 'cumulative'])
          .where('table_id', '=', table[0].id)
          .orderBy('score', 'desc')
          .execute()
      ).map((r) => r.cumulative),
    ).toEqual([3, 5, 9]);

    const formulaHeader = ['年份', '省份', '科类', '公式类型', '文化权重', '文化满分', '专业满分', '折算满分', '来源'];
    const formulas = await importFile(
      'formulas',
      csv(
        formulaHeader,
        ['2026', '河南', '美术与设计类', '加权', '0.6', '750', '300', '750', '2026年河南省招生办法'],
        ['2031', '河南', '美术与设计类', 'sum', '', '750', '300', '900', '2031年河南省招生办法'],
      ),
    );
    expect(formulas).toMatchObject({ rows: 2, updated: 1 });
    const stored = await t.deps.db
      .selectFrom('exam_category_scores')
      .select(['year', 'formula_kind', 'culture_weight', 'output_scale', 'source'])
      .where('exam_category_id', '=', category)
      .where('year', 'in', [2026, 2031])
      .orderBy('year')
      .execute();
    expect(stored.map((s) => [s.year, s.formula_kind, Number(s.culture_weight), s.output_scale, s.source])).toEqual([
      [2026, 'weighted', 0.6, 750, '2026年河南省招生办法'],
      [2031, 'sum', 0.5, 900, '2031年河南省招生办法'],
    ]);

    const lines = await importFile(
      'controlLines',
      csv(
        ['年份', '省份', '科类', '批次', '文化线', '专业线', '综合分线'],
        ['2026', '河南', '美术与设计类', '艺术类本科批', '320', '185', ''],
      ),
      '2026年河南省教育考试院',
      'replace',
    );
    expect(lines.rows).toBe(1);
    const line = await t.deps.db
      .selectFrom('control_lines')
      .selectAll()
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category)
      .where('year', '=', 2026)
      .execute();
    expect(line).toEqual([expect.objectContaining({ batch_name: '艺术类本科批', culture_score: 320, composite_score: null })]);
    expect(line[0].batch_id).not.toBeNull();

    await importFile(
      'majors',
      csv(
        ['专业代码', '专业名称', '专业类代码', '专业类名称', '学位', '学制', '统考科类', '目录年份'],
        ['130499t', '数字插画', '1304', '美术学类', '艺术学学士', '4', '美术与设计类', '2026'],
      ),
      '2026年专业目录',
    );
    const major = await t.deps.db.selectFrom('majors').selectAll().where('code', '=', '130499T').executeTakeFirstOrThrow();
    expect(major).toMatchObject({ name: '数字插画', is_special: 1, exam_category_code: 1, year: 2026, source: '2026年专业目录' });
  });

  it('copies last year’s batch into a new year for plans, and links the school to the major', async () => {
    const plans = csv(
      ['年份', '省份', '科类', '院校名称', '批次', '专业名称', '专业代码', '计划人数', '学费', '学制'],
      ['2029', '河南', '美术与设计类', '郑州测试艺术学院', '艺术类本科批', '美术学（中外合作）', '130402', '12', '38000.5', '4'],
    );
    const result = await importFile('enrollmentPlans', plans, '2029年河南省招生计划');
    expect(result).toMatchObject({ rows: 1, replaced: 0 });
    const batch = await t.deps.db.selectFrom('batches').selectAll().where('province_id', '=', 41).where('year', '=', 2029).execute();
    expect(batch).toEqual([expect.objectContaining({ name: '艺术类本科批', mode: '平行', source: '2029年河南省招生计划' })]);
    const plan = await t.deps.db.selectFrom('enrollment_plans').selectAll().where('year', '=', 2029).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ batch_id: batch[0].id, tuition_fen: 3800050, plan_count: 12 });
    const link = await t.deps.db
      .selectFrom('school_majors')
      .selectAll()
      .where('school_id', '=', plan.school_id)
      .where('major_id', '=', plan.major_id ?? 0)
      .execute();
    expect(link).toHaveLength(1);
  });

  it('keeps the id of a plan still in the file, so volunteer tables holding it stay valid', async () => {
    const category = await categoryId(41, '美术与设计类');
    const plan = await t.deps.db
      .selectFrom('enrollment_plans as e')
      .innerJoin('schools as s', 's.id', 'e.school_id')
      .innerJoin('batches as b', 'b.id', 'e.batch_id')
      .select(['e.id', 's.name as school', 'b.name as batch', 'e.major_name'])
      .where('e.year', '=', 2027)
      .where('e.province_id', '=', 41)
      .where('e.exam_category_id', '=', category)
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    const scope = t.deps.db
      .selectFrom('enrollment_plans')
      .select(['id', 'plan_count', 'source'])
      .where('year', '=', 2027)
      .where('province_id', '=', 41)
      .where('exam_category_id', '=', category);
    const existing = (await scope.execute()).length;
    const header = ['年份', '省份', '科类', '院校名称', '批次', '专业名称', '计划人数', '学费', '学制'];
    const result = await importFile(
      'enrollmentPlans',
      csv(
        header,
        ['2027', '河南', '美术与设计类', plan.school, plan.batch, plan.major_name, '77', '9000', '4'],
        ['2027', '河南', '美术与设计类', '郑州测试艺术学院', '艺术类本科批', '动画', '5', '9000', '4'],
      ),
      '2027年河南省招生计划',
      'replace',
    );
    expect(result).toMatchObject({ rows: 2, updated: 1, replaced: existing - 1 });
    const after = await scope.orderBy('id').execute();
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual({ id: plan.id, plan_count: 77, source: '2027年河南省招生计划' });
  });
});
