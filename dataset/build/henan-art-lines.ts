/**
 * 河南 美术与设计类's 统考 (专业) control lines, 2024–2026. 河南省教育考试院 publishes each year's art
 * lines as one table of 文化 and 专业 lines per category and level (the lgh rows' own name says so:
 * 美术与设计类本科文化/专业控制线), as images; the lgh collection kept only the culture figure. The
 * gathered summary (henan-art-design-book-2024-2025/raw/2024-2026年河南省普通高校招生录取控制分数线及
 * 报考人数_美术与设计类.md) re-typed both: 2024–2025 from a PDF of the 2024–2025 控线及报考人数统计
 * (the same lines as the statistics book's chapter 1, which henan-book-lines.ts checks against these
 * rows), 2026 from a copy of the 2026 录取控制分数线 notice. This module is the one place the 统考
 * lines are put on the rows: each held 河南 美术与设计类 row of a year, level and subject group gets
 * the 专业 line of the same notice, so it keeps its source (official-henan-control-lines-2024-2026,
 * 河南省教育考试院, no page). The summary's culture lines must equal the rows', or the build stops
 * (docs/data.md, "河南's control lines").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ControlLineRow, Level, SubjectGroup } from '../format';

export const HENAN_ART_LINES_FILE =
  'henan-art-design-book-2024-2025/raw/2024-2026年河南省普通高校招生录取控制分数线及报考人数_美术与设计类.md';

/** The publication the 河南 control-line rows cite (source-urls.ts: 河南省教育考试院, page not recorded). */
export const HENAN_CONTROL_LINES_SOURCE = 'official-henan-control-lines-2024-2026';

const CATEGORY = '美术与设计类';

/** The summary's 科类口径 as the rows' subject group; 合计 rows repeat the lines and are not read. */
const GROUPS: Readonly<Record<string, SubjectGroup>> = { 历史类: '历史', 物理类: '物理', 文科: '文科', 理科: '理科' };

/** One year and stream of the summary: the 文化 and 专业 line of each level. */
export interface HenanArtLine {
  year: number;
  subjectGroup: SubjectGroup;
  culture: Record<Level, number>;
  tests: Record<Level, number>;
}

/** The header cells each line is read under (本科文化线, 高职/专科文化线, 本科专业线, 高职/专科专业线). */
const COLUMNS = {
  year: /^年份$/,
  group: /^科类口径$/,
  cultureUndergraduate: /^本科文化线$/,
  cultureVocational: /^(高职\/)?专科文化线$/,
  testsUndergraduate: /^本科专业线$/,
  testsVocational: /^(高职\/)?专科专业线$/,
} as const;

/**
 * The first table whose header names 年份, 科类口径 and the four lines (「一、录取控制分数线与报考人数
 * 汇总」). Returns one entry per year and stream; throws on a cell that is not a whole number.
 */
export function readHenanArtLines(markdown: string): HenanArtLine[] {
  const lines = markdown.split('\n').map((l) => l.trim());
  const headerAt = lines.findIndex((l) => l.startsWith('|') && Object.values(COLUMNS).every((re) => cellsOf(l).some((c) => re.test(c))));
  if (headerAt < 0) {
    return [];
  }
  const header = cellsOf(lines[headerAt]);
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([name, re]) => [name, header.findIndex((c) => re.test(c))])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  const out: HenanArtLine[] = [];
  for (const line of lines.slice(headerAt + 2)) {
    if (!line.startsWith('|')) {
      break;
    }
    const cells = cellsOf(line);
    const subjectGroup = GROUPS[cells[at.group]];
    if (subjectGroup === undefined) {
      continue;
    }
    const whole = (name: keyof typeof COLUMNS) => {
      const cell = cells[at[name]];
      if (!/^\d+$/.test(cell)) {
        throw new Error(`河南 art lines: 「${cell}」 under ${header[at[name]]} is not a whole number (${HENAN_ART_LINES_FILE})`);
      }
      return Number(cell);
    };
    out.push({
      year: whole('year'),
      subjectGroup,
      culture: { 本科: whole('cultureUndergraduate'), 专科: whole('cultureVocational') },
      tests: { 本科: whole('testsUndergraduate'), 专科: whole('testsVocational') },
    });
  }
  return out;
}

function cellsOf(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * The rows with the 统考 line on each 河南 美术与设计类 row the summary covers: a row of a stream takes
 * that stream's line, a row not split by stream ('', 2024) the line every stream of its year shares.
 * Returns the rows and the problems found: a culture line that differs from the summary's, streams
 * of an unsplit row with different 专业 lines, a row already holding another 专业 line or citing
 * another source, and a year and level of the summary with no row to carry its line.
 */
export function withHenanTestsLines(
  rows: readonly ControlLineRow[],
  summary: readonly HenanArtLine[],
): { rows: ControlLineRow[]; errors: string[] } {
  const errors: string[] = [];
  const carried = new Set<string>();
  const out = rows.map((row) => {
    if (row.province !== '河南' || row.category !== CATEGORY) {
      return row;
    }
    const at = `河南 ${row.year} ${CATEGORY} ${row.subjectGroup || '不分科类'} ${row.level}`;
    const mine = summary.filter((s) => s.year === row.year && (row.subjectGroup === '' || s.subjectGroup === row.subjectGroup));
    if (mine.length === 0) {
      return row;
    }
    const tests = [...new Set(mine.map((s) => s.tests[row.level]))];
    const culture = [...new Set(mine.map((s) => s.culture[row.level]))];
    if (tests.length !== 1 || culture.length !== 1) {
      errors.push(`${at}: the streams' lines differ (专业 ${tests.join('/')}, 文化 ${culture.join('/')}) on a row not split by stream`);
      return row;
    }
    if (row.cultureScore !== culture[0]) {
      errors.push(`${at}: culture line ${row.cultureScore} ≠ ${culture[0]} in ${HENAN_ART_LINES_FILE}`);
      return row;
    }
    if (row.testsScore !== null && row.testsScore !== tests[0]) {
      errors.push(`${at}: 专业 line ${row.testsScore} held ≠ ${tests[0]} in the summary`);
      return row;
    }
    if (row.sourceId !== HENAN_CONTROL_LINES_SOURCE) {
      errors.push(`${at}: cites ${row.sourceId}, not the notice the 专业 line is from (${HENAN_CONTROL_LINES_SOURCE})`);
      return row;
    }
    mine.forEach((s) => carried.add(`${s.year}|${s.subjectGroup}|${row.level}`));
    return { ...row, testsScore: tests[0] };
  });
  for (const s of summary) {
    for (const level of ['本科', '专科'] as const) {
      if (!carried.has(`${s.year}|${s.subjectGroup}|${level}`)) {
        errors.push(`河南 ${s.year} ${CATEGORY} ${s.subjectGroup} ${level}: no control-line row to carry the 专业 line ${s.tests[level]}`);
      }
    }
  }
  return { rows: out, errors: [...new Set(errors)] };
}

/** The control lines with 河南 美术与设计类's 统考 lines on them; throws when the summary and the rows disagree. */
export function addHenanTestsLines(realDir: string, rows: readonly ControlLineRow[]): ControlLineRow[] {
  const summary = readHenanArtLines(readFileSync(join(realDir, HENAN_ART_LINES_FILE), 'utf8'));
  if (summary.length === 0) {
    throw new Error(`河南 art lines: no table of 本科/专科 文化 and 专业 lines in ${HENAN_ART_LINES_FILE}`);
  }
  const { rows: out, errors } = withHenanTestsLines(rows, summary);
  if (errors.length > 0) {
    throw new Error(`河南 art lines: ${errors.join('; ')}`);
  }
  return out;
}
