import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJOR_TREND_REASON, trendMajorKey } from '@yzy/shared/rules';
import { engines, type TestApp } from '../../../test/test-app';
import { clearUniverseCache } from './plan-universe';
import { GKYEAR, HENAN, recommendOf, seededWithVip, type Member } from './planning-fixtures';

/** A major whose lines all moved last year, against the province's other plans (docs/engine.md, "Trending lines"). */
describe(`recommend: a major that heated up as a whole (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let batchId: number;

  beforeAll(async () => {
    ({ built, vip, batchId } = await seededWithVip());
  });
  afterAll(async () => {
    await built.close();
  });

  async function everyRow() {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const res = await recommendOf(built, vip.token, `batchId=${batchId}&tier=all&size=50&page=${page}`);
      rows.push(...res.data.content);
      if (rows.length >= res.data.total || res.data.content.length === 0) {
        return rows;
      }
    }
  }

  it('gives its plans no number and says why; the other majors keep theirs', async () => {
    const { db } = built.deps;
    const rows = await everyRow();
    const byMajor = new Map<string, number>();
    for (const r of rows.filter((x) => x.probability !== null)) {
      byMajor.set(trendMajorKey(r.major.name), (byMajor.get(trendMajorKey(r.major.name)) ?? 0) + 1);
    }
    const [hot] = [...byMajor].sort((a, b) => b[1] - a[1])[0];
    const lastYear = await db
      .selectFrom('admission_records')
      .select(['id', 'min_rank', 'major_name'])
      .where('province_id', '=', HENAN)
      .where('year', '=', GKYEAR - 1)
      .where('min_rank', 'is not', null)
      .execute();
    const heated = lastYear.filter((r) => trendMajorKey(r.major_name) === hot);
    expect(heated.length).toBeGreaterThanOrEqual(3);
    for (const r of heated) {
      await db
        .updateTable('admission_records')
        .set({ min_rank: Math.max(1, Math.round((r.min_rank ?? 0) * 0.7)) })
        .where('id', '=', r.id)
        .execute();
    }
    clearUniverseCache(db);
    try {
      const after = await everyRow();
      const ratedBefore = new Set(rows.filter((r) => r.probability !== null).map((r) => r.planId));
      const hotRows = after.filter((r) => trendMajorKey(r.major.name) === hot && ratedBefore.has(r.planId));
      expect(hotRows.length).toBeGreaterThan(0);
      for (const r of hotRows) {
        expect(r).toMatchObject({ probability: null, tier: null, reason: MAJOR_TREND_REASON });
        expect(r.explanation).toContain('整体明显上升');
      }
      expect(after.some((r) => trendMajorKey(r.major.name) !== hot && r.probability !== null)).toBe(true);
    } finally {
      for (const r of heated) {
        await db.updateTable('admission_records').set({ min_rank: r.min_rank }).where('id', '=', r.id).execute();
      }
      clearUniverseCache(db);
    }
  });
});
