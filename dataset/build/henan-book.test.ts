import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ControlLineRow, SchoolRow } from '../format';
import { MajorMatcher, SchoolMatcher } from './catalogue';
import { buildHenanBook } from './henan-book';
import { bookSchoolOf, cleanNumberCell, splitMajorNo } from './henan-book-cells';
import { fitsForm } from './henan-book-forms';
import { readBookLines } from './henan-book-lines';
import { Drops, Sources } from './sources';

const school = (name: string, moeCode: string): SchoolRow => ({
  name,
  moeCode,
  province: '河南',
  city: '郑州',
  department: '',
  level: '本科',
  ownership: '公办',
  remark: '',
  is985: false,
  is211: false,
  isDoubleFirstClass: false,
  sourceId: 'list',
});
const schools = [school('郑州大学', '4141010459'), school('山东工艺美术学院', '4137010458'), school('郑州航空工业管理学院', '4141010485')];

const CHAPTER_ONE = `# 统计
## 第一章
### 一、2025年艺术类文化及专业录取控制分数线
| 艺术类省统考专业 | 美术与设计类 | 美术与设计类 | 331 | 328 | 165 | 165 | 193 | 175 |
### 二、2024年艺术类文化及专业录取控制分数线
| 艺术类省统考专业 | 美术与设计类 | 美术与设计类 | 300 | 165 | 200 | 180 |
## 第二章
`;

const HEADER =
  'source_line,level,school_code,school_name,track_raw,track,year_raw,year,major_raw,sort_method,culture_pct_raw,major_coef_raw,plan,filed,min_composite,qc_flags';
const WEIGHTED = '文化课与专业课按比例计算后排序';

function row(cells: Partial<Record<string, string>>): string {
  const base: Record<string, string> = {
    source_line: '1',
    level: '本科',
    school_code: '1000',
    school_name: '郑州大学',
    track_raw: '历史类',
    track: '历史类',
    year_raw: '2025',
    year: '2025',
    major_raw: '(07)视觉传达设计',
    sort_method: WEIGHTED,
    culture_pct_raw: '50',
    major_coef_raw: '125',
    plan: '4',
    filed: '4',
    min_composite: '518.25',
    qc_flags: '',
    ...cells,
  };
  return HEADER.split(',')
    .map((h) => base[h])
    .join(',');
}

const line = (year: number, subjectGroup: ControlLineRow['subjectGroup'], cultureScore: number): ControlLineRow => ({
  province: '河南',
  year,
  category: '美术与设计类',
  direction: '',
  subjectGroup,
  level: '本科',
  batchName: '美术与设计类本科文化/专业控制线',
  cultureScore,
  testsScore: null,
  compositeScore: null,
  sourceId: 'lines',
});
const LINES = [line(2025, '历史', 331), line(2025, '物理', 328), line(2024, '', 300)];

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function bookDir(rows: string[], chapter = CHAPTER_ONE): string {
  const dir = mkdtempSync(join(tmpdir(), 'henan-book-'));
  made.push(dir);
  const book = join(dir, 'henan-art-design-book-2024-2025');
  mkdirSync(join(book, 'raw'), { recursive: true });
  writeFileSync(join(book, 'DERIVED_henan_art_design_school_major_admission_2024_2025.csv'), [HEADER, ...rows].join('\n'));
  writeFileSync(join(book, 'raw/2024-2025年河南省普通高校招生报考录取分数统计_美术与设计.md'), chapter);
  return dir;
}

function run(rows: string[], chapter?: string) {
  const drops = new Drops();
  const sources = new Sources();
  const out = buildHenanBook(
    bookDir(rows, chapter),
    sources,
    drops,
    { schools: new SchoolMatcher(schools), majors: new MajorMatcher([]), schoolLevel: new Map() },
    LINES,
    schools.map((s) => s.name),
  );
  return { out, drops: Object.fromEntries(drops.entries()), sources: sources.rows() };
}

describe('河南 statistics book', () => {
  it('ships a clean row as a 投档 line with the school formula, plan, filed count and 专业代号, and no page', () => {
    const { out, sources } = run([row({ culture_pct_raw: '60', major_coef_raw: '100', min_composite: '540.20' })]);
    expect(out).toEqual([
      expect.objectContaining({
        province: '河南',
        year: 2025,
        subjectGroup: '历史',
        batchName: '艺术类本科批',
        kind: '投档',
        moeCode: '4141010459',
        schoolCode: '1000',
        majorNo: '07',
        majorName: '视觉传达设计',
        minScore: 540.2,
        planCount: 4,
        admittedCount: 4,
        schoolFormula: { cultureWeight: 0.6 },
        sourceUrl: null,
      }),
    ]);
    expect(sources).toEqual([expect.objectContaining({ publisher: '河南省教育考试院', url: null })]);
  });

  it('reads 2024 as 文科/理科 and the culture-only form with its 专业 tie-break', () => {
    const { out } = run([
      row({
        year_raw: '2024',
        track: '理科',
        sort_method: '专业课上线，文化课排队',
        culture_pct_raw: '100',
        major_coef_raw: '0',
        min_composite: '481.215',
      }),
    ]);
    expect(out[0]).toMatchObject({ year: 2024, subjectGroup: '理科', schoolFormula: { kind: 'cultureOnly' }, minScore: 481.215 });
  });

  it('keeps every suspect value out, counting why', () => {
    const { out, drops } = run([
      row({ qc_flags: 'expanded_br_cell', min_composite: '552.50' }),
      row({ culture_pct_raw: '60', major_coef_raw: '126' }),
      row({ min_composite: '', qc_flags: 'score_not_numeric' }),
      row({ year_raw: '2026', qc_flags: 'year_unexpected' }),
      row({ min_composite: '423.26' }),
      row({ min_composite: '186.00' }),
      row({ sort_method: '专业课上线，文化课排队' }),
      row({ school_name: '某某不存在大学', school_code: '9999' }),
      row({ year_raw: '2024', track: '历史类' }),
      row({ plan: '10', filed: '101' }),
    ]);
    expect(out).toEqual([]);
    expect(drops).toEqual({
      'admissions: 河南 book: a merged cell split over several rows (figures not attributable)': 1,
      'admissions: 河南 book: formula not one of the five 河南 forms (OCR misreading)': 1,
      'admissions: 河南 book: 投档最低分 missing or not a number': 1,
      'admissions: 河南 book: year or 科类 not readable (not 2024 文科/理科 or 2025 历史类/物理类)': 2,
      'admissions: 河南 book: 投档最低分 not a value the formula can give (OCR misreading)': 1,
      'admissions: 河南 book: 投档最低分 below what the year’s 本科 culture and 专业 lines allow': 1,
      'admissions: 河南 book: 排序方法 and formula disagree': 1,
      'admissions: 河南 book: school not matched to the national list': 1,
      'admissions: 河南 book: 实际投档人数 far above 计划数 (a misread digit)': 1,
    });
  });

  it('fails when its culture lines contradict the control lines held', () => {
    expect(() => run([row({})], CHAPTER_ONE.replace('| 331 | 328 |', '| 313 | 328 |'))).toThrow(/culture line 313 ≠ control line 331/);
    expect(() => run([row({})], '# nothing')).toThrow(/chapter 1/);
  });

  it('checks its 专业 lines against the 统考 lines the control lines hold, both levels', () => {
    const withTests = (lines: ControlLineRow[]) =>
      buildHenanBook(
        bookDir([row({})]),
        new Sources(),
        new Drops(),
        { schools: new SchoolMatcher(schools), majors: new MajorMatcher([]), schoolLevel: new Map() },
        lines,
        schools.map((s) => s.name),
      );
    const vocational = { ...line(2024, '', 165), level: '专科' as const, testsScore: 180 };
    expect(withTests([...LINES.map((l) => ({ ...l, testsScore: l.year === 2025 ? 193 : 200 })), vocational])).toHaveLength(1);
    expect(() => withTests([...LINES, { ...vocational, testsScore: 185 }])).toThrow(
      /2024 美术与设计类 文科 专科 专业 line 180 ≠ control line 185/,
    );
    expect(() => withTests(LINES.map((l) => (l.year === 2025 ? { ...l, testsScore: 195 } : l)))).toThrow(
      /2025 美术与设计类 历史 本科 专业 line 193 ≠ control line 195/,
    );
  });

  it('reads names and cells through the OCR debris', () => {
    const matcher = new SchoolMatcher(schools);
    const names = schools.map((s) => s.name);
    expect(bookSchoolOf('山东工艺美术学院)', matcher, names)).toBe('4137010458');
    expect(bookSchoolOf('郑州航空工业管理', matcher, names)).toBe('4141010485');
    expect(bookSchoolOf('郑州', matcher, names)).toBeNull();
    expect(cleanNumberCell('50°')).toBe('50');
    expect(cleanNumberCell('125、')).toBe('125');
    expect(cleanNumberCell('〔25')).toBe('25');
    expect(splitMajorNo('08)艺术与科技')).toEqual(['08', '艺术与科技']);
    expect(splitMajorNo('(17)视觉传达设计(中外合作办学)')).toEqual(['17', '视觉传达设计（中外合作办学）']);
    expect(fitsForm(518.25, '50/125')).toBe(true);
    expect(fitsForm(518.3, '50/125')).toBe(false);
    expect(fitsForm(520.85, '70/75')).toBe(true);
    expect(fitsForm(550.254, '100/0')).toBe(true);
    expect(fitsForm(550.35, '100/0')).toBe(false);
    expect(readBookLines(CHAPTER_ONE)).toEqual([
      { year: 2025, culture: { 历史: 331, 物理: 328 }, tests: { 本科: 193, 专科: 175 } },
      { year: 2024, culture: { 文科: 300, 理科: 300 }, tests: { 本科: 200, 专科: 180 } },
    ]);
  });
});
