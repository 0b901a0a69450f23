import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { importReport, importTableKey, type ImportJob, type ImportReport } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import type { ImportJobsTable, ImportRevisionsTable } from '../../../db/tables/admin';
import type { Revision } from './revision/revision';

export type ImportJobRow = Selectable<ImportJobsTable>;

/** Id prefix of the 导入记录 the first start's load of the official data leaves, one per table (first-start-schools …). */
export const FIRST_START_JOB_PREFIX = 'first-start-';

export function newImportId(): string {
  return `imp${randomBytes(12).toString('hex')}`;
}

export async function insertImportJob(db: Kysely<Database>, job: Omit<ImportJobRow, 'result' | 'committed_at'>): Promise<void> {
  await db
    .insertInto('import_jobs')
    .values({ ...job, result: null, committed_at: null })
    .execute();
}

export async function findImportJob(db: Kysely<Database>, id: string): Promise<ImportJobRow | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Drops the stored file of checked jobs nobody committed in time (the report stays); a file kept
 * for committing its accepted rows alone stays marked as refused.
 */
export async function expireImportPayloads(db: Kysely<Database>, createdBefore: number): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ payload: '', status: 'expired' })
    .where('status', '=', 'validated')
    .where('created_at', '<', createdBefore)
    .execute();
  await db
    .updateTable('import_jobs')
    .set({ payload: '' })
    .where('status', '=', 'rejected')
    .where('payload', '!=', '')
    .where('created_at', '<', createdBefore)
    .execute();
}

/**
 * validated → committed for exactly one caller; the file itself is dropped once applied. A file
 * with refused rows goes from rejected when the operator commits its accepted rows alone.
 */
export async function markImportCommitted(
  db: Kysely<Database>,
  id: string,
  result: object,
  now: number,
  from: 'validated' | 'rejected' = 'validated',
): Promise<boolean> {
  const updated = await db
    .updateTable('import_jobs')
    .set({ status: 'committed', result: JSON.stringify(result), committed_at: now, payload: '' })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function listImportJobs(
  db: Kysely<Database>,
  query: { page: number; size: number; operatorId?: number },
): Promise<{ content: ImportJob[]; total: number }> {
  let base = db.selectFrom('import_jobs as j').leftJoin('operators as o', 'o.id', 'j.operator_id');
  if (query.operatorId !== undefined) {
    base = base.where('j.operator_id', '=', query.operatorId);
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('import_revisions as v', 'v.import_id', 'j.id')
      .select([
        'j.id',
        'j.table_name',
        'j.file_name',
        'j.source',
        'j.status',
        'j.total_rows',
        'j.accepted',
        'j.rejected',
        'j.created_at',
        'j.committed_at',
        'o.username',
        'v.import_id as revision',
      ])
      .orderBy('j.created_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    content: rows.map((r) => ({
      importId: r.id,
      table: importTableKey.parse(r.table_name),
      fileName: r.file_name,
      source: r.source,
      status: r.status,
      rows: r.total_rows,
      accepted: r.accepted,
      rejectedRows: r.rejected,
      operatorName: r.username ?? (r.id.startsWith(FIRST_START_JOB_PREFIX) ? '首次启动' : 'cli'),
      createdAt: Number(r.created_at),
      committedAt: r.committed_at,
      revertible: r.status === 'committed' && r.revision !== null,
    })),
  };
}

/** The stored dry-run report of a job. */
export function reportOf(row: ImportJobRow): ImportReport {
  return importReport.parse(JSON.parse(row.report));
}

export type ImportRevisionRow = Selectable<ImportRevisionsTable>;

/** Keeps what a commit changed: its scopes, their rows before it, and a hash of their rows after it. */
export async function insertRevision(
  db: Kysely<Database>,
  importId: string,
  table: string,
  revision: Revision,
  committedAt: number,
): Promise<void> {
  await db
    .insertInto('import_revisions')
    .values({
      import_id: importId,
      table_name: table,
      scopes: JSON.stringify(revision.scopes),
      before_rows: JSON.stringify(revision.before),
      after_hash: revision.afterHash,
      committed_at: committedAt,
      reverted_at: null,
    })
    .execute();
}

export async function findRevision(db: Kysely<Database>, importId: string): Promise<ImportRevisionRow | undefined> {
  return db.selectFrom('import_revisions').selectAll().where('import_id', '=', importId).executeTakeFirst();
}

/** Commits of a table after the given one that are still in place, oldest first. */
export async function laterRevisions(
  db: Kysely<Database>,
  table: string,
  importId: string,
  committedAt: number,
): Promise<{ import_id: string; scopes: string; file_name: string }[]> {
  return db
    .selectFrom('import_revisions as v')
    .innerJoin('import_jobs as j', 'j.id', 'v.import_id')
    .select(['v.import_id', 'v.scopes', 'j.file_name'])
    .where('v.table_name', '=', table)
    .where('v.import_id', '!=', importId)
    .where('v.committed_at', '>=', committedAt)
    .where('v.reverted_at', 'is', null)
    .orderBy('v.committed_at')
    .execute();
}

/** committed → reverted for exactly one caller. */
export async function markReverted(db: Kysely<Database>, importId: string, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('import_revisions')
    .set({ reverted_at: now })
    .where('import_id', '=', importId)
    .where('reverted_at', 'is', null)
    .executeTakeFirst();
  await db.updateTable('import_jobs').set({ status: 'reverted' }).where('id', '=', importId).execute();
  return Number(updated.numUpdatedRows) === 1;
}

/** Stores what a commit did on its job. */
export async function setImportResult(trx: Kysely<Database>, importId: string, result: object): Promise<void> {
  await trx
    .updateTable('import_jobs')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', importId)
    .execute();
}

/** The reference data an import matches rows against (lookups.ts), read once per dry run or commit. */
export async function loadLookupRows(db: Kysely<Database>) {
  const [provinces, categories, schools, majors, batches, formulas, codes] = await Promise.all([
    db.selectFrom('provinces').select(['id', 'name', 'culture_full_score']).execute(),
    db.selectFrom('exam_categories').select(['id', 'province_id', 'name']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('schools').select(['id', 'name', 'moe_code']).execute(),
    db.selectFrom('majors').select(['id', 'code']).execute(),
    db.selectFrom('batches').selectAll().orderBy('year', 'desc').execute(),
    db.selectFrom('exam_category_scores').select(['exam_category_id', 'year', 'output_scale']).execute(),
    db
      .selectFrom('admission_records')
      .select(['province_id', 'year', 'school_code', 'school_id'])
      .where('school_code', 'is not', null)
      .distinct()
      .union(
        db
          .selectFrom('enrollment_plans')
          .select(['province_id', 'year', 'school_code', 'school_id'])
          .where('school_code', 'is not', null)
          .distinct(),
      )
      .execute(),
  ]);
  return { provinces, categories, schools, majors, batches, formulas, codes };
}

/** The full scores of the categories' formulas, every year (plausibility.ts). */
export async function listCategoryFullScores(db: Kysely<Database>, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('exam_category_scores')
    .select(['exam_category_id', 'year', 'culture_full_score', 'tests_full_score', 'output_scale'])
    .where('exam_category_id', 'in', categoryIds)
    .execute();
}

/** The rows of a scope's stored 综合分 一分一段 tables with their subject group, from the highest score down. */
export function listCompositeRankRows(db: Kysely<Database>, scope: { year: number; provinceId: number; examCategoryId: number }) {
  return db
    .selectFrom('score_rank_tables as t')
    .innerJoin('score_rank_rows as r', 'r.table_id', 't.id')
    .select(['t.subject_group', 'r.score', 'r.cumulative'])
    .where('t.year', '=', scope.year)
    .where('t.province_id', '=', scope.provinceId)
    .where('t.exam_category_id', '=', scope.examCategoryId)
    .where('t.kind', '=', '综合分')
    .orderBy('r.score', 'desc')
    .execute();
}

/** A scope's published plans (not reference rows, which have no plan count) with their batch's name. */
export function listPublishedPlanCounts(db: Kysely<Database>, scope: { year: number; provinceId: number; examCategoryId: number }) {
  return db
    .selectFrom('enrollment_plans as e')
    .innerJoin('batches as b', 'b.id', 'e.batch_id')
    .select(['e.school_id', 'b.name as batch', 'e.major_name', 'e.plan_count'])
    .where('e.year', '=', scope.year)
    .where('e.province_id', '=', scope.provinceId)
    .where('e.exam_category_id', '=', scope.examCategoryId)
    .where('e.is_reference', '=', 0)
    .execute();
}
