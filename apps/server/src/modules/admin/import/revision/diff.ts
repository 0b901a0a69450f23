import { IMPORT_SAMPLE_MAX, type ImportChangeSample, type ImportScope } from '@yzy/shared/contracts';
import { sameValues, type LooseDb, type Row, type RowSet, type ScopeRef } from './rows';
import { findNamesById } from './revision.repository';
import { COLUMN_LABELS, type Names, type ScopedKind } from './scoped-tables';

interface GroupDiff {
  ref: ScopeRef;
  suffix: string;
  existing: number;
  added: Row[];
  changed: [Row, Row][];
  deleted: Row[];
  unchanged: number;
}

/** Columns that only place a row (its id, its parent's id): a row whose other values match is unchanged. */
const PLACEMENT = ['id', 'table_id'];

const groupKey = (g: { ref: ScopeRef; suffix: string }) => `${g.ref.year}|${g.ref.provinceId}|${g.ref.examCategoryId}|${g.suffix}`;

/** Compares the reported rows before and after by natural key: added, changed, deleted and unchanged per group. */
export function diffSets(kind: ScopedKind, before: RowSet, after: RowSet): GroupDiff[] {
  const groups = new Map<string, GroupDiff>();
  const groupFor = (row: Row, set: RowSet) => {
    const g = kind.groupOf(row, set);
    const key = groupKey(g);
    let found = groups.get(key);
    if (!found) {
      found = { ...g, existing: 0, added: [], changed: [], deleted: [], unchanged: 0 };
      groups.set(key, found);
    }
    return found;
  };
  const old = new Map((before[kind.reported] ?? []).map((row) => [kind.naturalKey(row, before), row]));
  const now = new Map((after[kind.reported] ?? []).map((row) => [kind.naturalKey(row, after), row]));
  for (const [key, row] of old) {
    const group = groupFor(row, before);
    group.existing += 1;
    const next = now.get(key);
    if (!next) {
      group.deleted.push(row);
    } else if (sameValues(row, next, PLACEMENT)) {
      group.unchanged += 1;
    } else {
      group.changed.push([row, next]);
    }
  }
  for (const [key, row] of now) {
    if (!old.has(key)) {
      groupFor(row, after).added.push(row);
    }
  }
  return [...groups.values()];
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return '空';
  }
  return String(value);
}

/** 最低分 250 → 251.5；来源 … → … */
function changedColumns(old: Row, next: Row, names: Names): string {
  const columns = Object.keys(next).filter((c) => !PLACEMENT.includes(c) && !sameValues({ v: old[c] }, { v: next[c] }, []));
  return columns
    .map((c) => {
      const show = (v: unknown) => (c === 'batch_id' ? names.batch(v) : valueText(v));
      return `${COLUMN_LABELS[c] ?? c} ${show(old[c])} → ${show(next[c])}`;
    })
    .join('；');
}

/** Loads the names the descriptions need (schools, batches, provinces, categories). */
export async function loadNames(db: LooseDb, rows: readonly Row[], refs: readonly ScopeRef[]): Promise<Names> {
  const ids = (column: string) => [
    ...new Set(
      rows
        .map((r) => r[column])
        .filter((v) => v !== null && v !== undefined)
        .map(Number),
    ),
  ];
  const byId = (table: string, list: number[]) => findNamesById(db, table, list);
  const [schools, batches, provinces, categories] = await Promise.all([
    byId('schools', ids('school_id')),
    byId('batches', ids('batch_id')),
    byId('provinces', [...new Set(refs.map((r) => r.provinceId))]),
    byId('exam_categories', [...new Set(refs.map((r) => r.examCategoryId))]),
  ]);
  return {
    school: (id) => schools.get(Number(id)) ?? `院校#${id}`,
    batch: (id) => batches.get(Number(id)) ?? `批次#${id}`,
    scope: (ref) =>
      `${ref.year}年 ${provinces.get(ref.provinceId) ?? ref.provinceId} ${categories.get(ref.examCategoryId) ?? ref.examCategoryId}`,
  };
}

/** The report's scopes: every group the file has rows in or the commit changes, with a bounded sample of each kind of change. */
export async function describeDiff(db: LooseDb, kind: ScopedKind, diff: GroupDiff[], records: readonly object[]): Promise<ImportScope[]> {
  const incoming = new Map<string, number>();
  for (const record of records as Record<string, unknown>[]) {
    const key = kind.recordGroup(record);
    incoming.set(key, (incoming.get(key) ?? 0) + 1);
  }
  const shown = diff.filter((g) => (incoming.get(groupKey(g)) ?? 0) > 0 || g.added.length + g.changed.length + g.deleted.length > 0);
  const sampleRows = shown.flatMap((g) => [
    ...g.added.slice(0, IMPORT_SAMPLE_MAX),
    ...g.deleted.slice(0, IMPORT_SAMPLE_MAX),
    ...g.changed.slice(0, IMPORT_SAMPLE_MAX).flat(),
  ]);
  const names = await loadNames(
    db,
    sampleRows,
    shown.map((g) => g.ref),
  );
  return shown.map((g) => {
    const samples: ImportChangeSample[] = [
      ...g.added.slice(0, IMPORT_SAMPLE_MAX).map((r) => ({ kind: 'added' as const, text: kind.describe(r, names) })),
      ...g.changed
        .slice(0, IMPORT_SAMPLE_MAX)
        .map(([old, next]) => ({ kind: 'changed' as const, text: `${kind.describe(next, names)}（${changedColumns(old, next, names)}）` })),
      ...g.deleted.slice(0, IMPORT_SAMPLE_MAX).map((r) => ({ kind: 'deleted' as const, text: kind.describe(r, names) })),
    ];
    const extra = g.suffix
      .split('|')
      .filter((part) => part !== '' && part !== '综合分')
      .join(' ');
    return {
      label: `${names.scope(g.ref)}${extra ? ` ${extra}` : ''}`,
      incoming: incoming.get(groupKey(g)) ?? 0,
      existing: g.existing,
      diff: { added: g.added.length, changed: g.changed.length, deleted: g.deleted.length, unchanged: g.unchanged, samples },
    };
  });
}
