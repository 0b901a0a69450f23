import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
