import type { Kysely } from 'kysely';
import { Codes } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The member's score profile as the planning engine reads it. */
export interface MemberProfile {
  provinceId: number;
  provinceName: string;
  examCategoryId: number;
  examCategoryName: string;
  gkyear: number;
  culture: number;
  tests: number;
  english: number | null;
  chinese: number | null;
  /** Chosen subjects from select_subject (e.g. 历史、政治、地理). */
  subjects: string[];
}

/** The member's profile; refuses with 10006 (the client opens the score dialog) when there is none. */
export async function requireMemberProfile(db: Kysely<Database>, memberId: number): Promise<MemberProfile> {
  const row = await db
    .selectFrom('member_nemt_infos as n')
    .innerJoin('provinces as p', 'p.id', 'n.province_id')
    .innerJoin('exam_categories as c', 'c.id', 'n.exam_category_id')
    .select(['n.province_id', 'p.name as province_name', 'n.exam_category_id', 'c.name as exam_category_name', 'n.gkyear', 'n.culture_score', 'n.tests_score', 'n.english_score', 'n.chinese_score', 'n.select_subject'])
    .where('n.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) {
    throw new AppError(Codes.scoreInfoRequired, '请先完善高考成绩');
  }
  return {
    provinceId: row.province_id,
    provinceName: row.province_name,
    examCategoryId: row.exam_category_id,
    examCategoryName: row.exam_category_name,
    gkyear: row.gkyear,
    culture: Number(row.culture_score),
    tests: Number(row.tests_score),
    english: row.english_score == null ? null : Number(row.english_score),
    chinese: row.chinese_score == null ? null : Number(row.chinese_score),
    subjects: subjectsOf(row.select_subject),
  };
}

/** The plan year for a gkyear: gkyear itself when its batches exist, else the newest earlier year that has batches. */
export async function planYearOf(db: Kysely<Database>, provinceId: number, gkyear: number): Promise<number> {
  const row = await db
    .selectFrom('batches')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('province_id', '=', provinceId)
    .where('year', '<=', gkyear)
    .executeTakeFirst();
  return row?.year == null ? gkyear : Number(row.year);
}

/** Subjects from the select_subject JSON text; [] when it cannot be read. */
export function subjectsOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'subject' in parsed && Array.isArray(parsed.subject)) {
      return parsed.subject.filter((s): s is string => typeof s === 'string');
    }
  } catch {
    // An unreadable selection simply satisfies no subject requirement.
  }
  return [];
}

/** Where each plan sits in the member's current volunteer table (for the 已加入 state of recommendation rows). */
export async function currentTablePositions(db: Kysely<Database>, memberId: number): Promise<Map<number, { tableId: number; slot: number; majorIndex: number }>> {
  const rows = await db
    .selectFrom('volunteer_tables as t')
    .innerJoin('volunteer_entries as e', 'e.table_id', 't.id')
    .innerJoin('volunteer_entry_majors as m', 'm.entry_id', 'e.id')
    .select(['t.id as table_id', 'e.id as entry_id', 'e.position', 'm.position as major_position', 'm.plan_id'])
    .where('t.member_id', '=', memberId)
    .where('t.is_current', '=', 1)
    .orderBy('e.position')
    .orderBy('m.position')
    .execute();
  const slots = [...new Set(rows.map((r) => r.entry_id))];
  const majorIndex = new Map<number, number>();
  const out = new Map<number, { tableId: number; slot: number; majorIndex: number }>();
  for (const r of rows) {
    const index = (majorIndex.get(r.entry_id) ?? 0) + 1;
    majorIndex.set(r.entry_id, index);
    out.set(r.plan_id, { tableId: r.table_id, slot: slots.indexOf(r.entry_id) + 1, majorIndex: index });
  }
  return out;
}
