import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendPage, TestsRankAnswer } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { loadRealData } from '../../real-data';
import { findDatasetDir, readRealDataset } from '../../real-data/files';
import { loginWithProfile } from '../../demo/catalogue/test-fixtures';
import { nonEmpty } from '../../../test/non-empty';
import { call, makeVip } from './planning-fixtures';

/**
 * The advice a 河南 美术与设计类 family gets on the official data (the committed dataset, 河南's rows
 * and the national catalogue only, loaded as a first start loads them): a VIP member at the 2026
 * 本科 lines + 30 sees numbers on nearly every plan with a line, and 稳 and 保 plans in the batch
 * they will fill; one below the 2026 本科 统考 line (189) fails 双过线 on every 本科 plan.
 */
const HENAN = 41;

describe(`模拟填报 on the official data of 河南 美术与设计类 (${engines})`, () => {
  let built: TestApp;
  let token: string;
  let batchId: number;
  let memberId: number;

  beforeAll(async () => {
    built = await createTestApp();
    const all = readRealDataset(findDatasetDir());
    const henan = <T extends { province: string }>(rows: T[]) => rows.filter((r) => r.province === '河南');
    await loadRealData(built.deps.db, {
      ...all,
      controlLines: henan(all.controlLines),
      rankTables: henan(all.rankTables),
      admissions: henan(all.admissions),
      plans: henan(all.plans),
    });
    ({ token } = await loginWithProfile(built, HENAN, '美术与设计类'));
    const me = await call<{ id: number }>(built, 'GET', '/api/v1/memberInfo', token);
    memberId = me.data.id;
    await makeVip(built, me.data.id);
    // 2026 本科 lines of the 历史 stream: culture 323, 专业 189; the member stands 30 above each.
    await built.deps.db
      .updateTable('member_nemt_infos')
      .set({
        culture_score: 353,
        tests_score: 219,
        select_subject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
      })
      .where('member_id', '=', me.data.id)
      .execute();
    const batches = await call<{ batches: { id: number; name: string }[] }>(built, 'GET', '/api/v1/filling/batches', token);
    const main = batches.data.batches.find((b) => b.name === '艺术类本科批');
    if (!main) {
      throw new Error(`no 艺术类本科批 among ${batches.data.batches.map((b) => b.name).join('、')}`);
    }
    batchId = main.id;
  });
  afterAll(async () => {
    await built?.close();
  });

  it('gives a tier and a probability to at least 90% of the eligible plans with a line, with 5 or more 稳 and 保', async () => {
    const res = await call<RecommendPage>(
      built,
      'GET',
      `/api/v1/filling/recommend?batchId=${batchId}&size=50&tier=all&hopeless=show`,
      token,
    );
    expect(res.status).toBe(200);
    const { counts } = res.data;
    expect(res.data.total).toBeGreaterThan(1000);
    const rated = counts.冲 + counts.稳 + counts.保;
    expect(rated / (rated + counts.unrated)).toBeGreaterThanOrEqual(0.9);
    expect(counts.稳).toBeGreaterThanOrEqual(5);
    expect(counts.保).toBeGreaterThanOrEqual(5);
  });

  it('each number shows its evidence: basis, band, the year of its line and the gap; the line carries its publication', async () => {
    const res = await call<RecommendPage>(built, 'GET', `/api/v1/filling/recommend?batchId=${batchId}&size=20&tier=稳`, token);
    const rows = res.data.content;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.probability).not.toBeNull();
      expect(row.evidence?.basis).toBe('分差');
      const [low, high] = row.evidence?.band ?? [1, 0];
      expect(low).toBeLessThanOrEqual(row.probability ?? 0);
      expect(high).toBeGreaterThanOrEqual(row.probability ?? 1);
      expect(row.evidence?.years.length).toBeGreaterThan(0);
      expect(row.evidence?.gap?.year).toBe(row.evidence?.years[0]);
      expect(row.lines[0].source).toContain('河南省教育考试院');
    }
  });

  it('the default order lists reachable plans first: a reach worth a slot leads, and nothing near-hopeless or numberless is on page one', async () => {
    const res = await call<RecommendPage>(built, 'GET', `/api/v1/filling/recommend?batchId=${batchId}&size=20`, token);
    const first = res.data.content;
    expect(first.length).toBe(20);
    // Folded (< 5%) plans are not listed, so every row of the first page is a reach worth a slot or better.
    expect(first.filter((r) => r.probability === null || r.probability < 0.05)).toEqual([]);
    expect(first[0].probability).toBeGreaterThanOrEqual(0.2);
  });

  it('双过线: a 统考 of 188 is below the 2026 本科 专业控制线 189 on every 本科 plan and the row says so; 219 is excluded by no 统考 line', async () => {
    const setTests = (tests: number) =>
      built.deps.db.updateTable('member_nemt_infos').set({ tests_score: tests }).where('member_id', '=', memberId).execute();
    const excludedPage = (page: number) =>
      call<RecommendPage>(built, 'GET', `/api/v1/filling/recommend?batchId=${batchId}&size=50&tier=excluded&page=${page}`, token);
    const testsLineRows = async () => {
      const rows: RecommendPage['content'] = [];
      for (let page = 1; ; page += 1) {
        const res = await excludedPage(page);
        expect(res.status).toBe(200);
        rows.push(...res.data.content);
        if (res.data.content.length < 50) {
          return {
            counts: res.data.counts,
            excluded: rows,
            byTestsLine: rows.filter((r) => r.exclusions.some((e) => e.code === 'testsLine')),
          };
        }
      }
    };
    await setTests(188);
    try {
      const below = await testsLineRows();
      // Every plan of the batch fails the line (culture 353 clears 323): none is left to rate.
      expect(below.counts.冲 + below.counts.稳 + below.counts.保 + below.counts.unrated).toBe(0);
      expect(below.counts.excluded).toBeGreaterThan(1000);
      expect(below.byTestsLine).toHaveLength(below.counts.excluded);
      for (const row of nonEmpty(below.excluded)) {
        expect(row.exclusions).toContainEqual({
          code: 'testsLine',
          message: '统考成绩188分低于2026年美术与设计类历史类本科文化/专业控制线（今年线未公布，按最近一年）专业控制线189分',
        });
      }
    } finally {
      await setTests(219);
    }
    const at = await testsLineRows();
    expect(at.byTestsLine).toEqual([]);
    expect(at.counts.冲 + at.counts.稳 + at.counts.保).toBeGreaterThan(1000);
  });

  it('统考位次 counts those at or above each year’s 本科 统考 line in the 分数段: a range where the line cuts a band, exact on an edge', async () => {
    const res = await call<TestsRankAnswer>(built, 'GET', '/api/v1/filling/tests-rank', token);
    expect(res.status).toBe(200);
    // 2026: 189 lies in the 185 band (41,749 at 190 or above, 44,232 at 185); 2025: 193 in the 190 band
    // (41,899 at 195, 46,114 at 190); 2024: 200 is a band's edge (42,939 at 200 or above).
    expect(res.data.years.map((y) => [y.year, y.step, y.passLine, y.source])).toEqual([
      [2026, 5, { score: 189, passed: 41749, passedAtMost: 44232 }, '河南省教育考试院'],
      [2025, 5, { score: 193, passed: 41899, passedAtMost: 46114 }, '河南省教育考试院'],
      [2024, 5, { score: 200, passed: 42939, passedAtMost: null }, '河南省教育考试院'],
    ]);
  });
});
