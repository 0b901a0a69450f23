import type { Kysely } from 'kysely';
import {
  IMPORT_TABLE_KEYS,
  importReport,
  type DataSourceItem,
  type DataSourcePublication,
  type DataSourcesResponse,
  type ImportCommitResult,
  type ImportTableKey,
} from '@yzy/shared/contracts';
import { isOneOf } from '@yzy/shared/rules';
import type { Database } from '../../../db/schema';
import { insertChunked } from '../../../db/insert-chunked';
import { FIRST_START_JOB_PREFIX, insertImportJob } from '../import/import.repository';

/**
 * What data the database holds and where it came from (the operators' 数据来源 page, docs/import.md):
 * every table's rows grouped by their 来源, with years and pages, beside the publications the first
 * start loaded from the committed official data (data_sources), which that load also records as
 * one 导入记录 per table.
 */

/** A publication of the official data as the first start loaded it. */
export interface LoadedPublication {
  id: string;
  publisher: string;
  title: string;
  url: string | null;
  years: number[];
  rows: Partial<Record<ImportTableKey, number>>;
}

/** The file name the first start's 导入记录 carry. */
export const OFFICIAL_LOAD_FILE = '官方数据 dataset/real（首次启动载入）';

/**
 * Records the first start's load in the transaction that loaded it: each publication with its
 * rows per table, and one committed import per table (not revertible: nothing to go back to).
 */
export async function recordOfficialLoad(
  trx: Kysely<Database>,
  load: { publications: readonly LoadedPublication[]; rows: Partial<Record<ImportTableKey, number>>; at: number },
): Promise<void> {
  await insertChunked(
    trx,
    'data_sources',
    load.publications.map((p) => ({
      id: p.id,
      publisher: p.publisher,
      title: p.title,
      url: p.url,
      years: p.years.join(','),
      row_counts: JSON.stringify(p.rows),
      loaded_at: load.at,
    })),
  );
  for (const [table, rows] of Object.entries(load.rows)) {
    if (!isOneOf(IMPORT_TABLE_KEYS, table) || rows === undefined) {
      continue;
    }
    const importId = `${FIRST_START_JOB_PREFIX}${table}`;
    const scopes = load.publications
      .filter((p) => (p.rows[table] ?? 0) > 0)
      .map((p) => ({
        label: `${p.publisher}：${p.title}（${yearsText(p.years)}）`,
        incoming: p.rows[table] ?? 0,
        existing: 0,
        diff: null,
      }));
    const report = importReport.parse({
      importId,
      table,
      fileName: OFFICIAL_LOAD_FILE,
      rows,
      accepted: rows,
      rejectedRows: 0,
      rejected: [],
      truncated: false,
      committable: true,
      scopes,
    });
    const result: ImportCommitResult = {
      importId,
      table,
      rows,
      replaced: 0,
      updated: 0,
      committedAt: load.at,
      added: rows,
      changed: 0,
      deleted: 0,
      skipped: 0,
    };
    await insertImportJob(trx, {
      id: importId,
      operator_id: null,
      table_name: table,
      file_name: OFFICIAL_LOAD_FILE,
      source: `官方数据：${scopes.length}个发布来源`,
      status: 'committed',
      total_rows: rows,
      accepted: rows,
      rejected: 0,
      report: JSON.stringify(report),
      payload: '',
      created_at: load.at,
    });
    await trx
      .updateTable('import_jobs')
      .set({ result: JSON.stringify(result), committed_at: load.at })
      .where('id', '=', importId)
      .execute();
  }
}

const yearsText = (years: readonly number[]) =>
  years.length === 0 ? '无年份' : years.length === 1 ? `${years[0]}年` : `${years[0]}–${years[years.length - 1]}年`;

interface Tally {
  rows: number;
  tables: number | null;
  years: Set<number>;
}

/** Every source the database's rows name, with its rows per table and its pages, and the official publications under it. */
export async function listDataSources(db: Kysely<Database>): Promise<DataSourcesResponse> {
  const [schools, majors, lines, admissions, plans, rankTables, rankRows, published, jobs] = await Promise.all([
    db
      .selectFrom('schools')
      .select(['source', 'year', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['source', 'year'])
      .execute(),
    db
      .selectFrom('majors')
      .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('source')
      .execute(),
    db
      .selectFrom('control_lines')
      .select(['source', 'year', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['source', 'year'])
      .execute(),
    db
      .selectFrom('admission_records')
      .select(['source', 'year', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['source', 'year'])
      .execute(),
    db
      .selectFrom('enrollment_plans')
      .select(['source', 'year', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_reference', '=', 0)
      .groupBy(['source', 'year'])
      .execute(),
    db
      .selectFrom('score_rank_tables')
      .select(['source', 'year', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['source', 'year'])
      .execute(),
    db
      .selectFrom('score_rank_rows as r')
      .innerJoin('score_rank_tables as t', 't.id', 'r.table_id')
      .select(['t.source', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.source')
      .execute(),
    db.selectFrom('data_sources').selectAll().orderBy('publisher').orderBy('id').execute(),
    db.selectFrom('import_jobs').select('id').where('id', 'like', `${FIRST_START_JOB_PREFIX}%`).orderBy('id').execute(),
  ]);
  const bySource = new Map<string, Map<ImportTableKey, Tally>>();
  const tally = (source: string, table: ImportTableKey) => {
    const tables = bySource.get(source) ?? new Map<ImportTableKey, Tally>();
    bySource.set(source, tables);
    const found = tables.get(table) ?? { rows: 0, tables: null, years: new Set<number>() };
    tables.set(table, found);
    return found;
  };
  const add = (table: ImportTableKey, rows: readonly { source: string; year?: number; n: number | string | bigint }[]) => {
    for (const r of rows) {
      const t = tally(r.source, table);
      t.rows += Number(r.n);
      if (r.year !== undefined) {
        t.years.add(r.year);
      }
    }
  };
  add('schools', schools);
  add('majors', majors);
  add('controlLines', lines);
  add('admissionRecords', admissions);
  add('enrollmentPlans', plans);
  for (const r of rankTables) {
    const t = tally(r.source, 'scoreRanks');
    t.tables = (t.tables ?? 0) + Number(r.n);
    t.years.add(r.year);
  }
  for (const r of rankRows) {
    tally(r.source, 'scoreRanks').rows += Number(r.n);
  }
  const pages = await pagesBySource(db);
  const publications = published.map((p): DataSourcePublication => ({
    id: p.id,
    publisher: p.publisher,
    title: p.title,
    url: p.url,
    years: p.years === '' ? [] : p.years.split(',').map(Number),
    rows: Object.entries(JSON.parse(p.row_counts) as Record<string, number>).flatMap(([table, rows]) =>
      isOneOf(IMPORT_TABLE_KEYS, table) ? [{ table, rows }] : [],
    ),
  }));
  // A publisher whose rows an operator has since replaced still lists its publications.
  for (const p of publications) {
    if (!bySource.has(p.publisher)) {
      bySource.set(p.publisher, new Map());
    }
  }
  const sources = [...bySource].map(([source, tables]): DataSourceItem => ({
    source,
    tables: IMPORT_TABLE_KEYS.flatMap((table) => {
      const t = tables.get(table);
      return t ? [{ table, rows: t.rows, tables: t.tables, years: [...t.years].sort((a, b) => a - b) }] : [];
    }),
    rows: [...tables.values()].reduce((sum, t) => sum + t.rows, 0),
    pages: pages.get(source)?.size ?? 0,
    publications: publications.filter((p) => p.publisher === source),
  }));
  sources.sort((a, b) => b.rows - a.rows || a.source.localeCompare(b.source, 'zh'));
  return {
    sources,
    officialLoad:
      published.length > 0
        ? { loadedAt: Number(published[0].loaded_at), publications: published.length, importIds: jobs.map((j) => j.id) }
        : null,
  };
}

/** The distinct official pages each source's rows link to. */
async function pagesBySource(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const tables = ['schools', 'majors', 'control_lines', 'admission_records', 'enrollment_plans', 'score_rank_tables'] as const;
  const found = new Map<string, Set<string>>();
  for (const table of tables) {
    const rows = await db.selectFrom(table).select(['source', 'source_url']).where('source_url', 'is not', null).distinct().execute();
    for (const r of rows) {
      const set = found.get(r.source) ?? new Set<string>();
      set.add(r.source_url ?? '');
      found.set(r.source, set);
    }
  }
  return found;
}
