import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestsRankAnswer } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { CATEGORY, call, createSeededApp, HENAN, member, setScores, type Member } from './planning-fixtures';

/**
 * 河南 美术与设计类 publishes its 统考 result in 5-point 分数段 (cumulative at or above each band), so
 * the 位次, the same-rank scores and the pass count are ranges. The cumulative counts below are the
 * 2025 and 2026 分数段 as the data build ships them (dataset/build/henan-tests-bands.ts).
 */
const BANDS_2026 = [
  65, 162, 354, 612, 1106, 1662, 2552, 3567, 5103, 6613, 9011, 11223, 14878, 18094, 22498, 26082, 30824, 34538, 38762, 41749, 44232, 45820,
  47055,
];
const BANDS_2025 = [
  27, 76, 178, 324, 562, 879, 1418, 2120, 3111, 4502, 6476, 8869, 12218, 16099, 21044, 25717, 31529, 36446, 41899, 46114, 49918, 52038,
  53643,
];

describe(`filling/tests-rank on a 分数段 (${engines})`, () => {
  let built: TestApp;
  let someone: Member;
  let categoryId: number;

  async function addBands(year: number, cumulative: readonly number[]) {
    const { db } = built.deps;
    // 285, 280, … : each band's count is the rise of the cumulative.
    const rows = cumulative.map((c, i) => ({ score: 285 - 5 * i, count: c - (i === 0 ? 0 : cumulative[i - 1]), cumulative: c }));
    const table = await db
      .insertInto('score_rank_tables')
      .values({
        year,
        province_id: HENAN,
        exam_category_id: categoryId,
        subject_group: '',
        kind: '专业',
        max_score: 300,
        total_count: cumulative[cumulative.length - 1],
        source: '河南省教育考试院',
        source_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('score_rank_rows')
      .values(rows.map((r) => ({ table_id: table.id, ...r })))
      .execute();
  }

  async function addTestsLine(year: number, tests: number) {
    await built.deps.db
      .insertInto('control_lines')
      .values({
        year,
        province_id: HENAN,
        exam_category_id: categoryId,
        batch_id: null,
        batch_name: '艺术类本科批',
        level: '本科',
        subject_group: '',
        culture_score: 330,
        tests_score: tests,
        composite_score: null,
        source: '河南省教育考试院',
        source_url: null,
      })
      .execute();
  }

  beforeAll(async () => {
    built = await createSeededApp();
    someone = await member(built);
    const { db } = built.deps;
    categoryId = (
      await db
        .selectFrom('exam_categories')
        .select('id')
        .where('province_id', '=', HENAN)
        .where('name', '=', CATEGORY)
        .executeTakeFirstOrThrow()
    ).id;
    await db.deleteFrom('control_lines').where('exam_category_id', '=', categoryId).where('tests_score', 'is not', null).execute();
    await addBands(2026, BANDS_2026);
    await addBands(2025, BANDS_2025);
    // The 本科 专业 lines of 2026 (189, inside the 185 band) and 2025 (193, inside the 190 band), as shipped.
    await addTestsLine(2026, 189);
    await addTestsLine(2025, 193);
  });
  afterAll(async () => {
    await built.close();
  });

  const testsRank = async (tests: number) => {
    await setScores(built, someone.id, 520, tests);
    return (await call<TestsRankAnswer>(built, 'GET', '/api/v1/filling/tests-rank', someone.token)).data;
  };

  it('reads the score’s band and its 位次 range, the scores of the same 位次 range the year before, and the pass counts', async () => {
    const res = await testsRank(247);
    expect([res.rankYear, res.current]).toEqual([2026, false]);
    expect(res.notes).toEqual([
      '2027年统考成绩分数段统计尚未公布，位次按2026年表估算：假定今年统考成绩分布与2026年相同',
      '河南美术与设计类统考成绩按5分一段公布（分数段统计），段内考生的先后不公布，位次和往年同位次分数只能给出区间',
    ]);
    // 247 lies in [245, 250): 3,567 at 250 or above, 5,103 at 245 or above → 位次 3,568–5,103.
    // In 2025 位次 3,568 falls in the 240 band (3,112–4,502) and 5,103 in the 235 band (4,503–6,476): 235 up to 245.
    // The line of 189 cuts the 185 band: 41,749 at 190 or above for sure, at most 44,232; 2025's 193 cuts the 190 band: 41,899–46,114.
    expect(res.years).toEqual([
      {
        year: 2026,
        total: 47055,
        step: 5,
        rank: 5103,
        rankRange: [3568, 5103],
        band: [245, 250],
        sameRankScore: null,
        sameRankScores: null,
        note: null,
        passLine: { score: 189, passed: 41749, passedAtMost: 44232 },
        source: '河南省教育考试院',
        sourceUrl: null,
      },
      {
        year: 2025,
        total: 53643,
        step: 5,
        rank: null,
        rankRange: null,
        band: null,
        sameRankScore: null,
        sameRankScores: [235, 245],
        note: null,
        passLine: { score: 193, passed: 41899, passedAtMost: 46114 },
        source: '河南省教育考试院',
        sourceUrl: null,
      },
    ]);
  });

  it('reads the top band as at or above its score, and a score below the floor as off the table', async () => {
    const top = await testsRank(291);
    // 1–65 in 2026; in 2025 位次 1 is in the top band and 65 in the 280 band (28–76): 280 and above.
    expect(top.years.map((y) => [y.year, y.band, y.rankRange, y.sameRankScores])).toEqual([
      [2026, [285, null], [1, 65], null],
      [2025, null, null, [280, null]],
    ]);
    const below = await testsRank(170);
    expect(below.years.map((y) => [y.year, y.rank, y.band, y.note])).toEqual([
      [2026, null, null, '低于表内最低分'],
      [2025, null, null, '低于表内最低分'],
    ]);
  });

  it('reads 位次 past the other year’s floor down to its floor, and says so', async () => {
    await addBands(2024, BANDS_2025.slice(0, 20));
    // 177 in 2026: 45,821–47,055; the 2024 table here stops at 190 (46,114): 190 up to 195, the rest below its floor.
    const res = await testsRank(177);
    expect(res.years.find((y) => y.year === 2024)).toMatchObject({ sameRankScores: [190, 195], note: '位次区间的后段低于表内最低分' });
  });
});
