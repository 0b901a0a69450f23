import { IMPORT_TABLES, type ImportTableKey } from '@yzy/shared/contracts';
import { UnreadableFile, type SheetRow } from './spreadsheet';

/** Year, province, category and batch given with the upload, for layouts that lack those columns. */
export interface LayoutDefaults {
  year: string;
  province: string;
  examCategory: string;
  batch: string;
}

/**
 * Official layouts (docs/import.md): a province's 投档线 table and a 一分一段 table as the exam
 * authorities publish them — title rows above the header, their own column names, 代号 and name
 * in one cell, decimal score bands. They are mapped onto the template's columns before the
 * ordinary checks run, so every rule applies to them unchanged.
 */

/** Headers compare without spaces, stars and bracketed notes: 投档最低分（综合分） = 投档最低分. */
const norm = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[\s*＊]/g, '');

type Aliases = Record<string, readonly string[]>;

const SCOPE_ALIASES: Aliases = {
  year: ['年份', '年度'],
  province: ['省份', '省市'],
  examCategory: ['科类', '科类名称'],
  batch: ['批次', '批次名称'],
};

const ADMISSION_ALIASES: Aliases = {
  ...SCOPE_ALIASES,
  school: ['院校名称', '学校名称', '院校'],
  schoolBoth: ['院校代号及名称', '院校代码及名称', '院校代号名称'],
  schoolCode: ['院校代号', '院校代码', '院校编号'],
  major: ['专业名称', '专业组名称', '专业'],
  majorBoth: ['专业代号及名称', '专业代码及名称', '专业组代号及名称'],
  majorCode: ['专业代号', '专业组代号', '专业组代码', '专业组'],
  plan: ['计划数', '投档计划数', '计划人数', '招生计划数'],
  minScore: ['投档最低分', '最低分', '投档线', '最低投档分', '录取最低分'],
  minRank: ['最低位次', '投档最低位次', '最低分位次', '位次'],
  admitted: ['录取人数', '投档人数', '实际投档人数'],
};

const RANK_ALIASES: Aliases = {
  ...SCOPE_ALIASES,
  score: ['分数', '成绩分数段', '综合成绩分数段', '分数段', '成绩', '总分'],
  count: ['人数', '本段人数', '同分人数', '本分数段人数', '该分数人数'],
  cumulative: ['累计人数', '累计'],
  rankStart: ['最高位次', '起始位次'],
  rankEnd: ['最低位次', '截止位次', '结束位次'],
  rankRange: ['位次区间', '位次范围'],
};

/** Column index of each alias group in a header row. */
function locate(cells: readonly string[], aliases: Aliases): Record<string, number> {
  const found: Record<string, number> = {};
  const names = cells.map(norm);
  for (const [field, list] of Object.entries(aliases)) {
    const index = names.findIndex((name) => list.includes(name));
    if (index >= 0) {
      found[field] = index;
    }
  }
  return found;
}

/** A1234北京大学 → [A1234, 北京大学]; a cell without a leading 代号 is all name. */
export function splitCodeName(text: string): { code: string; name: string } {
  const match = text.trim().match(/^([A-Za-z]?\d{1,5}[A-Za-z]?|[A-Za-z]\d[A-Za-z\d]{0,3})\s*(.+)$/);
  return match ? { code: match[1], name: match[2].trim() } : { code: '', name: text.trim() };
}

/** 700及以上, ≥700, 695-699 (the band's lowest score), 622.08 → a number; null when there is none. */
export function bandScore(text: string): number | null {
  const numbers = text.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  return numbers.length > 0 ? Math.min(...numbers) : null;
}

interface Mapped {
  header: string[];
  rows: SheetRow[];
}

function scopeCells(row: SheetRow, at: Record<string, number>, defaults: LayoutDefaults, field: keyof LayoutDefaults): string {
  const index = at[field];
  return index !== undefined ? (row.cells[index] ?? '') : defaults[field];
}

function requireDefaults(at: Record<string, number>, defaults: LayoutDefaults, fields: (keyof LayoutDefaults)[], layout: string) {
  const labels: Record<keyof LayoutDefaults, string> = { year: '年份', province: '省份', examCategory: '科类', batch: '批次' };
  const missing = fields.filter((f) => at[f] === undefined && defaults[f].trim() === '').map((f) => labels[f]);
  if (missing.length > 0) {
    throw new UnreadableFile(`按${layout}读取：文件中没有「${missing.join('、')}」列，请在上传时填写${missing.join('、')}`);
  }
}

const has = (key: ImportTableKey, header: string) => IMPORT_TABLES[key].columns.some((c) => c.header === header);

function mapAdmissions(data: SheetRow[], at: Record<string, number>, defaults: LayoutDefaults): Mapped {
  const extra = ['类型', '院校代号', '专业组代号'].filter((h) => has('admissionRecords', h));
  const header = ['年份', '省份', '科类', '院校名称', '批次', '专业名称', '最低分', '最低位次', '录取人数', '计划人数', ...extra];
  const cell = (row: SheetRow, field: string) => (at[field] !== undefined ? (row.cells[at[field]] ?? '').trim() : '');
  const rows = data.map((row) => {
    const school =
      at.schoolBoth !== undefined ? splitCodeName(cell(row, 'schoolBoth')) : { code: cell(row, 'schoolCode'), name: cell(row, 'school') };
    const major =
      at.majorBoth !== undefined ? splitCodeName(cell(row, 'majorBoth')) : { code: cell(row, 'majorCode'), name: cell(row, 'major') };
    const majorName = major.name || (major.code ? `专业组${major.code}` : '');
    // A 投档线表 states 投档 lines; its 专业（组）代号 tells apart two majors of one school with the same name.
    const admitted = cell(row, 'admitted');
    const codes = { 类型: '投档', 院校代号: school.code, 专业组代号: major.code };
    const cells = [
      scopeCells(row, at, defaults, 'year'),
      scopeCells(row, at, defaults, 'province'),
      scopeCells(row, at, defaults, 'examCategory'),
      school.name,
      scopeCells(row, at, defaults, 'batch'),
      majorName,
      cell(row, 'minScore'),
      cell(row, 'minRank'),
      admitted,
      cell(row, 'plan'),
    ];
    return { line: row.line, cells: [...cells, ...extra.map((h) => codes[h as keyof typeof codes])] };
  });
  return { header, rows };
}

function mapRanks(data: SheetRow[], at: Record<string, number>, defaults: LayoutDefaults): Mapped {
  const header = ['年份', '省份', '科类', '分数', '人数', '累计人数'];
  const cell = (row: SheetRow, field: string) => (at[field] !== undefined ? (row.cells[at[field]] ?? '').trim() : '');
  const rows: SheetRow[] = [];
  // Decimal bands (622.08) are merged into whole points: a point's 累计人数 is everyone at or above it.
  let open: { line: number; scope: string[]; score: number; count: number; cumulative: number } | null = null;
  let previousCumulative = 0;
  const flush = () => {
    if (open) {
      rows.push({ line: open.line, cells: [...open.scope, String(open.score), String(open.count), String(open.cumulative)] });
      open = null;
    }
  };
  for (const row of data) {
    const scope = [
      scopeCells(row, at, defaults, 'year'),
      scopeCells(row, at, defaults, 'province'),
      scopeCells(row, at, defaults, 'examCategory'),
    ];
    const score = bandScore(cell(row, 'score'));
    const range =
      at.rankRange !== undefined
        ? (cell(row, 'rankRange').match(/\d+/g) ?? []).map(Number)
        : [Number(cell(row, 'rankStart')), Number(cell(row, 'rankEnd'))];
    const hasRange = range.length === 2 && range.every((n) => Number.isInteger(n) && n > 0) && at.cumulative === undefined;
    const cumulative = hasRange ? Math.max(...range) : Number(cell(row, 'cumulative'));
    const count = hasRange
      ? Math.abs(range[1] - range[0]) + 1
      : cell(row, 'count') !== ''
        ? Number(cell(row, 'count'))
        : cumulative - previousCumulative;
    if (score === null || !Number.isFinite(count) || !Number.isFinite(cumulative) || cell(row, hasRange ? 'score' : 'cumulative') === '') {
      flush();
      // Left as written: the ordinary checks name the cell that is wrong.
      rows.push({ line: row.line, cells: [...scope, cell(row, 'score'), cell(row, 'count'), cell(row, 'cumulative')] });
      continue;
    }
    previousCumulative = cumulative;
    const point = Math.floor(score);
    if (open && open.score === point && open.scope.join('|') === scope.join('|')) {
      open.count += count;
      open.cumulative = cumulative;
      continue;
    }
    flush();
    open = { line: row.line, scope, score: point, count, cumulative };
  }
  flush();
  return { header, rows };
}

const LAYOUTS: Partial<
  Record<
    ImportTableKey,
    {
      name: string;
      aliases: Aliases;
      recognised(at: Record<string, number>): boolean;
      needs: (keyof LayoutDefaults)[];
      map: typeof mapRanks;
    }
  >
> = {
  admissionRecords: {
    name: '官方投档线表',
    aliases: ADMISSION_ALIASES,
    recognised: (at) => (at.school !== undefined || at.schoolBoth !== undefined) && at.minScore !== undefined,
    needs: ['year', 'province', 'examCategory', 'batch'],
    map: mapAdmissions,
  },
  scoreRanks: {
    name: '官方一分一段表',
    aliases: RANK_ALIASES,
    recognised: (at) =>
      at.score !== undefined &&
      (at.cumulative !== undefined || at.rankRange !== undefined || (at.rankStart !== undefined && at.rankEnd !== undefined)),
    needs: ['year', 'province', 'examCategory'],
    map: mapRanks,
  },
};

/** Header rows are looked for among the first rows (official files put titles and notes above them). */
const HEADER_SEARCH = 10;

/**
 * The sheet in the template's columns: unchanged when its first row already has them, mapped when
 * a known official layout's header is found near the top, else unchanged (the checks then name
 * the unknown columns).
 */
export function readOfficialLayout(
  table: ImportTableKey,
  sheet: SheetRow[],
  defaults: LayoutDefaults,
): { sheet: SheetRow[]; layout: string | null } {
  const layout = LAYOUTS[table];
  const required = IMPORT_TABLES[table].columns.filter((c) => c.required).map((c) => c.header);
  const first = sheet[0]?.cells.map(norm) ?? [];
  if (!layout || required.every((h) => first.includes(h))) {
    return { sheet, layout: null };
  }
  for (const [index, row] of sheet.slice(0, HEADER_SEARCH).entries()) {
    const at = locate(row.cells, layout.aliases);
    if (!layout.recognised(at)) {
      continue;
    }
    requireDefaults(at, defaults, layout.needs, layout.name);
    const mapped = layout.map(sheet.slice(index + 1), at, defaults);
    return { sheet: [{ line: row.line, cells: mapped.header }, ...mapped.rows], layout: layout.name };
  }
  return { sheet, layout: null };
}
