import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FillingBatches, FillingOverview, RecommendPage, VolunteerDetail } from '@yzy/shared/contracts';
import { gkyearOf } from '@yzy/shared/rules';
import { login } from '../../../test/login-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AdmissionRow } from '../../../../../dataset/format';
import { loadRealData } from '../../real-data';
import { SheetBuilder } from '../../real-data/sheets';
import { addPlan } from '../../real-data/sheets-admissions';
import { testDataset } from '../../real-data/test-dataset';
import { checkPlausible, IMPORTERS } from '../admin';
import { call, categoryIdOf, fujianBody, subjectsText } from '../score-profile/test-fixtures';
import { clearUniverseCache } from './plan-universe';
import { syncReferencePlans } from './reference-plans';

const HENAN = 41;
const GKYEAR = gkyearOf(new Date());
const LATEST = GKYEAR - 1;

/** The test dataset plus the exam authority's 投档 line of 郑州大学's 专业组 in the newest year, and an old line outside the window. */
function dataset() {
  const data = testDataset();
  const base = data.admissions[0];
  const zzu: AdmissionRow = {
    ...base,
    year: LATEST,
    subjectGroup: '历史',
    batchName: '艺术类本科批',
    kind: '投档',
    schoolName: '郑州大学',
    moeCode: '4141010459',
    schoolCode: '10459',
    groupCode: '01',
    majorName: '',
    majorCode: null,
    minScore: 560,
    planCount: null,
    admittedCount: null,
    // The school's own form (河南 60/100) and the line's own page travel onto the reference row.
    schoolFormula: { cultureWeight: 0.6 },
    sourceUrl: 'https://www.haeea.cn/filing-zzu.html',
    sourceId: 'henan-lines',
  };
  // A line of 河南's last 文理 year stands for no plan of a 2027 candidate, who is 物理 or 历史.
  const liberalArts: AdmissionRow = { ...zzu, year: LATEST - 1, subjectGroup: '文科', groupCode: null, majorName: '绘画' };
  const old: AdmissionRow = {
    ...base,
    year: LATEST - 3,
    schoolName: '河南艺术职业学院',
    moeCode: '4141013499',
    majorName: '绘画',
    majorCode: null,
  };
  data.admissions = [{ ...base, year: LATEST - 1 }, zzu, old, { ...base, year: LATEST - 2, minScore: 598 }, liberalArts];
  return data;
}

describe('reference universe: recommendations before the year’s plans are out', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const report = await loadRealData(t.deps.db, dataset());
    expect(report.reference).toMatchObject({ year: GKYEAR, added: 2 });
    token = await login(t.app);
    const art = await categoryIdOf(t.app, HENAN, '美术与设计类');
    const saved = await call(t.app, 'POST', '/api/v1/createMemberNemtInfo', {
      token,
      payload: fujianBody(art, {
        provinceId: HENAN,
        cultureScore: 560,
        testsScore: 250,
        selectSubject: subjectsText(2, ['历史', '政治', '地理']),
      }),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries the line’s school formula and page, and leaves 文理 lines of a 3+1+2 province out', async () => {
    const rows = await t.deps.db
      .selectFrom('enrollment_plans')
      .select(['major_name', 'formula_override', 'source_url', 'subject_group'])
      .where('is_reference', '=', 1)
      .execute();
    expect(rows.find((r) => r.major_name === '01专业组')).toMatchObject({
      formula_override: '{"cultureWeight":0.6}',
      source_url: 'https://www.haeea.cn/filing-zzu.html',
    });
    expect(rows.filter((r) => r.subject_group === '文科')).toEqual([]);
  });

  it('writes one reference row per school × major or 专业组 of the newest two years, nothing invented', async () => {
    const rows = await t.deps.db
      .selectFrom('enrollment_plans as e')
      .innerJoin('schools as s', 's.id', 'e.school_id')
      .innerJoin('batches as b', 'b.id', 'e.batch_id')
      .select([
        's.name',
        'e.year',
        'e.major_name',
        'e.plan_count',
        'e.tuition_published',
        'e.is_reference',
        'e.reference_year',
        'e.school_code',
        'e.group_code',
        'e.subject_requirement',
        'e.source',
        'b.year as batch_year',
        'b.name as batch_name',
      ])
      .orderBy('s.name')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        name: '中央美术学院',
        year: GKYEAR,
        major_name: '美术学',
        is_reference: 1,
        reference_year: LATEST - 1,
        tuition_published: 0,
        source: '中央美术学院本科招生网',
        batch_year: GKYEAR,
        batch_name: '艺术类本科提前批',
      }),
      expect.objectContaining({
        name: '郑州大学',
        major_name: '01专业组',
        reference_year: LATEST,
        school_code: '10459',
        group_code: '01',
        subject_requirement: '历史',
        source: '河南省教育考试院',
      }),
    ]);
    // A reference row has no plan count: an admission import is not checked against it (its 0 is no plan).
    const zzu = await t.deps.db.selectFrom('enrollment_plans').selectAll().where('major_name', '=', '01专业组').executeTakeFirstOrThrow();
    const record = {
      line: 2,
      year: GKYEAR,
      provinceId: HENAN,
      examCategoryId: zzu.exam_category_id,
      schoolId: zzu.school_id,
      batch: { name: '艺术类本科批' },
      majorName: '01专业组',
      minScore: 560,
      admittedCount: 40,
      planCount: null,
    };
    expect(await checkPlausible(t.deps.db, 'admissionRecords', [record])).toEqual([]);
    // Idempotent: a second run keeps the same rows.
    const again = await syncReferencePlans(t.deps.db, GKYEAR);
    expect(again).toMatchObject({ added: 0, updated: 2, removed: 0 });
  });

  it('recommends the reference rows with their own history, no plan count or tuition, and says so', async () => {
    const overview = await call<FillingOverview>(t.app, 'GET', '/api/v1/filling/overview', { token });
    expect(overview.data).toMatchObject({ gkyear: GKYEAR, planYear: GKYEAR, plansPublished: false, planCount: 2 });
    expect(overview.data.reference).toEqual({ years: [LATEST, LATEST - 1] });
    const batches = await call<FillingBatches>(t.app, 'GET', '/api/v1/filling/batches', { token });
    const early = batches.data.batches.find((b) => b.name === '艺术类本科提前批');
    expect(early).toMatchObject({ year: GKYEAR, planCount: 1 });
    const page = await call<RecommendPage>(t.app, 'GET', `/api/v1/filling/recommend?batchId=${early?.id}&tier=all`, { token });
    expect(page.status).toBe(200);
    const [row] = page.data.content;
    expect(row).toMatchObject({ reference: true, referenceYear: LATEST - 1, planCount: null, tuition: null, years: 0 });
    expect(row.school.name).toBe('中央美术学院');
    expect(row.lines.map((l) => [l.year, l.minScore, l.source])).toEqual([
      [LATEST - 1, 602.5, '中央美术学院本科招生网'],
      [LATEST - 2, 598, '中央美术学院本科招生网'],
    ]);
  });

  it('holds reference entries in a volunteer table and exports them with codes and sources', async () => {
    const batches = await call<FillingBatches>(t.app, 'GET', '/api/v1/filling/batches', { token });
    const batch = batches.data.batches.find((b) => b.name === '艺术类本科批');
    const page = await call<RecommendPage>(t.app, 'GET', `/api/v1/filling/recommend?batchId=${batch?.id}&tier=all`, { token });
    const planId = page.data.content[0]?.planId;
    expect(page.data.content[0]).toMatchObject({ reference: true, school: { name: '郑州大学' } });
    const added = await call<{ tableId: number }>(t.app, 'POST', '/api/v1/volunteer/entry/add', { token, payload: { planId } });
    expect(added.status).toBe(200);
    const detail = await call<VolunteerDetail>(t.app, 'GET', `/api/v1/volunteer/detail?id=${added.data.tableId}`, { token });
    expect(detail.data.entries[0].majors[0]).toMatchObject({
      exists: true,
      reference: true,
      planCount: null,
      schoolCode: '10459',
      groupCode: '01',
      source: '河南省教育考试院',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/volunteer/export?id=${added.data.tableId}`,
      headers: { authorization: token },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      res.rawPayload.buffer.slice(res.rawPayload.byteOffset, res.rawPayload.byteOffset + res.rawPayload.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('志愿表');
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1).map(String);
    const texts = [1, 2, 3, 4, 5, 6].map((n) => values(n));
    const headerAt = texts.findIndex((r) => r[0] === '志愿');
    expect(texts.flat().join('')).toContain(`${GKYEAR}年招生计划尚未公布`);
    const header = texts[headerAt];
    const body = values(headerAt + 2);
    const cell = (name: string) => body[header.indexOf(name)];
    expect(cell('院校代号')).toBe('10459');
    expect(cell('专业组代号')).toBe('01');
    expect(cell('计划数')).toBe('未公布（参考）');
    expect(cell('数据来源')).toBe(`${LATEST}年：河南省教育考试院`);
  });

  it('switches to the real plans once an operator imports them, keeping the ids of matching entries', async () => {
    const db = t.deps.db;
    const before = await db.selectFrom('enrollment_plans').select(['id', 'major_name']).where('is_reference', '=', 1).execute();
    const zzuId = before.find((p) => p.major_name === '01专业组')?.id;
    const data = dataset();
    const sheet = new SheetBuilder('enrollmentPlans', new Map(data.sources.map((s) => [s.id, s])));
    addPlan(
      sheet,
      {
        province: '河南',
        year: GKYEAR,
        category: '美术与设计类',
        direction: '',
        subjectGroup: '历史',
        level: '本科',
        batchName: '艺术类本科批',
        schoolName: '郑州大学',
        moeCode: '4141010459',
        schoolCode: '10459',
        groupCode: '01',
        majorNo: null,
        majorName: '',
        majorCode: null,
        batchLabel: '',
        schoolFormula: null,
        sourceUrl: null,
        planCount: 30,
        tuition: 8000,
        years: 4,
        sourceId: 'henan-lines',
      },
      '郑州大学',
      null,
    );
    await db.transaction().execute(async (trx) => {
      const checked = await IMPORTERS.enrollmentPlans.check(trx, sheet.sheet(), '');
      expect(checked.rejected).toEqual([]);
      await checked.apply(trx);
    });
    clearUniverseCache(db);
    const after = await db.selectFrom('enrollment_plans').select(['id', 'is_reference', 'plan_count']).where('year', '=', GKYEAR).execute();
    // The matching reference row became the plan (same id); the scope's other reference row is gone.
    expect(after).toEqual([{ id: zzuId, is_reference: 0, plan_count: 30 }]);
    const overview = await call<FillingOverview>(t.app, 'GET', '/api/v1/filling/overview', { token });
    expect(overview.data).toMatchObject({ plansPublished: true, planCount: 1, reference: null });
    const tables = await call<{ content: { id: number }[] }>(t.app, 'GET', '/api/v1/volunteer/list', { token });
    const detail = await call<VolunteerDetail>(t.app, 'GET', `/api/v1/volunteer/detail?id=${tables.data.content[0].id}`, { token });
    expect(detail.data.entries[0].majors[0]).toMatchObject({ exists: true, reference: false, planCount: 30, tuition: '8000.00' });
    // A later sync leaves a scope with published plans alone.
    expect(await syncReferencePlans(db, GKYEAR)).toMatchObject({ added: 0, removed: 0 });
  });
});
