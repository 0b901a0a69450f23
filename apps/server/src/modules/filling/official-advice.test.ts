import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendPage } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { loadRealData } from '../../real-data';
import { findDatasetDir, readRealDataset } from '../../real-data/files';
import { loginWithProfile } from '../../demo/catalogue/test-fixtures';
import { call, makeVip } from './planning-fixtures';

/**
 * The advice a 河南 美术与设计类 family gets on the official data (the committed dataset, 河南's rows
 * and the national catalogue only, loaded as a first start loads them): a VIP member at the 2026
 * 本科 lines + 30 sees numbers on nearly every plan with a line, and 稳 and 保 plans in the batch
 * they will fill.
 */
const HENAN = 41;

describe(`模拟填报 on the official data of 河南 美术与设计类 (${engines})`, () => {
  let built: TestApp;
  let token: string;
  let batchId: number;

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
});
