import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadRealData, RealDataRejected } from './index';
import { schoolTypeOf } from './sheets-catalogue';
import { wholePointSteps } from './sheets-scores';
import { testDataset } from './test-dataset';

describe('wholePointSteps', () => {
  it('sums a 0.01-step table into whole points without losing a candidate', () => {
    expect(
      wholePointSteps([
        [612.5, 3, 3],
        [612.25, 2, 5],
        [611.75, 4, 9],
        [610, 1, 10],
      ]),
    ).toEqual([
      [612, 5, 5],
      [611, 4, 9],
      [610, 1, 10],
    ]);
  });
});

describe('schoolTypeOf', () => {
  it('reads a type from the name where the list gives none', () => {
    expect(schoolTypeOf('四川美术学院')).toBe('艺术');
    expect(schoolTypeOf('中国传媒大学')).toBe('传媒');
    expect(schoolTypeOf('河南师范大学')).toBe('师范');
    expect(schoolTypeOf('北京林业大学')).toBe('农林');
    expect(schoolTypeOf('郑州轻工业大学')).toBe('理工');
    expect(schoolTypeOf('郑州大学')).toBe('综合');
  });
});

describe('loadRealData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads every kind through the import checks, keeping publisher and official page on each row', async () => {
    const report = await loadRealData(t.deps.db, testDataset());
    expect(report).toMatchObject({ skipped: false, unmatchedSchools: 1 });
    expect(report.rows).toMatchObject({ majors: 3, schools: 3, admissionRecords: 1 });

    const db = t.deps.db;
    const cafa = await db.selectFrom('schools').selectAll().where('name', '=', '中央美术学院').executeTakeFirstOrThrow();
    expect(cafa).toMatchObject({
      moe_code: '4111010047',
      type: '艺术',
      source: '中华人民共和国教育部',
      source_url: 'http://www.moe.gov.cn/list.html',
      pinyin: 'zhongyangmeishuxueyuan',
    });
    // 独立设置艺术院校 comes from the product's documented facts, 双一流 from the list.
    expect(JSON.parse(cafa.tags)).toEqual(['双一流', '独立设置艺术院校']);
    expect((await db.selectFrom('schools').select('level').where('name', '=', '河南艺术职业学院').executeTakeFirstOrThrow()).level).toBe(
      '专科',
    );

    const calligraphy = await db.selectFrom('majors').selectAll().where('name', '=', '书法学').executeTakeFirstOrThrow();
    expect(calligraphy).toMatchObject({ code: '130405T', is_special: 1, degree: '艺术学学士', exam_category_code: 6 });

    const henan = await db.selectFrom('provinces').select('id').where('name', '=', '河南').executeTakeFirstOrThrow();
    const lines = await db.selectFrom('control_lines').selectAll().where('province_id', '=', henan.id).where('year', '=', 2026).execute();
    // 音乐类 holds for its three directions; the 普通类 line sits under category 0.
    expect(lines).toHaveLength(5);
    const ordinary = lines.find((l) => l.exam_category_id === 0);
    expect(ordinary).toMatchObject({
      batch_name: '普通类本科批',
      culture_score: 470,
      tests_score: null,
      subject_group: '历史',
      source: '河南省教育考试院',
      source_url: 'https://www.haeea.cn/lines-2026.html',
    });

    const culture = await db.selectFrom('score_rank_tables').selectAll().where('kind', '=', '文化').executeTakeFirstOrThrow();
    expect(culture).toMatchObject({
      exam_category_id: 0,
      subject_group: '历史',
      max_score: 750,
      total_count: 35,
      source_url: 'https://www.haeea.cn/rank-2026.html',
    });
    const art = await db
      .selectFrom('score_rank_tables')
      .select(['id', 'kind', 'total_count'])
      .where('kind', '=', '综合分')
      .executeTakeFirstOrThrow();
    expect(art.total_count).toBe(10);
    expect(
      await db
        .selectFrom('score_rank_rows')
        .select(['score', 'count', 'cumulative'])
        .where('table_id', '=', art.id)
        .orderBy('score', 'desc')
        .execute(),
    ).toEqual([
      { score: 612, count: 5, cumulative: 5 },
      { score: 611, count: 4, cumulative: 9 },
      { score: 610, count: 1, cumulative: 10 },
    ]);

    const record = await db
      .selectFrom('admission_records as r')
      .innerJoin('batches as b', 'b.id', 'r.batch_id')
      .selectAll('r')
      .select(['b.source as batch_source'])
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      record_kind: '录取',
      min_score: 602.5,
      admitted_count: 4,
      source: '中央美术学院本科招生网',
      source_url: 'https://zsb.cafa.edu.cn/scores.html',
      batch_source: '批次规则待核实',
    });
    expect(await db.selectFrom('school_majors').select('major_id').where('school_id', '=', cafa.id).execute()).toHaveLength(1);

    expect((await loadRealData(db, testDataset())).skipped).toBe(true);
  });

  it('writes nothing when a row fails the import checks', async () => {
    const fresh = await createTestApp();
    try {
      const data = testDataset();
      // A 一分一段 table whose running sum breaks.
      data.rankTables[0].rows[2] = [648, 15, 40];
      await expect(loadRealData(fresh.deps.db, data)).rejects.toBeInstanceOf(RealDataRejected);
      expect(await fresh.deps.db.selectFrom('schools').select('id').execute()).toEqual([]);
      expect(await fresh.deps.db.selectFrom('demo_meta').select('key').execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
