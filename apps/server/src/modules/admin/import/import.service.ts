import type { Kysely } from 'kysely';
import { IMPORT_MAX_BYTES, type ImportCommitResult, type ImportReport, type ImportRevertResult } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { invalid } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { recheckSearchSnapshot } from '../../search';
import { withAudit, type Actor } from '../audit/audit.repository';
import { expireImportPayloads, insertImportJob, newImportId } from './import.repository';
import { runImportTask } from './import-runner';
import { IMPORT_TTL_SECONDS, NO_DEFAULTS, type ImportFile } from './import-task';
import { noProgress, type ImportProgress } from './progress';

export type { ImportFile } from './import-task';

export function tooLarge(): Error {
  return invalid(`文件过大：不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
}

/**
 * Validates every row without writing any data; the file is kept under an importId for the commit.
 * The reading, checking and measuring run in the import worker (import-runner.ts); `progress`
 * hears how far they are.
 */
export async function dryRunImport(
  db: Kysely<Database>,
  actor: Actor,
  file: ImportFile,
  progress: ImportProgress = noProgress,
): Promise<ImportReport> {
  if (file.bytes.length > IMPORT_MAX_BYTES) {
    throw tooLarge();
  }
  await expireImportPayloads(db, nowSeconds() - IMPORT_TTL_SECONDS);
  const mode = file.mode ?? 'upsert';
  const found = await runImportTask(db, { kind: 'dryRun', file }, progress);
  const importId = newImportId();
  const report: ImportReport = {
    importId,
    table: file.table,
    fileName: file.fileName,
    rows: found.rows,
    accepted: found.accepted,
    rejectedRows: found.rejectedRows,
    rejected: found.rejected,
    truncated: found.truncated,
    committable: found.committable,
    scopes: found.scopes,
    mode,
    layout: found.layout,
    defaults: file.defaults ?? NO_DEFAULTS,
    revertible: found.revertible,
    partial: found.partial,
    matched: found.matched,
    newBatches: found.newBatches,
    newBatch: file.newBatch ?? 'refuse',
  };
  await withAudit(db, actor, async (trx) => {
    await insertImportJob(trx, {
      id: importId,
      operator_id: actor.id,
      table_name: file.table,
      file_name: file.fileName.slice(0, 255),
      source: file.source,
      status: report.committable ? 'validated' : 'rejected',
      total_rows: report.rows,
      accepted: report.accepted,
      rejected: report.rejectedRows,
      report: JSON.stringify(report),
      // Kept for a commit: a file that passed, or one whose accepted rows may be committed alone.
      payload:
        report.committable || report.partial
          ? Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64')
          : '',
      created_at: nowSeconds(),
    });
    return {
      value: null,
      audit: {
        action: 'import.dryRun',
        targetType: 'import',
        targetId: importId,
        detail: {
          table: file.table,
          fileName: file.fileName,
          rows: report.rows,
          rejectedRows: report.rejectedRows,
          mode,
          partial: report.partial,
        },
      },
    };
  });
  return report;
}

/**
 * Applies a checked file in one transaction, or nothing (import-task.ts, in the import worker):
 * the job is claimed, every row re-validated against the data as it is now, written the way the
 * report said, the previous rows kept for 撤销, audited.
 */
export async function commitImport(
  db: Kysely<Database>,
  actor: Actor,
  importId: string,
  progress: ImportProgress = noProgress,
  options: { skipRejected?: boolean } = {},
): Promise<ImportCommitResult> {
  const result = await runImportTask(db, { kind: 'commit', actor, importId, skipRejected: options.skipRejected ?? false }, progress);
  // Schools, majors and offered majors are answered from the search snapshot: this process sees its own import at once.
  recheckSearchSnapshot(db);
  return result;
}

/** 撤销 (revision/revert.ts), in the import worker like a commit. */
export async function revertImportJob(
  db: Kysely<Database>,
  actor: Actor,
  importId: string,
  progress: ImportProgress = noProgress,
): Promise<ImportRevertResult> {
  return runImportTask(db, { kind: 'revert', actor, importId }, progress);
}
