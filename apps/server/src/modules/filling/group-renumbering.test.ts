import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gkyearOf } from '@yzy/shared/rules';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AdmissionRow } from '../../../../../dataset/format';
import { loadRealData } from '../../real-data';
import { testDataset } from '../../real-data/test-dataset';
import { loadUniverse } from './plan-universe.repository';

const GKYEAR = gkyearOf(new Date());
const LATEST = GKYEAR - 1;

/** 郑州大学's one 美术与设计类 专业组, renumbered each year (01, then 03), and 河南大学's two groups. */
function dataset() {
  const data = testDataset();
  const group = (school: [string, string], year: number, code: string, minScore: number): AdmissionRow => ({
    ...data.admissions[0],
    year,
    subjectGroup: '历史',
    batchName: '艺术类本科批',
    kind: '投档',
    schoolName: school[0],
    moeCode: school[1],
    groupCode: code,
    majorName: '',
    majorCode: null,
    minScore,
    sourceId: 'henan-lines',
  });
  const zzu: [string, string] = ['郑州大学', '4141010459'];
  data.admissions = [group(zzu, LATEST, '01', 560), group(zzu, LATEST - 1, '03', 552)];
  return data;
}

describe('a 专业组 renumbered from one year to the next', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadRealData(t.deps.db, dataset());
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps its past line when its school fills one group in the batch and stream', async () => {
    const henan = await t.deps.db.selectFrom('provinces').select('id').where('name', '=', '河南').executeTakeFirstOrThrow();
    const art = await t.deps.db
      .selectFrom('exam_categories')
      .select('id')
      .where('province_id', '=', henan.id)
      .where('name', '=', '美术与设计类')
      .executeTakeFirstOrThrow();
    const universe = await loadUniverse(t.deps.db, henan.id, art.id, GKYEAR);
    const zzu = universe.plans.find((p) => p.school.name === '郑州大学');
    expect(zzu?.groupCode).toBe('01');
    expect(zzu?.history.map((h) => [h.year, h.minScore])).toEqual([
      [LATEST, 560],
      [LATEST - 1, 552],
    ]);
  });
});
