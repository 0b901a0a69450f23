import type { Kysely } from 'kysely';
import {
  IMPORT_REPORT_MAX,
  IMPORT_TABLES,
  type ImportNameMatch,
  type ImportNewBatch,
  type ImportRejection,
  type ImportScope,
  type ImportTableKey,
} from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { loadLookups, type LookupOptions } from './lookups';
import { checkPlausible } from './plausibility';
import { noProgress, type ImportProgress } from './progress';
import type { SheetRow } from './read/spreadsheet';
import { RowReader, type ApplyResult, type Base, type ImportTable } from './table-kit';

/** Rows between two progress reports of the row check. */
const PROGRESS_EVERY = 2000;

/** Most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 200_000;

/** The outcome of checking a file: its report, and how to write it when nothing was rejected. */
export interface Checked {
  rows: number;
  rejected: ImportRejection[];
  scopes: ImportScope[];
  /** The accepted records (their year, provinceId and examCategoryId name the scopes a commit touches). */
  records: readonly object[];
  /** School names read otherwise than as printed. */
  matched?: ImportNameMatch[];
  /** Batches the rows name that their province has never had. */
  newBatches?: ImportNewBatch[];
  apply(trx: Kysely<Database>): Promise<ApplyResult>;
}

/** A table with its record type hidden, so every table can sit in one registry. */
export interface Importer {
  key: ImportTableKey;
  /** `progress` hears how many rows are checked, every few thousand, then the checks against stored data. */
  check(
    db: Kysely<Database>,
    sheet: readonly SheetRow[],
    uploadSource: string,
    progress?: ImportProgress,
    options?: LookupOptions,
  ): Promise<Checked>;
}

/** The readings of school names, one entry per (printed name, school, how), with its first row and row count. */
function aggregateReadings(found: { line: number; printed: string; school: string; by: string }[]): ImportNameMatch[] {
  const byKey = new Map<string, ImportNameMatch>();
  for (const f of found) {
    const key = `${f.printed}|${f.school}|${f.by}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.rows += 1;
    } else {
      byKey.set(key, { printed: f.printed, school: f.school, by: f.by, row: f.line, rows: 1 });
    }
  }
  return [...byKey.values()].slice(0, IMPORT_REPORT_MAX);
}

const fileProblem = (reason: string, row = 0, column = ''): Checked => ({
  rows: 0,
  rejected: [{ row, column, reason }],
  scopes: [],
  records: [],
  apply: async () => ({ rows: 0, replaced: 0, updated: 0 }),
});

const normaliseHeader = (text: string) => text.replace(/^\uFEFF/, '').replace(/[*＊\s]/g, '');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return `第${index + 1}列（${name}）`;
}

/** Maps header cells to fields; every unknown, repeated or missing column is a problem of row 1. */
function mapHeader(key: ImportTableKey, cells: readonly string[]): { fields: (string | null)[]; problems: ImportRejection[] } {
  const { columns } = IMPORT_TABLES[key];
  const problems: ImportRejection[] = [];
  const expected = columns.map((c) => c.header).join('、');
  const fields = cells.map((cell, i) => {
    const header = normaliseHeader(cell);
    if (header === '') {
      return null;
    }
    const column = columns.find((c) => c.header === header);
    if (!column) {
      problems.push({
        row: 1,
        column: header,
        reason: `未知列「${header}」（${columnName(i)}）。${IMPORT_TABLES[key].label}表的列为：${expected}`,
      });
      return null;
    }
    if (cells.slice(0, i).some((earlier) => normaliseHeader(earlier) === header)) {
      problems.push({ row: 1, column: header, reason: `列「${header}」重复出现` });
      return null;
    }
    return column.field;
  });
  for (const column of columns.filter((c) => c.required && !fields.includes(c.field))) {
    problems.push({ row: 1, column: column.header, reason: `缺少必填列「${column.header}」。请使用模板的表头：${expected}` });
  }
  return { fields, problems };
}

/** Reads, checks and (for its apply) keeps the records of one file for one table. */
export function importerOf<R extends Base>(table: ImportTable<R>): Importer {
  return {
    key: table.key,
    async check(db, sheet, uploadSource, progress = noProgress, options = {}) {
      const [header, ...data] = sheet;
      if (!header) {
        return fileProblem('文件中没有任何内容');
      }
      const { fields, problems } = mapHeader(table.key, header.cells);
      if (problems.length > 0) {
        return { ...fileProblem(''), rows: data.length, rejected: problems };
      }
      if (data.length === 0) {
        return fileProblem('文件只有表头，没有数据行', 1);
      }
      if (data.length > IMPORT_MAX_ROWS) {
        return { ...fileProblem(`数据行过多：${data.length}行，单个文件最多${IMPORT_MAX_ROWS}行，请拆分后上传`), rows: data.length };
      }
      const lookups = await loadLookups(db, options);
      const { columns } = IMPORT_TABLES[table.key];
      const rejected: ImportRejection[] = [];
      const readings: { line: number; printed: string; school: string; by: string }[] = [];
      const kept = new Map<string, R>();
      for (const [index, row] of data.entries()) {
        if (index % PROGRESS_EVERY === 0) {
          progress('check', index, data.length);
        }
        const cells = new Map<string, string>();
        row.cells.forEach((cell, i) => {
          const field = fields[i];
          if (field) {
            cells.set(field, cell);
          } else if (cell.trim() !== '') {
            rejected.push({ row: row.line, column: '', reason: `${columnName(i)}有内容但没有表头` });
          }
        });
        const reader = new RowReader(row.line, cells, columns, uploadSource);
        const record = table.parseRow(reader, lookups);
        rejected.push(...reader.issues);
        readings.push(...reader.readings.map((r) => ({ ...r, line: row.line })));
        if (!record || reader.issues.length > 0) {
          continue;
        }
        const first = kept.get(table.keyOf(record));
        if (first) {
          rejected.push({ row: row.line, column: '', reason: `与第${first.line}行重复：${table.describe(record)}` });
          continue;
        }
        kept.set(table.keyOf(record), record);
      }
      progress('check', data.length, data.length);
      progress('compare');
      rejected.push(...(table.checkAll?.([...kept.values()]) ?? []), ...(await checkPlausible(db, table.key, [...kept.values()])));
      const bad = new Set(rejected.map((r) => r.row));
      const records = [...kept.values()].filter((r) => !bad.has(r.line));
      return {
        rows: data.length,
        rejected: rejected.sort((a, b) => a.row - b.row),
        scopes: await table.scopes(db, records),
        records,
        matched: aggregateReadings(readings),
        newBatches: lookups.unknownBatches(),
        apply: (trx) => table.apply(trx, records, lookups),
      };
    },
  };
}
