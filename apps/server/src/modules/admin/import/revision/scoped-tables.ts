import type { ImportTableKey } from '@yzy/shared/contracts';
import { listRankRowsOf, listScopeRows } from './revision.repository';
import type { Row, RowSet, ScopeRef, LooseDb } from './rows';

/** One database table of a scoped import, and the columns that name one of its rows. */
export interface Part {
  table: string;
  identity: readonly string[];
}

/** Names of the ids a row description needs. */
export interface Names {
  school(id: unknown): string;
  batch(id: unknown): string;
  scope(ref: ScopeRef): string;
}

/**
 * How a scoped import table is stored: its database tables (parent first), how to load a scope's
 * rows, which rows the report counts and what makes two of them "the same row" (the natural key).
 */
export interface ScopedKind {
  parts: readonly Part[];
  /** The part whose rows the report counts (the rows an operator thinks in). */
  reported: string;
  load(db: LooseDb, scope: ScopeRef): Promise<RowSet>;
  /** The group a reported row is counted in (its scope, and for 一分一段 its table). */
  groupOf(row: Row, set: RowSet): { ref: ScopeRef; suffix: string };
  /** The group of a file's record, to count the file's rows per group. */
  recordGroup(record: Record<string, unknown>): string;
  /** Same key before and after = the same row (changed or not); the key includes the group. */
  naturalKey(row: Row, set: RowSet): string;
  /** False when a group is one unit that a file replaces whole (一分一段: running sums only hold whole). */
  upsertable: boolean;
  describe(row: Row, names: Names): string;
}

const refOf = (row: Row): ScopeRef => ({
  year: Number(row.year),
  provinceId: Number(row.province_id),
  examCategoryId: Number(row.exam_category_id),
});
const refKey = (row: Row) => `${row.year}|${row.province_id}|${row.exam_category_id}`;
const recordRef = (r: Record<string, unknown>) => `${r.year}|${r.provinceId}|${r.examCategoryId}`;
const ID: Part['identity'] = ['id'];

function loadScoped(table: string) {
  return async (db: LooseDb, s: ScopeRef): Promise<RowSet> => ({
    [table]: await listScopeRows(db, table, s),
  });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Plans and admission records: one row per (school, batch, 选科组, 专业组, major name) of a scope; admission records also per 投档/录取. */
function schoolMajorKind(table: string, describe: (row: Row) => string): ScopedKind {
  return {
    parts: [{ table, identity: ID }],
    reported: table,
    load: loadScoped(table),
    groupOf: (row) => ({ ref: refOf(row), suffix: '' }),
    recordGroup: (r) => `${recordRef(r)}|`,
    naturalKey: (row) =>
      [refKey(row), row.school_id, row.batch_id, text(row.subject_group), text(row.group_code), text(row.record_kind), row.major_name].join(
        '|',
      ),
    upsertable: true,
    describe: (row, names) =>
      `${names.school(row.school_id)} ${names.batch(row.batch_id)}${row.subject_group ? ` ${text(row.subject_group)}` : ''}${row.group_code ? ` ${text(row.group_code)}组` : ''} ${row.major_name}${row.record_kind ? `（${text(row.record_kind)}）` : ''}：${describe(row)}`,
  };
}

const RANK_KIND = '综合分';

export const SCOPED_KINDS: Partial<Record<ImportTableKey, ScopedKind>> = {
  admissionRecords: schoolMajorKind(
    'admission_records',
    (r) => `最低分${r.min_score}${r.min_rank != null ? `，最低位次${r.min_rank}` : ''}，录取${r.admitted_count}人`,
  ),
  enrollmentPlans: schoolMajorKind('enrollment_plans', (r) => `计划${r.plan_count}人，学费${Number(r.tuition_fen) / 100}元`),
  controlLines: {
    parts: [{ table: 'control_lines', identity: ID }],
    reported: 'control_lines',
    load: loadScoped('control_lines'),
    groupOf: (row) => ({ ref: refOf(row), suffix: '' }),
    recordGroup: (r) => `${recordRef(r)}|`,
    naturalKey: (row) => [refKey(row), row.batch_name, text(row.level), text(row.subject_group)].join('|'),
    upsertable: true,
    describe: (r) =>
      `${r.batch_name}${r.level ? ` ${text(r.level)}` : ''}${r.subject_group ? ` ${text(r.subject_group)}` : ''}：文化${r.culture_score ?? '—'}，专业${r.tests_score ?? '—'}，综合${r.composite_score ?? '—'}`,
  },
  scoreRanks: {
    parts: [
      { table: 'score_rank_tables', identity: ID },
      { table: 'score_rank_rows', identity: ['table_id', 'score'] },
    ],
    reported: 'score_rank_rows',
    async load(db, s) {
      const tables = await listScopeRows(db, 'score_rank_tables', s);
      const rows = await listRankRowsOf(
        db,
        tables.map((t) => Number(t.id)),
      );
      return { score_rank_tables: tables, score_rank_rows: rows };
    },
    groupOf(row, set) {
      const table = set.score_rank_tables.find((t) => t.id === row.table_id) ?? {};
      return { ref: refOf(table), suffix: `${table.subject_group ?? ''}|${table.kind ?? ''}` };
    },
    recordGroup: (r) =>
      `${recordRef(r)}|${typeof r.subjectGroup === 'string' ? r.subjectGroup : ''}|${typeof r.kind === 'string' ? r.kind : RANK_KIND}`,
    naturalKey(row, set) {
      const table = set.score_rank_tables.find((t) => t.id === row.table_id) ?? {};
      return `${refKey(table)}|${table.subject_group}|${table.kind}|${row.score}`;
    },
    upsertable: false,
    describe: (r) => `${r.score}分：人数${r.count}，累计${r.cumulative}`,
  },
};

/** Chinese names of the columns a changed row lists; others show as stored. */
export const COLUMN_LABELS: Record<string, string> = {
  min_score: '最低分',
  avg_score: '平均分',
  min_rank: '最低位次',
  admitted_count: '录取人数',
  plan_count: '计划人数',
  major_id: '专业',
  source: '来源',
  tuition_fen: '学费（分）',
  years: '学制',
  culture_requirement: '文化要求',
  tests_requirement: '专业要求',
  subject_requirement: '选科要求',
  culture_score: '文化线',
  tests_score: '专业线',
  composite_score: '综合分线',
  batch_id: '批次',
  count: '人数',
  cumulative: '累计人数',
};
