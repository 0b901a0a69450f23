import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import { seedDemoData } from '../index';
import { rankAtScore, scoreAtRank, type RankRow } from './latent-model';
import { MAJORS } from './majors';
import { ART_SCHOOLS } from './schools-art';
import { UNIVERSITY_SCHOOLS } from './schools-university';
import { syntheticSchools } from './synthetic-schools';
import { DEMO_NOW, TEST_PROVINCES } from './test-fixtures';
import { nonEmpty } from '../../../test/non-empty';

const REAL = [...ART_SCHOOLS, ...UNIVERSITY_SCHOOLS];

describe('demo facts', () => {
  it('covers the 68 schools of the facts table with one pinyin syllable per character', () => {
    expect(REAL).toHaveLength(68);
    expect(new Set(REAL.map((s) => s.name)).size).toBe(68);
    for (const school of REAL) {
      expect(school.py.split(' ').length, school.name).toBe(school.name.length);
    }
  });

  it('holds the 67 majors of the 艺术学 catalogue, classes 1301–1305', () => {
    expect(MAJORS).toHaveLength(67);
    expect(new Set(MAJORS.map((m) => m.code)).size).toBe(67);
    expect(nonEmpty(MAJORS).every((m) => /^130[1-5]\d{2}(T|K|TK)?$/.test(m.code))).toBe(true);
  });

  it('names synthetic schools so nobody mistakes them for real ones', () => {
    const schools = syntheticSchools(1, 2, ['北京', '河南']);
    expect(schools).toHaveLength(2000);
    expect(nonEmpty(schools).every((s) => /^示例.+\d{4}$/.test(s.name))).toBe(true);
  });

  it('finds the score of a rank inside the bin whose 位次 interval holds that rank', () => {
    const rows: RankRow[] = [
      { score: 600, count: 2, cumulative: 2 },
      { score: 599, count: 5, cumulative: 7 },
      { score: 597, count: 3, cumulative: 10 },
    ];
    expect(Math.floor(scoreAtRank(rows, 1, 2))).toBe(600);
    expect(Math.floor(scoreAtRank(rows, 3, 2))).toBe(599);
    expect(Math.floor(scoreAtRank(rows, 8, 2))).toBe(597);
    expect(rankAtScore(rows, 599.5)).toBe(7);
    // 598 has no candidates: its rank is the people above plus one, exactly as 一分一段 answers it.
    expect(rankAtScore(rows, 598.2)).toBe(8);
  });
});

describe(`demo seeding (${engines})`, () => {
  let built: TestApp;
  let report: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    built = await createTestApp();
    report = await seedDemoData(built.deps.db, { seed: 7, scale: 1, provinceIds: TEST_PROVINCES, now: DEMO_NOW });
  });
  afterAll(async () => {
    await built.close();
  });

  it('loads everything once and skips a second run', async () => {
    expect(report).toMatchObject({ skipped: false, schools: 68, majors: 67 });
    expect(report.articles).toBeGreaterThanOrEqual(20);
    expect(report.records).toBeGreaterThan(500);
    expect(report.rankTables).toBe(report.controlLines / 2);
    const again = await seedDemoData(built.deps.db, { seed: 7, scale: 1, now: DEMO_NOW });
    expect(again.skipped).toBe(true);
    const count = await built.deps.db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(68);
  });

  it('resolves every school to a province and labels generated rows 示例数据', async () => {
    const { db } = built.deps;
    expect(await db.selectFrom('schools').select('id').where('province_id', 'is', null).execute()).toEqual([]);
    for (const table of [
      'schools',
      'majors',
      'articles',
      'admission_records',
      'enrollment_plans',
      'control_lines',
      'score_rank_tables',
      'batches',
    ] as const) {
      const other = await db.selectFrom(table).select('source').where('source', '!=', '示例数据').execute();
      expect(other, table).toEqual([]);
    }
  });

  it('keeps min rank and min score consistent through that year’s 一分一段 table', async () => {
    const { db } = built.deps;
    const records = await db
      .selectFrom('admission_records')
      .select(['year', 'exam_category_id', 'min_score', 'avg_score', 'min_rank', 'plan_count', 'admitted_count'])
      .execute();
    const tables = await db.selectFrom('score_rank_tables').select(['id', 'year', 'exam_category_id', 'total_count']).execute();
    const rows = await db
      .selectFrom('score_rank_rows')
      .select(['table_id', 'score', 'count', 'cumulative'])
      .orderBy('table_id')
      .orderBy('score', 'desc')
      .execute();
    expect(records.length).toBeGreaterThan(0);
    expect(tables.length).toBeGreaterThan(0);
    const rowsOf = new Map<number, RankRow[]>();
    for (const r of rows) {
      rowsOf.set(r.table_id, [...(rowsOf.get(r.table_id) ?? []), { score: r.score, count: r.count, cumulative: r.cumulative }]);
    }
    for (const t of tables) {
      const list = rowsOf.get(t.id) ?? [];
      expect(list[list.length - 1].cumulative).toBe(t.total_count);
      expect(list.reduce((sum, r) => sum + r.count, 0)).toBe(t.total_count);
    }
    for (const record of records) {
      const table = tables.find((t) => t.year === record.year && t.exam_category_id === record.exam_category_id);
      expect(table).toBeDefined();
      expect(rankAtScore(rowsOf.get(table?.id ?? 0) ?? [], Number(record.min_score))).toBe(record.min_rank);
      expect(Number(record.avg_score)).toBeGreaterThanOrEqual(Number(record.min_score));
      expect(record.admitted_count).toBeLessThanOrEqual(record.plan_count ?? 0);
    }
  });

  it('ranks strong schools ahead of weak ones in the same pool', async () => {
    const { db } = built.deps;
    const medianRank = async (name: string) => {
      const ranks = (
        await db
          .selectFrom('admission_records as r')
          .innerJoin('schools as s', 's.id', 'r.school_id')
          .select('r.min_rank')
          .where('s.name', '=', name)
          .where('r.province_id', '=', 41)
          .execute()
      ).map((r) => r.min_rank ?? 0);
      return ranks.sort((a, b) => a - b)[Math.floor(ranks.length / 2)];
    };
    expect(await medianRank('河南大学')).toBeGreaterThan(0);
    expect(await medianRank('清华大学')).toBeLessThan(await medianRank('河南大学'));
  });
});
