import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VolunteerTablesTable } from '../../db/tables/volunteer';

/** Volunteer tables, their entries (志愿) and entry majors: plain functions, db first. */

export type TableRow = Selectable<VolunteerTablesTable>;

export interface TableListRow {
  id: number;
  name: string;
  batchId: number;
  batchName: string;
  maxSlots: number;
  year: number;
  isCurrent: boolean;
  entryCount: number;
  createdAt: number;
  updatedAt: number;
}

export interface StoredEntry {
  id: number;
  position: number;
  schoolId: number;
  adjust: boolean;
  /** Plan ids of the majors, in order. */
  planIds: number[];
}

/** An entry to write: `id` keeps an existing entry. */
export interface EntryWrite {
  id?: number;
  schoolId: number;
  adjust: boolean;
  planIds: number[];
}

const TABLE_COLUMNS = [
  'id',
  'member_id',
  'name',
  'batch_id',
  'year',
  'province_id',
  'exam_category_id',
  'is_current',
  'score_snapshot',
  'created_at',
  'updated_at',
] as const;

/** The member's tables, current first, then most recently changed. */
export async function listTables(db: Kysely<Database>, memberId: number): Promise<TableListRow[]> {
  const rows = await db
    .selectFrom('volunteer_tables as t')
    .innerJoin('batches as b', 'b.id', 't.batch_id')
    .select([
      't.id',
      't.name',
      't.batch_id',
      'b.name as batch_name',
      'b.max_slots',
      't.year',
      't.is_current',
      't.created_at',
      't.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('volunteer_entries as e')
        .whereRef('e.table_id', '=', 't.id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('entry_count'),
    )
    .where('t.member_id', '=', memberId)
    .orderBy('t.is_current', 'desc')
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    batchId: r.batch_id,
    batchName: r.batch_name,
    maxSlots: r.max_slots,
    year: r.year,
    isCurrent: r.is_current === 1,
    entryCount: Number(r.entry_count ?? 0),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  }));
}

export async function findTable(db: Kysely<Database>, id: number): Promise<TableRow | undefined> {
  return db
    .selectFrom('volunteer_tables')
    .select([...TABLE_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCurrentTable(db: Kysely<Database>, memberId: number): Promise<TableRow | undefined> {
  return db
    .selectFrom('volunteer_tables')
    .select([...TABLE_COLUMNS])
    .where('member_id', '=', memberId)
    .where('is_current', '=', 1)
    .executeTakeFirst();
}

export async function countTables(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('volunteer_tables')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertTable(db: Kysely<Database>, values: Omit<TableRow, 'id'>): Promise<number> {
  const row = await db.insertInto('volunteer_tables').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a table and/or marks it changed; inside a transaction it also locks the row until commit (PostgreSQL). */
export async function touchTable(db: Kysely<Database>, id: number, now: number, name?: string): Promise<void> {
  await db
    .updateTable('volunteer_tables')
    .set({ updated_at: now, ...(name !== undefined ? { name } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function deleteTable(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('volunteer_tables').where('id', '=', id).execute();
}

/** Makes one table the member's current one (and no other). */
export async function setCurrentTable(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  await db.updateTable('volunteer_tables').set({ is_current: 0 }).where('member_id', '=', memberId).where('id', '!=', id).execute();
  await db.updateTable('volunteer_tables').set({ is_current: 1 }).where('id', '=', id).execute();
}

/** The most recently changed table of a member, if any. */
export async function findNewestTableId(db: Kysely<Database>, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('volunteer_tables')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** The member's most recently changed table of one batch, if any. */
export async function findNewestTableOfBatch(db: Kysely<Database>, memberId: number, batchId: number): Promise<TableRow | undefined> {
  return db
    .selectFrom('volunteer_tables')
    .select([...TABLE_COLUMNS])
    .where('member_id', '=', memberId)
    .where('batch_id', '=', batchId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A table's entries in slot order with their majors. */
export async function loadEntries(db: Kysely<Database>, tableId: number): Promise<StoredEntry[]> {
  const [entries, majors] = await Promise.all([
    db
      .selectFrom('volunteer_entries')
      .select(['id', 'position', 'school_id', 'adjust'])
      .where('table_id', '=', tableId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('volunteer_entry_majors as m')
      .innerJoin('volunteer_entries as e', 'e.id', 'm.entry_id')
      .select(['m.entry_id', 'm.plan_id'])
      .where('e.table_id', '=', tableId)
      .orderBy('m.entry_id')
      .orderBy('m.position')
      .execute(),
  ]);
  return entries.map((e) => ({
    id: e.id,
    position: e.position,
    schoolId: e.school_id,
    adjust: e.adjust === 1,
    planIds: majors.filter((m) => m.entry_id === e.id).map((m) => m.plan_id),
  }));
}

/**
 * Writes a table's whole ordered entry list: listed ids are kept (position, 服从调剂 and majors
 * rewritten), new ones inserted, unlisted ones deleted. Run it inside a transaction.
 */
export async function replaceEntries(db: Kysely<Database>, tableId: number, entries: readonly EntryWrite[], now: number): Promise<void> {
  const kept = entries.map((e) => e.id).filter((id): id is number => id !== undefined);
  let removal = db.deleteFrom('volunteer_entries').where('table_id', '=', tableId);
  if (kept.length > 0) {
    removal = removal.where('id', 'not in', kept);
  }
  await removal.execute();
  const ids: number[] = [];
  for (const [index, entry] of entries.entries()) {
    const values = { position: index + 1, school_id: entry.schoolId, adjust: entry.adjust ? 1 : 0 };
    if (entry.id !== undefined) {
      await db.updateTable('volunteer_entries').set(values).where('id', '=', entry.id).execute();
      ids.push(entry.id);
    } else {
      ids.push(
        (
          await db
            .insertInto('volunteer_entries')
            .values({ ...values, table_id: tableId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
  }
  if (ids.length > 0) {
    await db.deleteFrom('volunteer_entry_majors').where('entry_id', 'in', ids).execute();
  }
  const majors = entries.flatMap((entry, i) => entry.planIds.map((planId, j) => ({ entry_id: ids[i], position: j + 1, plan_id: planId })));
  if (majors.length > 0) {
    await db.insertInto('volunteer_entry_majors').values(majors).execute();
  }
}

/** The names of a table's province and exam category ('' for one that no longer exists). */
export async function findScopeNames(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number,
): Promise<{ provinceName: string; examCategoryName: string }> {
  const [province, category] = await Promise.all([
    db.selectFrom('provinces').select('name').where('id', '=', provinceId).executeTakeFirst(),
    db.selectFrom('exam_categories').select('name').where('id', '=', examCategoryId).executeTakeFirst(),
  ]);
  return { provinceName: province?.name ?? '', examCategoryName: category?.name ?? '' };
}
