/**
 * 河南 美术与设计类 本科 投档, 2024–2025, from the annual statistics book of 河南省教育考试院
 * (《2024—2025年河南省普通高校招生报考录取分数统计》, the 美术与设计 volume, chapter 3): per school and
 * major, the formula the school chose (文化 % and 专业 coefficient), the plan, the number filed and
 * the lowest composite filed. The gathered copy is an OCR transcription whose suspect cells carry
 * `qc_flags`; a row is kept only when every figure it ships reads cleanly (docs/data.md, "河南's
 * statistics book"). The book is printed: no row has a page, so `sourceUrl` is null.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdmissionRow, ControlLineRow, Level, SchoolFormula, SubjectGroup } from '../format';
import { normaliseSchoolName, type SchoolMatcher } from './catalogue';
import { readCsv } from './io';
import type { Matchers } from './admissions';
import type { Drops, Sources } from './sources';

export const HENAN_BOOK_SOURCE = 'haeea-henan-art-design-book-2024-2025';
const KIND = 'admissions';
/** The official batch the book's 本科 chapter reports (河南 2024–2025: the 统考 parallel batch). */
export const HENAN_ART_UNDERGRADUATE_BATCH = '艺术类本科批';

/**
 * The five forms 河南 lets a school choose (文化 % / 专业 coefficient), as the product's formula
 * override on the province's 文化×50%+专业×125%. Any other pair in the book is an OCR misreading.
 */
export const HENAN_FORMS: Readonly<Record<string, SchoolFormula | null>> = {
  '50/125': null,
  '60/100': { cultureWeight: 0.6 },
  '70/75': { cultureWeight: 0.7 },
  '80/50': { cultureWeight: 0.8 },
  '100/0': { kind: 'cultureOnly' },
};

/** Culture and 专业 weights of a form: composite = a × 文化 + b × 专业. */
export function henanWeights(form: string): [number, number] {
  const [culture, tests] = form.split('/').map(Number);
  return [culture / 100, tests / 100];
}

/** 2024 was the last 文理 year in 河南; 2025 the first 3+1+2 year. */
const TRACKS: Readonly<Record<number, Readonly<Record<string, SubjectGroup>>>> = {
  2024: { 文科: '文科', 理科: '理科' },
  2025: { 历史类: '历史', 物理类: '物理' },
};

/** A cell with OCR punctuation around a number (50. 50° 125、) → the digits; '' when not digits. */
export function cleanNumberCell(raw: string): string {
  const text = raw
    .trim()
    .replace(/^[^\d]+|[^\d.]+$/g, '')
    .replace(/\.$/, '');
  return /^\d+(\.\d+)?$/.test(text) ? text : '';
}

/**
 * Whether a composite can be what the form gives. Culture totals and 统考 scores are whole points,
 * so a × C + b × P falls on multiples of the form's step (50/125: 0.25; 60/100: 0.2; 70/75: 0.05;
 * 80/50: 0.1). Culture-only lines are the culture total, and in 2024 a tie-break of the 专业 score
 * in thousandths (481.215 = culture 481, 专业 215).
 */
export function fitsForm(score: number, form: string): boolean {
  if (form === '100/0') {
    const fraction = Math.round((score - Math.floor(score)) * 1000);
    return fraction === 0 || (fraction >= 100 && fraction <= 300);
  }
  const step = { '50/125': 0.25, '60/100': 0.2, '70/75': 0.05, '80/50': 0.1 }[form];
  if (step === undefined) {
    return false;
  }
  const q = score / step;
  return Math.abs(q - Math.round(q)) < 1e-6;
}

/** (07)视觉传达设计 → ['07', '视觉传达设计']; a code with a missing bracket (08)…) reads the same. */
export function splitMajorNo(raw: string): [string | null, string] {
  const m = /^\s*[(（]?\s*(\d{2,3})\s*[)）]\s*(.+)$/.exec(raw);
  return m ? [m[1], m[2].replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）')] : [null, raw.trim()];
}

/**
 * The national-list school a book row names. The book prints names with OCR debris (a stray
 * bracket, a cut-off tail); a name is taken when it matches the list as is, without the debris, or
 * as the start of exactly one listed name. A school code (院校代号) names one school in a year:
 * every row of a code takes the school its cleanly named rows match.
 */
export function bookSchoolOf(name: string, matcher: SchoolMatcher, listNames: readonly string[]): string | null {
  const trimmed = name
    .trim()
    .replace(/[:：;；,，.。、`'\s]+$/, '')
    .replace(/^[)）]+|[(（]+$/g, '');
  const balanced = trimmed.replace(/[)）]$/, (close) => (/[(（]/.test(trimmed) ? close : ''));
  const direct = matcher.match(balanced);
  if (direct) {
    return direct;
  }
  // 山东大学威海分校: a campus written without brackets.
  const campus = balanced.replace(/[\u4e00-\u9fa5]{2}(分校|校区)$/, '');
  if (campus !== balanced && matcher.match(campus)) {
    return matcher.match(campus);
  }
  const stem = normaliseSchoolName(balanced);
  if (stem.length >= 6) {
    const starts = listNames.filter((n) => normaliseSchoolName(n).startsWith(stem));
    if (starts.length === 1) {
      return matcher.match(starts[0]);
    }
  }
  return null;
}

/** The lowest composite any candidate passing both 本科 lines of the year can have under a form. */
export function lineFloor(form: string, culture: number, tests: number): number {
  const [a, b] = henanWeights(form);
  return form === '100/0' ? culture : a * culture + b * tests;
}

/** The 美术与设计类 本科 culture line (per 选科组) and the 本科 and 专科 专业 lines the book's chapter 1 prints for a year. */
export interface BookLine {
  year: number;
  culture: Partial<Record<SubjectGroup, number>>;
  tests: Record<Level, number>;
}

/**
 * Chapter 1 of the book: 2025's table has 本科 culture lines for 历史类 and 物理类, then 专科, then
 * the 本科 and 专科 专业 lines; 2024's has one 本科 culture line for 文科 and 理科 alike, 专科, then the
 * two 专业 lines. Only the 美术与设计类 row of each is read.
 */
export function readBookLines(markdown: string): BookLine[] {
  const out: BookLine[] = [];
  let year: number | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^###\s*[一二三]、(\d{4})年艺术类文化及专业录取控制分数线/.exec(line);
    if (heading) {
      year = Number(heading[1]);
      continue;
    }
    if (line.startsWith('## 第二章')) {
      break;
    }
    if (year === null || !/\|\s*美术与设计类\s*\|\s*美术与设计类\s*\|/.test(line)) {
      continue;
    }
    const cells = line
      .split('|')
      .slice(4, -1)
      .map((c) => Number(cleanNumberCell(c)));
    if (year >= 2025 && cells.length === 6) {
      out.push({ year, culture: { 历史: cells[0], 物理: cells[1] }, tests: { 本科: cells[4], 专科: cells[5] } });
    } else if (year < 2025 && cells.length === 4) {
      out.push({ year, culture: { 文科: cells[0], 理科: cells[0] }, tests: { 本科: cells[2], 专科: cells[3] } });
    }
  }
  return out;
}

/**
 * The book's culture lines and 专业 lines must be the control lines the data already holds from the
 * authority's own notice (the 专业 lines put there by henan-art-lines.ts): a difference means one of
 * the two is misread. Returns the problems (the build fails).
 */
export function checkBookLines(book: readonly BookLine[], lines: readonly ControlLineRow[]): string[] {
  const errors: string[] = [];
  for (const b of book) {
    for (const group of Object.keys(b.culture) as SubjectGroup[]) {
      const held = (level: Level) =>
        lines.find(
          (l) =>
            l.province === '河南' &&
            l.year === b.year &&
            l.category === '美术与设计类' &&
            l.level === level &&
            (l.subjectGroup === group || l.subjectGroup === ''),
        );
      const culture = b.culture[group];
      const undergraduate = held('本科');
      if (undergraduate && undergraduate.cultureScore !== culture) {
        errors.push(`河南 book: ${b.year} 美术与设计类 ${group} 本科 culture line ${culture} ≠ control line ${undergraduate.cultureScore}`);
      }
      for (const level of ['本科', '专科'] as const) {
        const tests = held(level)?.testsScore;
        if (tests != null && tests !== b.tests[level]) {
          errors.push(`河南 book: ${b.year} 美术与设计类 ${group} ${level} 专业 line ${b.tests[level]} ≠ control line ${tests}`);
        }
      }
    }
  }
  return errors;
}

export function buildHenanBook(
  realDir: string,
  sources: Sources,
  drops: Drops,
  m: Matchers,
  lines: readonly ControlLineRow[],
  listNames: readonly string[],
): AdmissionRow[] {
  const sourceId = sources.add({
    id: HENAN_BOOK_SOURCE,
    publisher: '河南省教育考试院',
    url: null,
    title: '2024—2025年河南省普通高校招生报考录取分数统计（美术与设计）',
  });
  const rows = readCsv(join(realDir, 'henan-art-design-book-2024-2025/DERIVED_henan_art_design_school_major_admission_2024_2025.csv'));
  const bookLines = readBookLines(
    readFileSync(join(realDir, 'henan-art-design-book-2024-2025/raw/2024-2025年河南省普通高校招生报考录取分数统计_美术与设计.md'), 'utf8'),
  );
  const lineErrors = checkBookLines(bookLines, lines);
  if (bookLines.length !== 2 || lineErrors.length > 0) {
    throw new Error(`河南 book: chapter 1 lines unreadable or contradict the control lines: ${lineErrors.join('; ') || bookLines.length}`);
  }
  // No candidate filed is below both 本科 lines of the year (culture and 专业).
  const floorOf = (year: number, group: SubjectGroup, form: string) => {
    const b = bookLines.find((l) => l.year === year);
    const culture = b?.culture[group];
    return b && culture !== undefined ? lineFloor(form, culture, b.tests.本科) : 0;
  };
  const drop = (reason: string) => drops.add(KIND, `河南 book: ${reason}`);
  const named = new Map<string, string>();
  const drafts: { r: Record<string, string>; moeCode: string | null }[] = [];
  for (const r of rows) {
    const moeCode = bookSchoolOf(r.school_name, m.schools, listNames);
    if (moeCode && r.school_code.trim()) {
      named.set(r.school_code.trim(), named.has(r.school_code.trim()) && named.get(r.school_code.trim()) !== moeCode ? '' : moeCode);
    }
    drafts.push({ r, moeCode });
  }
  const out: AdmissionRow[] = [];
  for (const { r, moeCode: own } of drafts) {
    const flags = r.qc_flags.split(';').filter(Boolean);
    // A cell the transcription split over several rows (<br>) no longer says which figure is whose.
    if (flags.includes('expanded_br_cell')) {
      drop('a merged cell split over several rows (figures not attributable)');
      continue;
    }
    const year = Number(cleanNumberCell(r.year_raw));
    const group = TRACKS[year]?.[r.track.trim()];
    if (!group) {
      drop('year or 科类 not readable (not 2024 文科/理科 or 2025 历史类/物理类)');
      continue;
    }
    const form = `${cleanNumberCell(r.culture_pct_raw)}/${cleanNumberCell(r.major_coef_raw)}`;
    if (!(form in HENAN_FORMS)) {
      drop('formula not one of the five 河南 forms (OCR misreading)');
      continue;
    }
    const cultureOnly = /文化课排队/.test(r.sort_method);
    if (cultureOnly !== (form === '100/0')) {
      drop('排序方法 and formula disagree');
      continue;
    }
    const scoreText = r.min_composite.trim();
    const score = /^\d{3}(\.\d{1,3})?$/.test(scoreText) ? Number(scoreText) : null;
    if (score === null || score > 750) {
      drop('投档最低分 missing or not a number');
      continue;
    }
    if (!fitsForm(score, form)) {
      drop('投档最低分 not a value the formula can give (OCR misreading)');
      continue;
    }
    if (score < floorOf(year, group, form) - 1e-6) {
      drop('投档最低分 below what the year’s 本科 culture and 专业 lines allow');
      continue;
    }
    const plan = Number(cleanNumberCell(r.plan) || Number.NaN);
    const filed = Number(cleanNumberCell(r.filed) || Number.NaN);
    // The operator import refuses more filed than plan × 1.5 + 3 (docs/import.md); in the book it is a misread digit.
    if (filed > plan * 1.5 + 3) {
      drop('实际投档人数 far above 计划数 (a misread digit)');
      continue;
    }
    const code = r.school_code.trim();
    const moeCode = own ?? (code ? named.get(code) || null : null);
    if (!moeCode) {
      drop('school not matched to the national list');
      continue;
    }
    if (code && named.get(code) && named.get(code) !== moeCode) {
      drop('院校代号 and school name name different schools');
      continue;
    }
    const [majorNo, majorName] = splitMajorNo(r.major_raw);
    if (!majorNo || !majorName) {
      drop('专业 cell without its (代号)');
      continue;
    }
    out.push({
      province: '河南',
      year,
      category: '美术与设计类',
      direction: '',
      subjectGroup: group,
      level: '本科',
      batchName: HENAN_ART_UNDERGRADUATE_BATCH,
      batchLabel: '',
      kind: '投档',
      schoolName: m.schools.nameOf(moeCode),
      moeCode,
      schoolCode: code || null,
      groupCode: null,
      majorNo,
      majorName,
      majorCode: m.majors.match(majorName),
      scoreMetric: '综合分',
      minScore: score,
      maxScore: null,
      avgScore: null,
      minRank: null,
      planCount: Number.isInteger(plan) ? plan : null,
      admittedCount: Number.isInteger(filed) ? filed : null,
      schoolFormula: HENAN_FORMS[form],
      sourceUrl: null,
      alsoSources: [],
      sourceId,
    });
  }
  return out;
}
