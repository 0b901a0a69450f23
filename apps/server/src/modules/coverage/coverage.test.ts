import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageResponse } from '@yzy/shared/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadRealData } from '../../real-data';
import { testDataset } from '../../real-data/test-dataset';

describe('GET /api/v1/data/coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadRealData(t.deps.db, testDataset());
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers without login with the years held per province and category, and who published them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/data/coverage' });
    const body: { status: number; data: CoverageResponse } = res.json();
    expect(body.status).toBe(200);
    const { data } = body;
    expect(data).toMatchObject({ schools: 3, majors: 3, generated: false });
    const henan = data.provinces.find((p) => p.provinceName === '河南');
    expect(henan).toMatchObject({ ordinaryLineYears: [2026], cultureRankYears: [2026] });
    const art = henan?.categories.find((c) => c.name === '美术与设计类');
    expect(art).toMatchObject({
      lineYears: [2026],
      rankYears: [],
      admissionYears: [2025],
      admissionRows: 1,
      schoolsWithHistory: 1,
      planYears: [],
    });
    const dance = henan?.categories.find((c) => c.name === '舞蹈类');
    expect(dance).toMatchObject({ lineYears: [], admissionYears: [], schoolsWithHistory: 0 });
    expect(henan?.categories.filter((c) => c.name.startsWith('音乐类')).map((c) => c.lineYears)).toEqual([[2026], [2026], [2026]]);
    const guangdong = data.provinces.find((p) => p.provinceName === '广东');
    expect(guangdong?.categories.find((c) => c.name === '美术与设计类')?.rankYears).toEqual([2026]);
    // One scope (河南 美术与设计类) holds one year of lines, a year after the reform.
    expect(data.depth.withYears).toEqual([1, 0, 0]);
    expect(data.depth.withYearsSinceReform).toEqual([1, 0, 0]);
    expect(data.depth.scopes).toBe(data.provinces.flatMap((p) => p.categories).length);
    expect(data.publishers).toEqual([
      { publisher: '河南省教育考试院', rows: 6 },
      { publisher: '中华人民共和国教育部', rows: 6 },
      { publisher: '广东省教育考试院', rows: 1 },
      { publisher: '中央美术学院本科招生网', rows: 1 },
    ]);
  });
});
