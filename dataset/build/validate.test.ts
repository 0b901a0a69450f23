import { describe, expect, it } from 'vitest';
import type { AdmissionRow, ControlLineRow, RankTableRow } from '../format';
import {
  checkAdmissionScore,
  checkLineScores,
  checkNames,
  checkOfficialBatches,
  checkRankTable,
  checkRowSources,
  checkSchoolFormula,
  checkSourceIds,
  checkTableKind,
  checkTableScores,
  checkUniqueKeys,
  checkUrls,
  checkYears,
} from './validate';

const table = (rows: [number, number, number][], extra: Partial<RankTableRow> = {}): RankTableRow => ({
  province: '河南',
  year: 2025,
  kind: '文化',
  category: null,
  direction: '',
  subjectGroup: '物理',
  level: '',
  maxScore: 750,
  rows,
  sourceId: 's',
  ...extra,
});

const line = (extra: Partial<ControlLineRow> = {}): ControlLineRow => ({
  province: '河南',
  year: 2026,
  category: '美术与设计类',
  direction: '',
  subjectGroup: '物理',
  level: '本科',
  batchName: '美术与设计类本科控制线',
  cultureScore: 332,
  testsScore: 200,
  compositeScore: null,
  sourceId: 's',
  ...extra,
});

describe('checkRankTable', () => {
  it('accepts a contiguous, consistent table', () => {
    expect(
      checkRankTable(
        table([
          [700, 3, 3],
          [699, 2, 5],
          [698, 0, 5],
          [697, 4, 9],
        ]),
      ),
    ).toEqual([]);
  });

  it('accepts a merged tail on the last row only', () => {
    expect(
      checkRankTable(
        table([
          [700, 3, 3],
          [699, 2, 5],
          [650, 10, 15],
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses a gap inside the table', () => {
    expect(
      checkRankTable(
        table([
          [700, 3, 3],
          [698, 2, 5],
          [697, 1, 6],
        ]),
      ).join(),
    ).toMatch(/gap after 700/);
  });

  it('takes a 分数段 table (step) with exactly its band between rows, the last included', () => {
    const bands: [number, number, number][] = [
      [285, 65, 65],
      [280, 97, 162],
      [275, 192, 354],
    ];
    expect(checkRankTable(table(bands, { kind: '专业', category: '美术与设计类', step: 5 }))).toEqual([]);
    // Without its step the same table has gaps; with one band of 10 points it is not a 5-point table.
    expect(checkRankTable(table(bands)).join()).toMatch(/gap after 285/);
    expect(checkRankTable(table([...bands.slice(0, 2), [270, 192, 354]], { step: 5 })).join()).toMatch(
      /10 points after 280, not the table's 5-point band/,
    );
    expect(checkRankTable(table(bands, { step: 1.5 })).join()).toMatch(/band of 1.5 points/);
  });

  it('refuses scores that do not fall', () => {
    expect(
      checkRankTable(
        table([
          [700, 3, 3],
          [700, 2, 5],
        ]),
      ).join(),
    ).toMatch(/not below/);
  });

  it('refuses a falling cumulative', () => {
    expect(
      checkRankTable(
        table([
          [700, 3, 3],
          [699, 2, 2],
        ]),
      ).join(),
    ).toMatch(/falls below/);
  });

  it('refuses a count that is not the rise of the cumulative', () => {
    expect(
      checkRankTable(
        table([
          [700, 3, 3],
          [699, 5, 6],
        ]),
      ).join(),
    ).toMatch(/count 5 ≠ cumulative 6 − previous 3/);
  });

  it('refuses a first row whose count is not its cumulative', () => {
    expect(checkRankTable(table([[700, 2, 3]])).join()).toMatch(/first count/);
  });

  it('does not ask decimal tables (山东 0.01) to step by one point', () => {
    expect(
      checkRankTable(
        table([
          [600.5, 1, 1],
          [600.25, 2, 3],
          [598.01, 1, 4],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('checkTableKind', () => {
  it('refuses a 文化 table of an art category and an art-kind table without one', () => {
    expect(checkTableKind(table([[1, 1, 1]]))).toEqual([]);
    expect(checkTableKind(table([[1, 1, 1]], { kind: '综合', category: '音乐类' }))).toEqual([]);
    expect(checkTableKind(table([[1, 1, 1]], { category: '音乐类' }))).toHaveLength(1);
    expect(checkTableKind(table([[1, 1, 1]], { kind: '专业' }))).toHaveLength(1);
  });
});

describe('score limits', () => {
  it('refuses a table score above the full score', () => {
    expect(checkTableScores(table([[751, 1, 1]]))).toHaveLength(1);
    expect(checkTableScores(table([[750, 1, 1]]))).toEqual([]);
  });

  it('refuses control-line scores outside the full scores', () => {
    expect(checkLineScores(line())).toEqual([]);
    expect(checkLineScores(line({ cultureScore: 761 })).join()).toMatch(/文化 761/);
    expect(checkLineScores(line({ testsScore: 301 })).join()).toMatch(/专业 301/);
    expect(checkLineScores(line({ province: '上海', cultureScore: 700 })).join()).toMatch(/0–660/);
    expect(checkLineScores(line({ cultureScore: null, testsScore: null })).join()).toMatch(/no score/);
  });

  it('refuses an admission score outside its metric', () => {
    const row = { province: '河南', schoolName: 'x', majorName: 'y', year: 2025, scoreMetric: '专业', minScore: 320 } as AdmissionRow;
    expect(checkAdmissionScore(row)).toHaveLength(1);
    expect(checkAdmissionScore({ ...row, scoreMetric: '综合分' })).toEqual([]);
    expect(checkAdmissionScore({ ...row, province: '海南', scoreMetric: '文化', minScore: 880 })).toEqual([]);
  });
});

describe('years, keys, sources, URLs and names', () => {
  it('refuses years outside 2015–2026', () => {
    expect(checkYears('plans', [{ year: 2014 }, { year: 2027 }, { year: 2026 }])).toHaveLength(2);
  });

  it('refuses a duplicate key', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'a' }];
    expect(checkUniqueKeys('sources', rows, (r) => r.id)).toEqual(['sources: duplicate key a']);
  });

  it('refuses a sourceId that is not in sources', () => {
    expect(checkSourceIds('plans', [{ sourceId: 'a' }, { sourceId: 'b' }], new Set(['a']))).toEqual([
      'plans: sourceId b is not in sources',
    ]);
  });

  it('refuses a source without an http(s) URL', () => {
    const source = (url: string) => ({ id: url, publisher: 'p', title: 't', url });
    expect(checkUrls([source('https://www.haeea.cn/a.html'), source('ftp://x.cn/a'), source('eea.gd.gov.cn'), source('')])).toHaveLength(3);
  });

  it('refuses provinces and categories the product does not know', () => {
    expect(checkNames('x', [{ province: '河南', category: '美术与设计类', direction: '' }])).toEqual([]);
    expect(checkNames('x', [{ province: '河南省', category: null, direction: '' }])).toHaveLength(1);
    expect(checkNames('x', [{ province: '河南', category: '戏曲类', direction: '' }])).toHaveLength(1);
    expect(checkNames('x', [{ province: '河南', category: '音乐类', direction: '钢琴' }])).toHaveLength(1);
  });
});

describe('row pages, school formulas and official batches', () => {
  const admission: AdmissionRow = {
    province: '河南',
    year: 2025,
    category: '美术与设计类',
    direction: '',
    subjectGroup: '历史',
    level: '本科',
    batchName: '艺术类本科批',
    batchLabel: '',
    kind: '投档',
    schoolName: '郑州大学',
    moeCode: '4141010459',
    schoolCode: '1000',
    groupCode: null,
    majorNo: '07',
    majorName: '视觉传达设计',
    majorCode: null,
    scoreMetric: '综合分',
    minScore: 560.25,
    maxScore: null,
    avgScore: null,
    minRank: null,
    planCount: 4,
    admittedCount: 4,
    schoolFormula: { cultureWeight: 0.6 },
    sourceUrl: null,
    alsoSources: [],
    sourceId: 'book',
  };

  it('takes a printed publication without a page, but not one without a title', () => {
    expect(checkUrls([{ id: 'book', publisher: '河南省教育考试院', title: '统计', url: null }])).toEqual([]);
    expect(checkUrls([{ id: 'book', publisher: '河南省教育考试院', title: ' ', url: null }])).toHaveLength(1);
  });

  it('refuses a row page or an also-source that is not an official page of a known source', () => {
    const ids = new Set(['book', 'site']);
    expect(checkRowSources('admissions', [admission], ids)).toEqual([]);
    expect(checkRowSources('admissions', [{ ...admission, sourceUrl: 'zsb.example.cn/a' }], ids)).toHaveLength(1);
    expect(checkRowSources('admissions', [{ ...admission, alsoSources: [{ sourceId: 'nowhere', sourceUrl: null }] }], ids)).toHaveLength(1);
    expect(
      checkRowSources(
        'admissions',
        [{ ...admission, alsoSources: [{ sourceId: 'site', sourceUrl: 'https://zs.zzu.edu.cn/a.html' }] }],
        ids,
      ),
    ).toEqual([]);
  });

  it('refuses a school formula the product would not read', () => {
    expect(checkSchoolFormula('admissions', [admission, { ...admission, schoolFormula: { kind: 'cultureOnly' } }])).toEqual([]);
    expect(checkSchoolFormula('admissions', [{ ...admission, schoolFormula: { cultureWeight: 1.25 } }])).toHaveLength(1);
    expect(checkSchoolFormula('admissions', [{ ...admission, schoolFormula: {} }])).toHaveLength(1);
    expect(checkSchoolFormula('admissions', [{ ...admission, schoolFormula: { testsWeight: 0.5 } as never }])).toHaveLength(1);
  });

  it('refuses a line outside its province’s official batches', () => {
    expect(checkOfficialBatches('admissions', [admission])).toEqual([]);
    expect(checkOfficialBatches('admissions', [{ ...admission, batchName: '官网未列批次' }])).toHaveLength(1);
    expect(checkOfficialBatches('admissions', [{ ...admission, batchName: '艺术类本科批', level: '专科' }])).toHaveLength(1);
  });
});
