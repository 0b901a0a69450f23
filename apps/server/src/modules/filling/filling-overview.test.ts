import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FillingOverview } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadRealData } from '../../real-data';
import { testDataset } from '../../real-data/test-dataset';
import { call, categoryIdOf, fujianBody, subjectsText } from '../score-profile/test-fixtures';

const HENAN = 41;

describe('GET /api/v1/filling/overview on official data', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await loadRealData(t.deps.db, testDataset());
    token = await login(t.app);
    const art = await categoryIdOf(t.app, HENAN, '美术与设计类');
    const saved = await call(t.app, 'POST', '/api/v1/createMemberNemtInfo', {
      token,
      payload: fujianBody(art, {
        provinceId: HENAN,
        cultureScore: 649,
        testsScore: 180,
        selectSubject: subjectsText(2, ['历史', '政治', '地理']),
      }),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the published lines with their source, what the scores reach, the real culture rank and the history held', async () => {
    const res = await call<FillingOverview>(t.app, 'GET', '/api/v1/filling/overview', { token });
    expect(res.status).toBe(200);
    const { data } = res;
    expect(data.plansPublished).toBe(false);
    // The year's plans are not out: the 2025 line stands in as the one reference entry (docs/data.md).
    expect(data.planCount).toBe(1);
    expect(data.reference).toEqual({ years: [2025] });
    expect(data.lines.map((l) => [l.ordinary, l.batchName, l.culture, l.tests, l.reaches])).toEqual([
      [false, '艺术类本科批', 331, 200, { culture: true, tests: false, composite: null }],
      [true, '普通类本科批', 470, null, { culture: true, tests: null, composite: null }],
    ]);
    expect(data.lines[0]).toMatchObject({
      year: 2026,
      subjectGroup: '历史',
      source: '河南省教育考试院',
      sourceUrl: 'https://www.haeea.cn/lines-2026.html',
    });
    // 649 in the 历史 table: 12 at 650, 8 at 649, so rank 20 of 35.
    expect(data.cultureRank).toEqual({
      year: 2026,
      subjectGroup: '历史',
      rank: 20,
      total: 35,
      source: '河南省教育考试院',
      sourceUrl: 'https://www.haeea.cn/rank-2026.html',
    });
    expect(data.history).toEqual({ schools: 1, rows: 1, latestYear: 2025 });
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'GET', '/api/v1/filling/overview')).httpStatus).toBe(401);
  });
});
