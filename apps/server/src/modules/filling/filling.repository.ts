import type { Kysely, Updateable } from 'kysely';
import { ORDINARY_CATEGORY } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { EnrollmentPlansTable } from '../../db/tables/catalogue';
import { prepared } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import type { TablePositions } from './recommend';

export type { MemberProfile } from '../score-profile';

// Built once (db/prepared.ts): every planning request asks it.
const newestBatchYear = prepared((db, provinceId: number, gkyear: number) =>
  db
    .selectFrom('batches')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('province_id', '=', provinceId)
    .where('year', '<=', gkyear),
);

/**
 * The plan year for a gkyear: gkyear itself when its batches exist, else the newest earlier year that has batches.
 * Every planning request asks it: read through the read cache (db/read-cache.ts).
 */
export function planYearOf(db: Kysely<Database>, provinceId: number, gkyear: number): Promise<number> {
  return cachedRead(db, ['batches'], `plan-year:${provinceId}:${gkyear}`, async () => {
    const row = await newestBatchYear.first(db, provinceId, gkyear);
    return row?.year == null ? gkyear : Number(row.year);
  });
}

// Built once (db/prepared.ts): it runs on every request of its routes.
const currentTableRows = prepared((db, memberId: number) =>
  db
    .selectFrom('volunteer_tables as t')
    .innerJoin('volunteer_entries as e', 'e.table_id', 't.id')
    .innerJoin('volunteer_entry_majors as m', 'm.entry_id', 'e.id')
    .select(['t.id as table_id', 'e.id as entry_id', 'e.position', 'm.position as major_position', 'm.plan_id'])
    .where('t.member_id', '=', memberId)
    .where('t.is_current', '=', 1)
    .orderBy('e.position')
    .orderBy('m.position'),
);

/**
 * Where each plan sits in the member's current volunteer table (for the 已加入 state of recommendation rows).
 * Every recommend request asks it: read through the read cache (db/read-cache.ts), so the map is only read.
 */
export function currentTablePositions(db: Kysely<Database>, memberId: number): Promise<TablePositions> {
  return cachedRead(db, TABLE_POSITION_TABLES, `table-positions:${memberId}`, () => readTablePositions(db, memberId));
}

const TABLE_POSITION_TABLES = ['volunteer_tables', 'volunteer_entries', 'volunteer_entry_majors'] as const;

async function readTablePositions(db: Kysely<Database>, memberId: number): Promise<TablePositions> {
  const rows = await currentTableRows.all(db, memberId);
  const slots = [...new Set(rows.map((r) => r.entry_id))];
  const majorIndex = new Map<number, number>();
  const out = new Map<number, { tableId: number; slot: number; majorIndex: number }>();
  for (const r of rows) {
    const index = (majorIndex.get(r.entry_id) ?? 0) + 1;
    majorIndex.set(r.entry_id, index);
    out.set(r.plan_id, Object.freeze({ tableId: r.table_id, slot: slots.indexOf(r.entry_id) + 1, majorIndex: index }));
  }
  return out;
}

/** The newest official culture 一分一段 (普通类) of a province in one of the subject groups, not after `gkyear`. */
export function findNewestCultureRankTable(db: Kysely<Database>, provinceId: number, groups: readonly string[], gkyear: number) {
  return db
    .selectFrom('score_rank_tables')
    .select(['id', 'year', 'subject_group', 'total_count', 'source', 'source_url'])
    .where('province_id', '=', provinceId)
    .where('exam_category_id', '=', ORDINARY_CATEGORY.id)
    .where('kind', '=', '文化')
    .where('subject_group', 'in', groups)
    .where('year', '<=', gkyear)
    .orderBy('year', 'desc')
    .executeTakeFirst();
}

/** The rows of one 一分一段 table, unordered. */
export function listRankRows(db: Kysely<Database>, tableId: number) {
  return db.selectFrom('score_rank_rows').select(['score', 'count', 'cumulative']).where('table_id', '=', tableId).execute();
}

/** How much admission history a province and category have: distinct schools, rows and the latest year. */
export function countAdmissionHistory(db: Kysely<Database>, provinceId: number, examCategoryId: number) {
  return db
    .selectFrom('admission_records')
    .select((eb) => [
      eb.fn.count<number>('school_id').distinct().as('schools'),
      eb.fn.countAll<number>().as('rows'),
      eb.fn.max('year').as('latest'),
    ])
    .where('province_id', '=', provinceId)
    .where('exam_category_id', '=', examCategoryId)
    .executeTakeFirstOrThrow();
}

/** A stored demo_meta value's key, when it exists (first-start and year-turn markers). */
export function findMetaKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('demo_meta').select('key').where('key', '=', key).executeTakeFirst();
}

export async function insertMeta(db: Kysely<Database>, key: string, value: string, createdAt: number): Promise<void> {
  await db.insertInto('demo_meta').values({ key, value, created_at: createdAt }).execute();
}

/** Admission lines before `targetYear` with their batch, in id order: what reference plans are built from. */
export function listReferenceLines(db: Kysely<Database>, targetYear: number, provinceIds: readonly number[] | null) {
  const query = db
    .selectFrom('admission_records as r')
    .innerJoin('batches as b', 'b.id', 'r.batch_id')
    .select([
      'r.province_id',
      'r.exam_category_id',
      'r.school_id',
      'r.major_id',
      'r.major_name',
      'r.year',
      'r.record_kind',
      'r.school_code',
      'r.group_code',
      'r.subject_group',
      'r.source',
      'r.source_url',
      'r.formula_override',
      'b.id as batch_id',
      'b.name as batch_name',
    ])
    .where('r.year', '<', targetYear)
    .orderBy('r.id');
  return (provinceIds ? query.where('r.province_id', 'in', provinceIds) : query).execute();
}

/** The province × exam category scopes with published (not reference) plans of a year. */
export function listPublishedPlanScopes(db: Kysely<Database>, year: number, provinceIds: readonly number[] | null) {
  const query = db
    .selectFrom('enrollment_plans')
    .select(['province_id', 'exam_category_id'])
    .where('year', '=', year)
    .where('is_reference', '=', 0)
    .distinct();
  return (provinceIds ? query.where('province_id', 'in', provinceIds) : query).execute();
}

/** A year's stored reference plans, with what identifies each. */
export function listStoredReferencePlans(db: Kysely<Database>, year: number, provinceIds: readonly number[] | null) {
  const query = db
    .selectFrom('enrollment_plans')
    .select(['id', 'province_id', 'exam_category_id', 'school_id', 'batch_id', 'subject_group', 'group_code', 'major_name'])
    .where('year', '=', year)
    .where('is_reference', '=', 1);
  return (provinceIds ? query.where('province_id', 'in', provinceIds) : query).execute();
}

export function listProvinceSubjectModes(db: Kysely<Database>) {
  return db.selectFrom('provinces').select(['id', 'subject_mode']).execute();
}

export function listProvinceNames(db: Kysely<Database>) {
  return db.selectFrom('provinces').select(['id', 'name']).execute();
}

export async function updatePlan(db: Kysely<Database>, id: number, row: Updateable<EnrollmentPlansTable>): Promise<void> {
  await db.updateTable('enrollment_plans').set(row).where('id', '=', id).execute();
}

/** Deletes plans by id, 500 ids a statement. */
export async function deletePlans(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .deleteFrom('enrollment_plans')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/** Batch names by id, read in chunks of 500 ids. */
export async function batchNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, string>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('batches')
      .select(['id', 'name'])
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    rows.forEach((r) => out.set(r.id, r.name));
  }
  return out;
}

/** A year's batches of the given provinces (ids, province and name), 500 provinces a statement. */
export async function listBatchesOfYear(db: Kysely<Database>, year: number, provinceIds: readonly number[]) {
  const out = [];
  for (let i = 0; i < provinceIds.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('batches')
        .select(['id', 'province_id', 'name'])
        .where('year', '=', year)
        .where('province_id', 'in', provinceIds.slice(i, i + 500))
        .execute()),
    );
  }
  return out;
}

export function listBatchesById(db: Kysely<Database>, ids: readonly number[]) {
  return db.selectFrom('batches').selectAll().where('id', 'in', ids).execute();
}
