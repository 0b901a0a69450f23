import type { Kysely } from 'kysely';
import type { ImportMode, ImportScope, ImportTableKey } from '@yzy/shared/contracts';
import type { Database } from '../../../../db/schema';
import type { ApplyResult } from '../table-kit';
import { describeDiff, diffSets } from './diff';
import { hashRows, loose, sameValues, scopeRefsOf, type LooseDb, type Row, type RowSet, type ScopeRef } from './rows';
import { deleteRowByIdentity, insertRows, updateRowByIdentity } from './revision.repository';
import { SCOPED_KINDS, type ScopedKind } from './scoped-tables';

/** What a commit changed, as kept for its revert. */
export interface Revision {
  scopes: ScopeRef[];
  before: RowSet;
  afterHash: string;
}

export interface Tracked {
  applied: ApplyResult;
  /** Null for tables that are not tracked (院校, 专业, 综合分公式). */
  scopes: ImportScope[] | null;
  totals: { added: number; changed: number; deleted: number } | null;
  revision: Revision | null;
}

const identityOf = (kind: ScopedKind, table: string, row: Row) =>
  (kind.parts.find((p) => p.table === table)?.identity ?? ['id']).map((c) => String(row[c])).join('|');

export async function snapshot(db: LooseDb, kind: ScopedKind, refs: readonly ScopeRef[]): Promise<RowSet> {
  const set: RowSet = Object.fromEntries(kind.parts.map((p) => [p.table, [] as Row[]]));
  for (const ref of refs) {
    const rows = await kind.load(db, ref);
    for (const part of kind.parts) {
      set[part.table].push(...(rows[part.table] ?? []));
    }
  }
  return set;
}

export const hashOf = (kind: ScopedKind, set: RowSet) => hashRows(set, (table, row) => identityOf(kind, table, row));

/** Add/update only: puts back, with their ids, the rows of the scopes that the table's apply removed and the file did not hold. */
async function keepUntouched(db: LooseDb, kind: ScopedKind, before: RowSet, refs: readonly ScopeRef[]): Promise<void> {
  const after = await snapshot(db, kind, refs);
  const present = new Set(after[kind.reported].map((row) => kind.naturalKey(row, after)));
  await insertRows(
    db,
    kind.reported,
    before[kind.reported].filter((row) => !present.has(kind.naturalKey(row, before))),
  );
}

/**
 * Applies checked records the way the operator chose and measures exactly what changed: the
 * scopes' rows before, the apply (a whole-scope replace in the tables), in add/update mode the
 * untouched rows put back, then the rows after, compared by natural key. The dry run calls this
 * inside a transaction it rolls back, so the report is what the commit does.
 */
export async function applyTracked(
  trx: Kysely<Database>,
  table: ImportTableKey,
  records: readonly object[],
  apply: (trx: Kysely<Database>) => Promise<ApplyResult>,
  mode: ImportMode,
): Promise<Tracked> {
  const kind = SCOPED_KINDS[table];
  if (!kind) {
    return { applied: await apply(trx), scopes: null, totals: null, revision: null };
  }
  const db = loose(trx);
  const refs = scopeRefsOf(records);
  const before = await snapshot(db, kind, refs);
  const applied = await apply(trx);
  if (mode === 'upsert' && kind.upsertable) {
    await keepUntouched(db, kind, before, refs);
  }
  const after = await snapshot(db, kind, refs);
  const diff = diffSets(kind, before, after);
  const totals = {
    added: diff.reduce((n, g) => n + g.added.length, 0),
    changed: diff.reduce((n, g) => n + g.changed.length, 0),
    deleted: diff.reduce((n, g) => n + g.deleted.length, 0),
  };
  return {
    applied: { ...applied, replaced: totals.deleted, updated: totals.changed },
    scopes: await describeDiff(db, kind, diff, records),
    totals,
    revision: { scopes: refs, before, afterHash: hashOf(kind, after) },
  };
}

/**
 * Makes the scopes hold exactly `target` again, ids included: rows not in it deleted (children
 * first), rows that differ set back, missing rows inserted (parents first). Counts the reported part.
 */
export async function restoreRows(
  db: LooseDb,
  kind: ScopedKind,
  target: RowSet,
  current: RowSet,
): Promise<{ restored: number; removed: number; reset: number }> {
  const counts = { restored: 0, removed: 0, reset: 0 };
  const byIdentity = (table: string, rows: readonly Row[]) => new Map(rows.map((row) => [identityOf(kind, table, row), row]));
  for (const part of [...kind.parts].reverse()) {
    const wanted = byIdentity(part.table, target[part.table] ?? []);
    for (const row of current[part.table] ?? []) {
      if (!wanted.has(identityOf(kind, part.table, row))) {
        await deleteRowByIdentity(db, part.table, part.identity, row);
        counts.removed += part.table === kind.reported ? 1 : 0;
      }
    }
  }
  for (const part of kind.parts) {
    const present = byIdentity(part.table, current[part.table] ?? []);
    const missing: Row[] = [];
    for (const row of target[part.table] ?? []) {
      const now = present.get(identityOf(kind, part.table, row));
      if (!now) {
        missing.push(row);
      } else if (!sameValues(now, row, [])) {
        await updateRowByIdentity(db, part.table, part.identity, row);
        counts.reset += part.table === kind.reported ? 1 : 0;
      }
    }
    await insertRows(db, part.table, missing);
    counts.restored += part.table === kind.reported ? missing.length : 0;
  }
  return counts;
}
