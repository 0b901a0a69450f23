import type { Kysely } from 'kysely';
import {
  IMPORT_REPORT_MAX,
  type ImportCommitResult,
  type ImportMode,
  type ImportNewBatchChoice,
  type ImportReport,
  type ImportRevertResult,
  type ImportScope,
  type ImportTableKey,
} from '@yzy/shared/contracts';
import { gkyearOf } from '@yzy/shared/rules';
import type { Database } from '../../../db/schema';
import { invalid, notFound } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { syncReferencePlans, type ReferenceScope } from '../../filling';
import { writeAudit, type Actor } from '../audit/audit.repository';
import type { Checked } from './check';
import { findImportJob, insertRevision, markImportCommitted, reportOf, setImportResult } from './import.repository';
import { noProgress, type ImportProgress } from './progress';
import { readOfficialLayout, type LayoutDefaults } from './read/official';
import { readSpreadsheet, UnreadableFile, type SheetRow } from './read/spreadsheet';
import { revertImport } from './revision/revert';
import { applyTracked, type Tracked } from './revision/revision';
import { SCOPED_KINDS } from './revision/scoped-tables';
import { IMPORTERS } from './tables';

/**
 * The work of an import that takes time: reading a file, checking every row, measuring what a
 * commit would change, committing, reverting. It runs in the import worker (import-worker.ts,
 * started by import-runner.ts) against the worker's own connection to the database, so a 10 MB file
 * never holds the server's event loop; import.service.ts keeps what is quick (the job rows, the
 * audit of a dry run). The same functions run in the server's process where no worker can reach
 * the database (a SQLite database in memory), with the same results.
 */

/** A file as uploaded. */
export interface ImportFile {
  table: ImportTableKey;
  fileName: string;
  bytes: Uint8Array;
  source: string;
  /** Add/update only (default) or replace each scope of the file. */
  mode?: ImportMode;
  /** Year, province, category and batch for official layouts that lack those columns. */
  defaults?: LayoutDefaults;
  /** What to do with a batch the row's province has never had (default: refuse the row). */
  newBatch?: ImportNewBatchChoice;
}

export const NO_DEFAULTS: LayoutDefaults = { year: '', province: '', examCategory: '', batch: '' };

/** A task for the import worker. */
export type ImportTask =
  | { kind: 'dryRun'; file: ImportFile }
  | { kind: 'commit'; actor: Actor; importId: string; skipRejected?: boolean }
  | { kind: 'revert'; actor: Actor; importId: string };

/** What a dry run found: the report without the id the server gives it when it keeps the file. */
export type DryRunFindings = Omit<ImportReport, 'importId' | 'fileName' | 'table' | 'mode' | 'defaults' | 'newBatch'>;

export type ImportTaskResult<T extends ImportTask> = T extends { kind: 'dryRun' }
  ? DryRunFindings
  : T extends { kind: 'commit' }
    ? ImportCommitResult
    : ImportRevertResult;

/** Runs a task against `db` in this thread. */
export async function runImportTaskHere<T extends ImportTask>(
  db: Kysely<Database>,
  task: T,
  progress: ImportProgress = noProgress,
): Promise<ImportTaskResult<T>> {
  switch (task.kind) {
    case 'dryRun':
      return (await findDryRun(db, task.file, progress)) as ImportTaskResult<T>;
    case 'commit':
      return (await commitInTransaction(db, task.actor, task.importId, progress, task.skipRejected ?? false)) as ImportTaskResult<T>;
    default:
      progress('revert');
      return (await revertImport(db, task.actor, task.importId)) as ImportTaskResult<T>;
  }
}

/** The file's rows in the template's columns: an official layout is recognised and mapped first. */
async function readRows(file: ImportFile, progress: ImportProgress): Promise<{ sheet: SheetRow[]; layout: string | null }> {
  progress('read');
  const sheet = await readSpreadsheet(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength), file.fileName);
  return readOfficialLayout(file.table, sheet, file.defaults ?? NO_DEFAULTS);
}

async function checkFile(db: Kysely<Database>, file: ImportFile, progress: ImportProgress): Promise<Checked & { layout: string | null }> {
  try {
    const { sheet, layout } = await readRows(file, progress);
    return { ...(await IMPORTERS[file.table].check(db, sheet, file.source, progress, { newBatch: file.newBatch })), layout };
  } catch (error) {
    if (error instanceof UnreadableFile) {
      return {
        rows: 0,
        rejected: [{ row: 0, column: '', reason: error.message }],
        scopes: [],
        records: [],
        layout: null,
        apply: async () => ({ rows: 0, replaced: 0, updated: 0 }),
      };
    }
    throw error;
  }
}

/** Thrown to roll a dry run's apply back once it has been measured. */
class Preview extends Error {
  constructor(readonly tracked: Tracked) {
    super('preview');
  }
}

/** Applies the checked file inside a transaction that is always rolled back: the report's counts are what a commit does. */
async function preview(db: Kysely<Database>, table: ImportTableKey, checked: Checked, mode: ImportMode): Promise<Tracked> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new Preview(await applyTracked(trx, table, checked.records, checked.apply, mode));
    });
  } catch (error) {
    if (error instanceof Preview) {
      return error.tracked;
    }
    throw error;
  }
  throw new Error('unreachable: a preview always rolls back');
}

/**
 * Whether the accepted rows of a file with refused ones may be committed on their own (the
 * operator's choice at commit, docs/import.md): some rows accepted, no problem with the file or its
 * header row, and not a 一分一段 file, whose tables only hold whole.
 */
function partlyCommittable(table: ImportTableKey, checked: Checked): boolean {
  return checked.rejected.length > 0 && checked.records.length > 0 && table !== 'scoreRanks' && checked.rejected.every((r) => r.row > 1);
}

/** Checks every row and measures what a commit would do, writing nothing. */
async function findDryRun(db: Kysely<Database>, file: ImportFile, progress: ImportProgress): Promise<DryRunFindings> {
  const mode = file.mode ?? 'upsert';
  const checked = await checkFile(db, file, progress);
  const rejectedRows = new Set(checked.rejected.map((r) => r.row)).size;
  const committable = checked.rejected.length === 0 && checked.rows > 0;
  const partial = partlyCommittable(file.table, checked);
  const revertible = SCOPED_KINDS[file.table] !== undefined;
  const measured = (committable || partial) && revertible;
  if (measured) {
    progress('preview');
  }
  // Only the scoped tables are measured by a rolled-back apply (the accepted rows, when some are refused); the others report by name or code.
  const scopes = measured ? ((await preview(db, file.table, checked, mode)).scopes ?? checked.scopes) : checked.scopes;
  return {
    rows: checked.rows,
    accepted: Math.max(0, checked.rows - rejectedRows),
    rejectedRows,
    rejected: checked.rejected.slice(0, IMPORT_REPORT_MAX),
    truncated: checked.rejected.length > IMPORT_REPORT_MAX,
    committable,
    scopes,
    layout: checked.layout,
    revertible,
    partial,
    matched: checked.matched ?? [],
    newBatches: checked.newBatches ?? [],
  };
}

/** The rows a check refused, as a comparable list. */
const refusedRows = (rejected: readonly { row: number }[]) => [...new Set(rejected.map((r) => r.row))].sort((a, b) => a - b).join(',');

/** What the operator confirmed, scope by scope: a commit must do exactly this. */
const promised = (scopes: readonly ImportScope[]) =>
  JSON.stringify(scopes.map((s) => [s.label, s.diff?.added, s.diff?.changed, s.diff?.deleted]));

/** The import window: a checked file may be committed for this long after its dry run. */
export const IMPORT_TTL_SECONDS = 24 * 3600;

/**
 * Applies a checked file in one transaction: the job is claimed, every row re-validated against
 * the data as it is now, written the way the report said (or refused), the previous rows kept
 * for 撤销, audited — or nothing is.
 */
async function commitInTransaction(
  db: Kysely<Database>,
  actor: Actor,
  importId: string,
  progress: ImportProgress,
  skipRejected: boolean,
): Promise<ImportCommitResult> {
  const job = await findImportJob(db, importId);
  if (!job) {
    throw notFound('导入记录不存在');
  }
  if (job.status === 'committed' || job.status === 'reverted') {
    throw invalid('该文件已导入，无需重复提交');
  }
  if (job.status === 'expired' || nowSeconds() - Number(job.created_at) > IMPORT_TTL_SECONDS) {
    throw invalid('校验结果已超过24小时，请重新上传');
  }
  const report = reportOf(job);
  // A file with refused rows is committed only when the operator chose to leave them out, and only the rows the report accepted.
  const partial = job.status === 'rejected' && report.partial && skipRejected && job.payload !== '';
  if (job.status !== 'validated' && !partial) {
    throw invalid(
      report.partial && job.payload !== ''
        ? `该文件有${job.rejected}行未通过校验，不能导入；请修正后重新上传，或确认跳过未通过的行、只导入其余${job.accepted}行`
        : `该文件有${job.rejected}行未通过校验，不能导入；请修正后重新上传`,
    );
  }
  const file: ImportFile = {
    table: report.table,
    fileName: job.file_name,
    bytes: Buffer.from(job.payload, 'base64'),
    source: job.source,
    mode: report.mode,
    defaults: report.defaults,
    newBatch: report.newBatch,
  };
  const { sheet } = await readRows(file, progress);
  return db.transaction().execute(async (trx) => {
    const committedAt = nowSeconds();
    if (!(await markImportCommitted(trx, importId, {}, committedAt, partial ? 'rejected' : 'validated'))) {
      throw invalid('该文件正在导入或已导入');
    }
    const checked = await IMPORTERS[file.table].check(trx, sheet, file.source, progress, { newBatch: file.newBatch });
    const sameRefusals =
      new Set(checked.rejected.map((r) => r.row)).size === report.rejectedRows &&
      (report.truncated || refusedRows(checked.rejected) === refusedRows(report.rejected));
    if (partial ? !sameRefusals : checked.rejected.length > 0) {
      throw invalid(
        `数据已变化：重新校验有${new Set(checked.rejected.map((r) => r.row)).size}行未通过${partial ? `（校验报告为${report.rejectedRows}行）` : ''}，未导入任何数据；请重新上传查看报告`,
        { rejected: checked.rejected.slice(0, 50) },
      );
    }
    progress('write');
    const tracked = await applyTracked(trx, file.table, checked.records, checked.apply, report.mode);
    if (tracked.scopes && promised(tracked.scopes) !== promised(report.scopes)) {
      throw invalid('数据已变化：此次导入的新增、修改、删除行数与校验报告不一致，未导入任何数据；请重新上传查看报告');
    }
    if (tracked.revision) {
      await insertRevision(trx, importId, file.table, tracked.revision, committedAt);
    }
    if (file.table === 'admissionRecords') {
      // New lines change the reference rows members plan with while the year's plans are not out (docs/data.md).
      await syncReferencePlans(trx, gkyearOf(new Date(committedAt * 1000)), checked.records as readonly ReferenceScope[]);
    }
    const result: ImportCommitResult = {
      importId,
      table: file.table,
      ...tracked.applied,
      committedAt,
      added: tracked.totals?.added ?? null,
      changed: tracked.totals?.changed ?? null,
      deleted: tracked.totals?.deleted ?? null,
      skipped: partial ? report.rejectedRows : 0,
    };
    await setImportResult(trx, importId, result);
    await writeAudit(trx, actor, {
      action: 'import.commit',
      targetType: 'import',
      targetId: importId,
      detail: {
        table: file.table,
        fileName: job.file_name,
        mode: report.mode,
        ...tracked.applied,
        ...tracked.totals,
        ...(partial ? { skippedRows: report.rejectedRows } : {}),
      },
    });
    return result;
  });
}
