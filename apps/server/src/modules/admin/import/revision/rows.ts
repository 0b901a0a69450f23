import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';

/** A database row as stored, column → value. */
export type Row = Record<string, unknown>;
/** Rows per database table. */
export type RowSet = Record<string, Row[]>;

/** The import tables' rows seen column by column, whatever their table (names come from the descriptors, never from input). */
export type LooseDb = Kysely<Record<string, Row>>;
export const loose = (db: Kysely<Database>) => db as unknown as LooseDb;

/** One (year, province, category): what the scoped import tables are split by. */
export interface ScopeRef {
  year: number;
  provinceId: number;
  examCategoryId: number;
}

export const scopeRefKey = (s: ScopeRef) => `${s.year}|${s.provinceId}|${s.examCategoryId}`;

/** The scopes records belong to (each once), for records that carry year, provinceId and examCategoryId. */
export function scopeRefsOf(records: readonly object[]): ScopeRef[] {
  const refs = new Map<string, ScopeRef>();
  for (const r of records as Partial<ScopeRef>[]) {
    if (typeof r.year === 'number' && typeof r.provinceId === 'number' && typeof r.examCategoryId === 'number') {
      const ref = { year: r.year, provinceId: r.provinceId, examCategoryId: r.examCategoryId };
      refs.set(scopeRefKey(ref), ref);
    }
  }
  return [...refs.values()];
}

/** A value as JSON compares it: numbers stay numbers, bigint strings of ids become numbers. */
function canonical(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value === undefined ? null : value;
}

/** The row with its columns in name order, so two equal rows serialise alike on both engines. */
export function normalised(row: Row): Row {
  return Object.fromEntries(
    Object.keys(row)
      .sort()
      .map((k) => [k, canonical(row[k])]),
  );
}

/** True when the rows hold the same values in every column but the ones named. */
export function sameValues(a: Row, b: Row, ignore: readonly string[]): boolean {
  const columns = new Set([...Object.keys(a), ...Object.keys(b)].filter((c) => !ignore.includes(c)));
  return [...columns].every((c) => JSON.stringify(canonical(a[c])) === JSON.stringify(canonical(b[c])));
}

/** A fingerprint of a row set: equal sets (in any order) hash alike. */
export function hashRows(set: RowSet, identity: (table: string, row: Row) => string): string {
  const tables = Object.keys(set).sort();
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = [...set[table]].sort((a, b) =>
      identity(table, a) < identity(table, b) ? -1 : identity(table, a) > identity(table, b) ? 1 : 0,
    );
    hash.update(`${table}\n`);
    for (const row of rows) {
      hash.update(`${JSON.stringify(normalised(row))}\n`);
    }
  }
  return hash.digest('hex');
}
