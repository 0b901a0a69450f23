/**
 * Reading one cell of the 河南 statistics book's OCR transcription (henan-book.ts): numbers with
 * stray punctuation, a major's (代号), and the national-list school a printed name means.
 */
import { normaliseSchoolName, type SchoolMatcher } from './catalogue';

/** A cell with OCR punctuation around a number (50. 50° 125、) → the digits; '' when not digits. */
export function cleanNumberCell(raw: string): string {
  const text = raw
    .trim()
    .replace(/^[^\d]+|[^\d.]+$/g, '')
    .replace(/\.$/, '');
  return /^\d+(\.\d+)?$/.test(text) ? text : '';
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
