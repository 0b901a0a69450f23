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
import type { AdmissionRow, ControlLineRow, SubjectGroup } from '../format';
import { readCsv } from './io';
import type { Matchers } from './admissions';
import { bookSchoolOf, cleanNumberCell, splitMajorNo } from './henan-book-cells';
import { fitsForm, HENAN_FORMS, lineFloor } from './henan-book-forms';
import { checkBookLines, readBookLines } from './henan-book-lines';
import type { Drops, Sources } from './sources';

export const HENAN_BOOK_SOURCE = 'haeea-henan-art-design-book-2024-2025';
const KIND = 'admissions';
/** The official batch the book's 本科 chapter reports (河南 2024–2025: the 统考 parallel batch). */
export const HENAN_ART_UNDERGRADUATE_BATCH = '艺术类本科批';

/** 2024 was the last 文理 year in 河南; 2025 the first 3+1+2 year. */
const TRACKS: Readonly<Record<number, Readonly<Record<string, SubjectGroup>>>> = {
  2024: { 文科: '文科', 理科: '理科' },
  2025: { 历史类: '历史', 物理类: '物理' },
};

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
  const bookLines = checkedBookLines(realDir, lines);
  // No candidate filed is below both 本科 lines of the year (culture and 专业).
  const floorOf = (year: number, group: SubjectGroup, form: string) => {
    const b = bookLines.find((l) => l.year === year);
    const culture = b?.culture[group];
    return b && culture !== undefined ? lineFloor(form, culture, b.tests.本科) : 0;
  };
  const drop = (reason: string) => drops.add(KIND, `河南 book: ${reason}`);
  const { named, drafts } = namedSchools(rows, m, listNames);
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

/** Chapter 1's 本科 lines of both years, refused when unreadable or at odds with the official control lines. */
function checkedBookLines(realDir: string, lines: readonly ControlLineRow[]): ReturnType<typeof readBookLines> {
  const bookLines = readBookLines(
    readFileSync(join(realDir, 'henan-art-design-book-2024-2025/raw/2024-2025年河南省普通高校招生报考录取分数统计_美术与设计.md'), 'utf8'),
  );
  const lineErrors = checkBookLines(bookLines, lines);
  if (bookLines.length !== 2 || lineErrors.length > 0) {
    throw new Error(`河南 book: chapter 1 lines unreadable or contradict the control lines: ${lineErrors.join('; ') || bookLines.length}`);
  }
  return bookLines;
}

/**
 * Each row's school by its printed name, and each 院校代号's school where its rows agree ('' where
 * they name different schools), so a row whose name is unreadable can be placed by its code.
 */
function namedSchools(
  rows: readonly Record<string, string>[],
  m: Matchers,
  listNames: readonly string[],
): { named: Map<string, string>; drafts: { r: Record<string, string>; moeCode: string | null }[] } {
  const named = new Map<string, string>();
  const drafts: { r: Record<string, string>; moeCode: string | null }[] = [];
  for (const r of rows) {
    const moeCode = bookSchoolOf(r.school_name, m.schools, listNames);
    if (moeCode && r.school_code.trim()) {
      named.set(r.school_code.trim(), named.has(r.school_code.trim()) && named.get(r.school_code.trim()) !== moeCode ? '' : moeCode);
    }
    drafts.push({ r, moeCode });
  }
  return { named, drafts };
}
