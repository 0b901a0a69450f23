import type { Kysely } from 'kysely';
import { IMPORT_MAX_BYTES, IMPORT_REPORT_MAX, type ImportCommitResult, type ImportReport, type ImportTableKey } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { invalid, notFound } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { withAudit, writeAudit, type Actor } from '../audit/audit.repository';
import type { Checked } from './check';
import { expireImportPayloads, findImportJob, insertImportJob, markImportCommitted, newImportId, reportOf } from './import.repository';
import { readSpreadsheet, UnreadableFile } from './read/spreadsheet';
import { IMPORTERS } from './tables';

/** A checked file may be committed for this long after its dry run. */
export const IMPORT_TTL_SECONDS = 24 * 3600;

export interface ImportFile {
  table: ImportTableKey;
  fileName: string;
  bytes: Buffer;
  source: string;
}

export function tooLarge(): Error {
  return invalid(`文件过大：不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
}

async function checkFile(db: Kysely<Database>, file: ImportFile): Promise<Checked> {
  try {
    const sheet = await readSpreadsheet(file.bytes, file.fileName);
    return await IMPORTERS[file.table].check(db, sheet, file.source);
  } catch (error) {
    if (error instanceof UnreadableFile) {
      return { rows: 0, rejected: [{ row: 0, column: '', reason: error.message }], scopes: [], apply: async () => ({ rows: 0, replaced: 0, updated: 0 }) };
    }
    throw error;
  }
}

/** Validates every row without writing any data; the file is kept under an importId for the commit. */
export async function dryRunImport(db: Kysely<Database>, actor: Actor, file: ImportFile): Promise<ImportReport> {
  if (file.bytes.length > IMPORT_MAX_BYTES) {
    throw tooLarge();
  }
  await expireImportPayloads(db, nowSeconds() - IMPORT_TTL_SECONDS);
  const checked = await checkFile(db, file);
  const rejectedRows = new Set(checked.rejected.map((r) => r.row)).size;
  const committable = checked.rejected.length === 0 && checked.rows > 0;
  const importId = newImportId();
  const report: ImportReport = {
    importId,
    table: file.table,
    fileName: file.fileName,
    rows: checked.rows,
    accepted: Math.max(0, checked.rows - rejectedRows),
    rejectedRows,
    rejected: checked.rejected.slice(0, IMPORT_REPORT_MAX),
    truncated: checked.rejected.length > IMPORT_REPORT_MAX,
    committable,
    scopes: checked.scopes,
  };
  await withAudit(db, actor, async (trx) => {
    await insertImportJob(trx, {
      id: importId,
      operator_id: actor.id,
      table_name: file.table,
      file_name: file.fileName.slice(0, 255),
      source: file.source,
      status: committable ? 'validated' : 'rejected',
      total_rows: report.rows,
      accepted: report.accepted,
      rejected: rejectedRows,
      report: JSON.stringify(report),
      payload: committable ? file.bytes.toString('base64') : '',
      created_at: nowSeconds(),
    });
    return { value: null, audit: { action: 'import.dryRun', targetType: 'import', targetId: importId, detail: { table: file.table, fileName: file.fileName, rows: report.rows, rejectedRows } } };
  });
  return report;
}

/**
 * Applies a checked file in one transaction: the job is claimed, every row re-validated against
 * the data as it is now, then written (scopes replaced or rows upserted), audited, or nothing is.
 */
export async function commitImport(db: Kysely<Database>, actor: Actor, importId: string): Promise<ImportCommitResult> {
  const job = await findImportJob(db, importId);
  if (!job) {
    throw notFound('导入记录不存在');
  }
  if (job.status === 'committed') {
    throw invalid('该文件已导入，无需重复提交');
  }
  if (job.status === 'expired' || nowSeconds() - Number(job.created_at) > IMPORT_TTL_SECONDS) {
    throw invalid('校验结果已超过24小时，请重新上传');
  }
  if (job.status !== 'validated') {
    throw invalid(`该文件有${job.rejected}行未通过校验，不能导入；请修正后重新上传`);
  }
  const report = reportOf(job);
  const file: ImportFile = { table: report.table, fileName: job.file_name, bytes: Buffer.from(job.payload, 'base64'), source: job.source };
  const sheet = await readSpreadsheet(file.bytes, file.fileName);
  return db.transaction().execute(async (trx) => {
    const committedAt = nowSeconds();
    if (!(await markImportCommitted(trx, importId, {}, committedAt))) {
      throw invalid('该文件正在导入或已导入');
    }
    const checked = await IMPORTERS[file.table].check(trx, sheet, file.source);
    if (checked.rejected.length > 0) {
      throw invalid(`数据已变化：重新校验有${new Set(checked.rejected.map((r) => r.row)).size}行未通过，未导入任何数据；请重新上传查看报告`, { rejected: checked.rejected.slice(0, 50) });
    }
    const applied = await checked.apply(trx);
    const result: ImportCommitResult = { importId, table: file.table, ...applied, committedAt };
    await trx.updateTable('import_jobs').set({ result: JSON.stringify(result) }).where('id', '=', importId).execute();
    await writeAudit(trx, actor, { action: 'import.commit', targetType: 'import', targetId: importId, detail: { table: file.table, fileName: job.file_name, ...applied } });
    return result;
  });
}
