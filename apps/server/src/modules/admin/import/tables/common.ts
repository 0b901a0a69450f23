import type { Kysely } from 'kysely';
import { ORDINARY_CATEGORY, type ImportScope } from '@yzy/shared/contracts';
import { formulaOverrideSchema } from '@yzy/shared/rules';
import type { Database } from '../../../../db/schema';
import type { BatchRef, Lookups } from '../lookups';
import type { Base, RowReader } from '../table-kit';
import { countScopeRows, deleteScopeRows, findBatchById, insertBatch, type ScopedTable } from './tables.repository';

/** A record that belongs to one (year, province, exam category). */
export interface Scoped extends Base {
  year: number;
  provinceId: number;
  provinceName: string;
  examCategoryId: number;
  examCategoryName: string;
}

export type ScopeFields = Omit<Scoped, keyof Base>;

export const scopeKey = (r: ScopeFields) => `${r.year}|${r.provinceId}|${r.examCategoryId}`;
export const scopeLabel = (r: ScopeFields) => `${r.year}年 ${r.provinceName} ${r.examCategoryName}`;

/**
 * 年份, 省份 and 科类 of a row; the category must belong to the province. Tables whose rows can hold
 * for every category (`ordinary`) also take 普通类.
 */
export function readScope(row: RowReader, lookups: Lookups, options: { ordinary?: boolean } = {}): ScopeFields | null {
  const year = row.year();
  const provinceText = row.text('province', 20);
  const categoryText = row.text('examCategory', 64);
  const province = provinceText ? lookups.province(provinceText) : null;
  if (provinceText && !province) {
    row.reject('province', `未知省份「${provinceText}」`);
  }
  const ordinary = options.ordinary && categoryText === ORDINARY_CATEGORY.name ? ORDINARY_CATEGORY : null;
  const category = province && categoryText ? (ordinary ?? lookups.category(province.id, categoryText)) : null;
  if (province && categoryText && !category) {
    const known = lookups.categoryNames(province.id).slice(0, 12).join('、');
    row.reject('examCategory', `${province.name}没有科类「${categoryText}」${known ? `（可选：${known}）` : ''}`);
  }
  if (year === null || !province || !category) {
    return null;
  }
  return { year, provinceId: province.id, provinceName: province.name, examCategoryId: category.id, examCategoryName: category.name };
}

/**
 * 院校名称 of a known school, as the authority prints it (docs/import.md): the national list's name,
 * or a name read by rule or the alias list (中国地质大学(北京), 北京师范大学(珠海校区)), or the
 * 院校代号 the province has used for one school (or a 全国院校代码). A name and a code that the
 * province's lines of the same year give to two different schools refuse the row. The campus a
 * reading took off the name is returned to be kept with the major.
 */
export function readSchool(
  row: RowReader,
  lookups: Lookups,
  place: { provinceId: number; year: number } | null = null,
): { id: number; campus: string | null } | null {
  const name = row.text('school', 100);
  const code = row.raw('schoolCode');
  if (!name) {
    return null;
  }
  const match = lookups.school(name, code, place?.provinceId);
  if (!match) {
    return row.reject('school', `未知院校「${name}」${code ? `（院校代号${code}）` : ''}：请先导入院校表或核对全称`);
  }
  if (code && place && (match.by === 'exact' || match.by === 'normalised' || match.by === 'alias' || match.by === 'campus')) {
    const coded = lookups.schoolOfCode(place.provinceId, place.year, code);
    if (coded && coded.id !== match.id) {
      return row.reject(
        'schoolCode',
        `院校代号${code}在本省${place.year}年的数据中是「${coded.name}」，与院校名称「${name}」（${match.name}）不符`,
      );
    }
  }
  if (match.by !== 'exact') {
    row.readings.push({
      printed: code && (match.by === 'code' || match.by === 'nationalCode') ? `${name}（${code}）` : name,
      school: match.name,
      by: match.by,
    });
  }
  return { id: match.id, campus: match.campus };
}

/** 专业代码, optional: undefined when blank, null (rejected) when unknown. */
export function readMajorCode(row: RowReader, lookups: Lookups): number | null | undefined {
  const code = row.text('majorCode', 10);
  if (code === null) {
    return null;
  }
  if (code === '') {
    return undefined;
  }
  return lookups.major(code) ?? row.reject('majorCode', `未知专业代码「${code}」`);
}

/**
 * 院校公式: the school's own composite formula as the one reader takes it (formula-override.ts),
 * stored as compact JSON; '' when blank (the province's formula), null when refused.
 */
export function readSchoolFormulaCell(row: RowReader): string | null {
  const text = row.text('schoolFormula', 300);
  if (!text) {
    return text;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return row.reject('schoolFormula', '须为 JSON，如 {"cultureWeight":0.6}');
  }
  const checked = formulaOverrideSchema.safeParse(parsed);
  if (!checked.success || Object.keys(checked.data).length === 0) {
    return row.reject('schoolFormula', `不是可读的院校公式（可用字段：${Object.keys(formulaOverrideSchema.shape).join('、')}）`);
  }
  return JSON.stringify(checked.data);
}

/**
 * 批次 of the row's province and year, or last year's batch of that name to copy. A batch the
 * province has never had is refused by default, naming the official batch it would map to; on the
 * upload's choice it is filed under that official batch (`label` keeps the printed name) or created
 * as printed (docs/import.md).
 */
export function readBatch(row: RowReader, lookups: Lookups, scope: ScopeFields | null): BatchRef | null {
  const name = row.text('batch', 50);
  if (!name || !scope) {
    return null;
  }
  const batch = lookups.batch(scope.provinceId, scope.year, name);
  if (batch) {
    if (batch.label !== undefined || batch.printedNew) {
      lookups.unknownBatch(scope.provinceId, scope.year, name);
    }
    return batch;
  }
  const unknown = lookups.unknownBatch(scope.provinceId, scope.year, name);
  const known = lookups.batchNames(scope.provinceId).join('、');
  const options = unknown.official
    ? `可按本省官方批次「${unknown.official}」导入（原批次名记为批次备注），或确认新建批次「${name}」：上传时在「本省未有的批次」中选择`
    : unknown.choice === 'official'
      ? `本省没有可对应的${unknown.level}官方批次；可确认新建批次「${name}」：上传时在「本省未有的批次」中选择`
      : `可确认新建批次「${name}」：上传时在「本省未有的批次」中选择`;
  return row.reject('batch', `${scope.provinceName}没有批次「${name}」${known ? `（已有：${known}）` : ''}。${options}`);
}

/** Each (year, province, category) of the file with its incoming and existing row counts. */
export async function countScopes(db: Kysely<Database>, table: ScopedTable, records: readonly Scoped[]): Promise<ImportScope[]> {
  const groups = new Map<string, { record: Scoped; incoming: number }>();
  for (const record of records) {
    const group = groups.get(scopeKey(record));
    groups.set(scopeKey(record), { record, incoming: (group?.incoming ?? 0) + 1 });
  }
  const scopes: ImportScope[] = [];
  for (const { record, incoming } of groups.values()) {
    scopes.push({ label: scopeLabel(record), incoming, existing: await countScopeRows(db, table, record) });
  }
  return scopes;
}

/** Deletes every row of the file's scopes; returns how many went. */
export async function clearScopes(trx: Kysely<Database>, table: ScopedTable, records: readonly Scoped[]): Promise<number> {
  const seen = new Map(records.map((r) => [scopeKey(r), r]));
  let removed = 0;
  for (const r of seen.values()) {
    removed += await deleteScopeRows(trx, table, r);
  }
  return removed;
}

/** Ids of every batch the records name, creating this year's copy of last year's batch where needed. */
export async function ensureBatches(
  trx: Kysely<Database>,
  records: readonly (Scoped & { batch: BatchRef })[],
): Promise<(r: Scoped & { batch: BatchRef }) => number> {
  const ids = new Map<string, number>();
  const key = (r: Scoped & { batch: BatchRef }) => `${r.provinceId}|${r.year}|${r.batch.name}`;
  for (const record of records) {
    const { batch } = record;
    if (ids.has(key(record))) {
      continue;
    }
    if (batch.id !== null) {
      ids.set(key(record), batch.id);
      continue;
    }
    if ('create' in batch) {
      // A batch the province has not had: its official batch, or the printed one on the operator's choice.
      ids.set(
        key(record),
        await insertBatch(trx, { ...batch.create, province_id: record.provinceId, year: record.year, name: batch.name }),
      );
      continue;
    }
    const { id: _id, ...settings } = await findBatchById(trx, batch.copyFrom);
    ids.set(key(record), await insertBatch(trx, { ...settings, year: record.year, source: record.source }));
  }
  return (r) => ids.get(key(r)) ?? 0;
}

/** The columns plans and admission records share: the scope, then 院校, 批次, 专业名称 and 专业代码. */
export interface SchoolMajorFields extends ScopeFields {
  schoolId: number;
  schoolName: string;
  batch: BatchRef;
  majorId: number | null;
  majorName: string;
  subjectGroup: string;
  /** 院校代号 and 专业组代号 as the province publishes them; null when not given. */
  schoolCode: string | null;
  groupCode: string | null;
  sourceUrl: string | null;
}

export type SchoolMajorRecord = SchoolMajorFields & Base;

/**
 * Reads the shared columns of a plan or admission row, reporting each problem on the row; `head` is
 * null when any is missing or wrong (the caller still reads its own columns, so every problem is reported).
 */
export function readSchoolMajor(row: RowReader, lookups: Lookups): { scope: ScopeFields | null; head: SchoolMajorFields | null } {
  const scope = readScope(row, lookups);
  const school = readSchool(row, lookups, scope);
  const batch = readBatch(row, lookups, scope);
  const printedMajor = row.text('majorName', 100);
  // A campus read off the school's name stays with the major: 专业组201（珠海校区）.
  const majorName =
    printedMajor && school?.campus && !printedMajor.includes(school.campus) ? `${printedMajor}（${school.campus}）` : printedMajor;
  const majorId = readMajorCode(row, lookups);
  const subjectGroup = row.subjectGroup();
  const schoolCode = row.text('schoolCode', 20);
  const groupCode = row.text('groupCode', 20);
  const sourceUrl = row.sourceUrl();
  if (
    !scope ||
    school === null ||
    !batch ||
    !majorName ||
    majorId === null ||
    subjectGroup === null ||
    schoolCode === null ||
    groupCode === null ||
    row.issues.length > 0
  ) {
    return { scope, head: null };
  }
  return {
    scope,
    head: {
      ...scope,
      schoolId: school.id,
      schoolName: row.raw('school'),
      batch,
      majorId: majorId ?? null,
      majorName,
      subjectGroup,
      schoolCode: schoolCode || null,
      groupCode: groupCode || null,
      sourceUrl,
    },
  };
}

/** One plan or admission line per (scope, school, batch, subject group, major group, major name). */
export const schoolMajorKey = (r: SchoolMajorFields) =>
  `${scopeKey(r)}|${r.schoolId}|${r.batch.name}|${r.subjectGroup}|${r.groupCode ?? ''}|${r.majorName}`;
export const describeSchoolMajor = (r: SchoolMajorFields) =>
  `${scopeLabel(r)} ${r.schoolName} ${r.batch.name}${r.subjectGroup ? ` ${r.subjectGroup}` : ''}${r.groupCode ? ` ${r.groupCode}组` : ''} ${r.majorName}`;
