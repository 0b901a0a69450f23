import type { Kysely } from 'kysely';
import type { ImportColumn, ImportRejection, ImportScope, ImportTableKey } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import type { Lookups } from './lookups';

/** Longest source text the catalogue tables hold. */
export const SOURCE_MAX = 50;
/** Longest official page address the tables hold. */
export const SOURCE_URL_MAX = 500;

const SUBJECT_GROUPS: Record<string, string> = {
  '': '',
  物理: '物理',
  物理类: '物理',
  历史: '历史',
  历史类: '历史',
  理科: '理科',
  文科: '文科',
};

/** What every imported record carries: its row number and its source. */
export interface Base {
  line: number;
  source: string;
}

export interface ApplyResult {
  rows: number;
  replaced: number;
  updated: number;
}

/**
 * One importable table: how a row becomes a record (or rejections), which records collide, what
 * whole-table checks run, which scopes a commit touches, and how it is written.
 */
export interface ImportTable<R extends Base> {
  key: ImportTableKey;
  parseRow(row: RowReader, lookups: Lookups): R | null;
  /** Records with the same key collide; `describe` names the key for the report. */
  keyOf(record: R): string;
  describe(record: R): string;
  /** Checks across rows (e.g. a 一分一段 table's running sums). */
  checkAll?(records: R[]): ImportRejection[];
  scopes(db: Kysely<Database>, records: R[]): Promise<ImportScope[]>;
  apply(trx: Kysely<Database>, records: R[], lookups: Lookups): Promise<ApplyResult>;
}

interface NumberRule {
  min: number;
  max: number;
  /** Decimal places allowed (0 = integer). */
  digits: number;
}

/**
 * Reads one data row by field name, collecting a rejection per bad cell: required cells present,
 * numbers well-formed and in range, texts within length. `source` falls back to the upload's.
 */
/** A school name read otherwise than as printed, for the report (check.ts aggregates them). */
export interface NameReading {
  printed: string;
  school: string;
  by: string;
}

export class RowReader {
  readonly issues: ImportRejection[] = [];
  /** How this row's school name was read, when not as printed. */
  readonly readings: NameReading[] = [];

  constructor(
    readonly line: number,
    private readonly cells: ReadonlyMap<string, string>,
    private readonly columns: readonly ImportColumn[],
    private readonly uploadSource: string,
  ) {}

  header(field: string): string {
    return this.columns.find((c) => c.field === field)?.header ?? field;
  }

  reject(field: string, reason: string): null {
    this.issues.push({ row: this.line, column: field ? this.header(field) : '', reason });
    return null;
  }

  raw(field: string): string {
    return (this.cells.get(field) ?? '').trim();
  }

  text(field: string, max: number, required = this.isRequired(field)): string | null {
    const value = this.raw(field);
    if (value === '') {
      return required ? this.reject(field, '不能为空') : '';
    }
    if (value.length > max) {
      return this.reject(field, `不能超过${max}个字`);
    }
    return value;
  }

  number(field: string, rule: NumberRule, required = this.isRequired(field)): number | null | undefined {
    const value = this.raw(field).replace(/^＋/, '');
    if (value === '') {
      return required ? this.reject(field, '不能为空') : undefined;
    }
    if (!/^-?\d+(\.\d+)?$/.test(value)) {
      return this.reject(field, `「${value}」不是${rule.digits === 0 ? '整数' : '数字'}`);
    }
    const n = Number(value);
    const decimals = value.split('.')[1]?.length ?? 0;
    if (rule.digits === 0 && decimals > 0 && !Number.isInteger(n)) {
      return this.reject(field, `「${value}」不是整数`);
    }
    if (decimals > rule.digits && Number(n.toFixed(rule.digits)) !== n) {
      return this.reject(field, `最多${rule.digits}位小数`);
    }
    if (n < rule.min || n > rule.max) {
      return this.reject(field, `须在${rule.min}到${rule.max}之间`);
    }
    return n;
  }

  /** 是/否 (also 1/0, Y/N, true/false); empty gives the fallback. */
  flag(field: string, fallback: boolean): boolean | null {
    const value = this.raw(field).toLowerCase();
    if (value === '') {
      return fallback;
    }
    if (['是', '1', 'y', 'yes', 'true'].includes(value)) {
      return true;
    }
    if (['否', '0', 'n', 'no', 'false'].includes(value)) {
      return false;
    }
    return this.reject(field, '须填“是”或“否”');
  }

  year(): number | null {
    return this.number('year', { min: 2000, max: 2100, digits: 0 }) ?? null;
  }

  source(): string | null {
    const value = this.raw('source') || this.uploadSource.trim();
    if (value === '') {
      return this.reject('source', '缺少数据来源：请在文件的「来源」列填写，或上传时填写来源');
    }
    return value.length > SOURCE_MAX ? this.reject('source', `不能超过${SOURCE_MAX}个字`) : value;
  }

  /** 来源链接: the official page, http(s) only; null when blank. */
  sourceUrl(): string | null {
    const value = this.raw('sourceUrl');
    if (value === '') {
      return null;
    }
    if (value.length > SOURCE_URL_MAX || !/^https?:\/\/[^\s/]+\S*$/i.test(value)) {
      return this.reject('sourceUrl', `须为不超过${SOURCE_URL_MAX}个字符的 http(s) 地址`);
    }
    return value;
  }

  /** 选科组: 物理 / 历史 (类 suffix allowed), 理科 / 文科 for the traditional exam, '' when not split. */
  subjectGroup(): string | null {
    const text = this.raw('subjectGroup');
    const group = SUBJECT_GROUPS[text];
    return group === undefined ? this.reject('subjectGroup', `选科组须为 物理、历史、理科、文科 或留空，不能是「${text}」`) : group;
  }

  private isRequired(field: string): boolean {
    return this.columns.find((c) => c.field === field)?.required ?? false;
  }
}

/** Splits a list cell on 、，,;；| and spaces-free trims. */
export function listOf(text: string): string[] {
  return text
    .split(/[、，,;；|/]/)
    .map((t) => t.trim())
    .filter(Boolean);
}
