/**
 * Chapter 1 of the 河南 statistics book (henan-book.ts): the 美术与设计类 culture and 专业 lines of
 * each year, and their check against the control lines the data already holds.
 */
import type { ControlLineRow, Level, SubjectGroup } from '../format';
import { cleanNumberCell } from './henan-book-cells';

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
