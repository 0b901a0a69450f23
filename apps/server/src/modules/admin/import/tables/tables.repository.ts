import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { BatchesTable, EnrollmentPlansTable, MajorsTable, SchoolsTable, ScoreRankTablesTable } from '../../../../db/tables/catalogue';
import type { ExamCategoryScoresTable } from '../../../../db/tables/score-profile';

/** The reads and writes of the spreadsheet importers (tables/*.ts), each inside the upload's transaction. */

/** The tables whose rows belong to one (year, province, exam category). */
export type ScopedTable = 'enrollment_plans' | 'admission_records' | 'control_lines';

export interface ImportScopeKey {
  year: number;
  provinceId: number;
  examCategoryId: number;
}

/** How many rows a table holds for one scope. */
export async function countScopeRows(db: Kysely<Database>, table: ScopedTable, scope: ImportScopeKey): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('year', '=', scope.year)
    .where('province_id', '=', scope.provinceId)
    .where('exam_category_id', '=', scope.examCategoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes a table's rows of one scope; returns how many went. */
export async function deleteScopeRows(trx: Kysely<Database>, table: ScopedTable, scope: ImportScopeKey): Promise<number> {
  const result = await trx
    .deleteFrom(table)
    .where('year', '=', scope.year)
    .where('province_id', '=', scope.provinceId)
    .where('exam_category_id', '=', scope.examCategoryId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertBatch(trx: Kysely<Database>, values: Insertable<BatchesTable>): Promise<number> {
  const created = await trx.insertInto('batches').values(values).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/** A stored batch, every column; throws when there is none. */
export function findBatchById(trx: Kysely<Database>, id: number) {
  return trx.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Schools by name, of the names given. */
export function findSchoolsByName(db: Kysely<Database>, names: readonly string[]) {
  return db
    .selectFrom('schools')
    .select(['id', 'name'])
    .where('name', 'in', names.length > 0 ? names : [''])
    .execute();
}

export async function insertSchool(trx: Kysely<Database>, values: Insertable<SchoolsTable>): Promise<number> {
  return (await trx.insertInto('schools').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSchool(trx: Kysely<Database>, id: number, values: Updateable<SchoolsTable>): Promise<void> {
  await trx.updateTable('schools').set(values).where('id', '=', id).execute();
}

/** Replaces a school's tags (school_tags) with the ones given. */
export async function replaceSchoolTags(trx: Kysely<Database>, schoolId: number, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('school_tags').where('school_id', '=', schoolId).execute();
  if (tags.length > 0) {
    await trx
      .insertInto('school_tags')
      .values(tags.map((tag) => ({ school_id: schoolId, tag })))
      .execute();
  }
}

/** Replaces the majors a school offers (school_majors) with the ones given. */
export async function replaceSchoolMajors(trx: Kysely<Database>, schoolId: number, majorIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('school_majors').where('school_id', '=', schoolId).execute();
  await trx
    .insertInto('school_majors')
    .values(majorIds.map((major_id) => ({ school_id: schoolId, major_id })))
    .execute();
}

/** Records that a school offers a major, unless it is recorded already. */
export async function linkSchoolMajor(trx: Kysely<Database>, link: { school_id: number; major_id: number }): Promise<void> {
  await trx
    .insertInto('school_majors')
    .values(link)
    .onConflict((oc) => oc.columns(['school_id', 'major_id']).doNothing())
    .execute();
}

/** Majors by catalogue code, of the codes given. */
export function findMajorsByCode(db: Kysely<Database>, codes: readonly string[]) {
  return db
    .selectFrom('majors')
    .select(['id', 'code'])
    .where('code', 'in', codes.length > 0 ? codes : [''])
    .execute();
}

export async function insertMajor(trx: Kysely<Database>, values: Insertable<MajorsTable>): Promise<void> {
  await trx.insertInto('majors').values(values).execute();
}

export async function updateMajor(trx: Kysely<Database>, id: number, values: Updateable<MajorsTable>): Promise<void> {
  await trx.updateTable('majors').set(values).where('id', '=', id).execute();
}

/** What names one 一分一段 table: its scope, subject group and kind. */
export interface RankTableKey extends ImportScopeKey {
  subjectGroup: string;
  kind: string;
}

function rankTablesOf(db: Kysely<Database>, key: RankTableKey) {
  return db
    .selectFrom('score_rank_tables')
    .select('id')
    .where('province_id', '=', key.provinceId)
    .where('exam_category_id', '=', key.examCategoryId)
    .where('year', '=', key.year)
    .where('subject_group', '=', key.subjectGroup)
    .where('kind', '=', key.kind);
}

/** How many rows the stored 一分一段 table(s) of a key hold. */
export async function countRankRows(db: Kysely<Database>, key: RankTableKey): Promise<number> {
  const counted = await db
    .selectFrom('score_rank_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('table_id', 'in', rankTablesOf(db, key))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Ids of the stored 一分一段 table(s) of a key. */
export async function listRankTableIds(trx: Kysely<Database>, key: RankTableKey): Promise<number[]> {
  return (await rankTablesOf(trx, key).execute()).map((t) => t.id);
}

/** Deletes a 一分一段 table and its rows; returns how many rows went. */
export async function deleteRankTable(trx: Kysely<Database>, tableId: number): Promise<number> {
  const rows = await trx.deleteFrom('score_rank_rows').where('table_id', '=', tableId).executeTakeFirst();
  await trx.deleteFrom('score_rank_tables').where('id', '=', tableId).execute();
  return Number(rows.numDeletedRows);
}

export async function insertRankTable(trx: Kysely<Database>, values: Insertable<ScoreRankTablesTable>): Promise<number> {
  return (await trx.insertInto('score_rank_tables').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The stored plans of one scope, with what identifies each within it. */
export function listScopePlans(trx: Kysely<Database>, scope: ImportScopeKey) {
  return trx
    .selectFrom('enrollment_plans')
    .select(['id', 'school_id', 'batch_id', 'major_name', 'subject_group', 'group_code'])
    .where('year', '=', scope.year)
    .where('province_id', '=', scope.provinceId)
    .where('exam_category_id', '=', scope.examCategoryId)
    .execute();
}

export async function updatePlan(trx: Kysely<Database>, id: number, row: Updateable<EnrollmentPlansTable>): Promise<void> {
  await trx.updateTable('enrollment_plans').set(row).where('id', '=', id).execute();
}

/** Deletes plans by id, 500 ids a statement. */
export async function deletePlans(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .deleteFrom('enrollment_plans')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/** The stored formula (exam_category_scores row) of a category and year. */
export function findCategoryScore(db: Kysely<Database>, examCategoryId: number, year: number) {
  return db
    .selectFrom('exam_category_scores')
    .select('id')
    .where('exam_category_id', '=', examCategoryId)
    .where('year', '=', year)
    .executeTakeFirst();
}

export async function updateCategoryScore(trx: Kysely<Database>, id: number, values: Updateable<ExamCategoryScoresTable>): Promise<void> {
  await trx.updateTable('exam_category_scores').set(values).where('id', '=', id).execute();
}

export async function insertCategoryScore(trx: Kysely<Database>, values: Insertable<ExamCategoryScoresTable>): Promise<void> {
  await trx.insertInto('exam_category_scores').values(values).execute();
}
