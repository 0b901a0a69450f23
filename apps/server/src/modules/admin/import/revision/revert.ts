import type { Kysely } from 'kysely';
import { importTableKey, type ImportRevertResult } from '@yzy/shared/contracts';
import type { Database } from '../../../../db/schema';
import { invalid, notFound } from '../../../../lib/app-error';
import { nowSeconds } from '../../../../lib/time';
import { writeAudit, type Actor } from '../../audit/audit.repository';
import { findImportJob, findRevision, laterRevisions, markReverted } from '../import.repository';
import { hashOf, restoreRows, snapshot } from './revision';
import { loose, scopeRefKey, type RowSet, type ScopeRef } from './rows';
import { SCOPED_KINDS } from './scoped-tables';

/**
 * 撤销: puts the scopes a commit touched back to exactly their rows before it, in one transaction,
 * audited. Refused when the scopes changed since (a later import of the same scope must be reverted
 * first), so a revert never discards work it did not make.
 */
export async function revertImport(db: Kysely<Database>, actor: Actor, importId: string): Promise<ImportRevertResult> {
  return db.transaction().execute(async (trx) => {
    const job = await findImportJob(trx, importId);
    if (!job) {
      throw notFound('导入记录不存在');
    }
    if (job.status === 'reverted') {
      throw invalid('该导入已撤销');
    }
    const revision = job.status === 'committed' ? await findRevision(trx, importId) : undefined;
    if (!revision) {
      throw invalid(
        job.status === 'committed'
          ? '该数据表的导入不能撤销（只有招生计划、历年录取、省控线和一分一段可以撤销）'
          : '该文件尚未导入，无需撤销',
      );
    }
    const table = importTableKey.parse(revision.table_name);
    const kind = SCOPED_KINDS[table];
    if (!kind) {
      throw invalid('该数据表的导入不能撤销');
    }
    const scopes = JSON.parse(revision.scopes) as ScopeRef[];
    const current = await snapshot(loose(trx), kind, scopes);
    if (hashOf(kind, current) !== revision.after_hash) {
      const mine = new Set(scopes.map(scopeRefKey));
      const later = (await laterRevisions(trx, table, importId, Number(revision.committed_at))).find((r) =>
        (JSON.parse(r.scopes) as ScopeRef[]).some((s) => mine.has(scopeRefKey(s))),
      );
      throw invalid(
        later
          ? `不能撤销：此后「${later.file_name}」（导入编号 ${later.import_id}）又导入了相同范围的数据。请先撤销那次导入，再撤销这一次`
          : '不能撤销：此次导入之后，这些范围的数据已被修改，撤销会丢失之后的修改',
      );
    }
    const revertedAt = nowSeconds();
    if (!(await markReverted(trx, importId, revertedAt))) {
      throw invalid('该导入已撤销');
    }
    const counts = await restoreRows(loose(trx), kind, JSON.parse(revision.before_rows) as RowSet, current);
    await writeAudit(trx, actor, {
      action: 'import.revert',
      targetType: 'import',
      targetId: importId,
      detail: { table, fileName: job.file_name, ...counts },
    });
    return { importId, ...counts, revertedAt };
  });
}
