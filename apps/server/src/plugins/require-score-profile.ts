import type { Kysely } from 'kysely';
import { Codes } from '@yzy/shared/contracts';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';

/** Where a member's numbers are looked up: the province and exam category of their score profile. */
export interface MemberScoreScope {
  provinceId: number;
  provinceName: string;
  examCategoryId: number;
  examCategoryName: string;
  gkyear: number;
}

/** The member's score scope; refuses with 10006 (the client opens the score dialog) when there is no profile. */
export async function requireScoreProfile(db: Kysely<Database>, memberId: number): Promise<MemberScoreScope> {
  const row = await db
    .selectFrom('member_nemt_infos as n')
    .innerJoin('provinces as p', 'p.id', 'n.province_id')
    .innerJoin('exam_categories as c', 'c.id', 'n.exam_category_id')
    .select(['n.province_id', 'p.name as province_name', 'n.exam_category_id', 'c.name as exam_category_name', 'n.gkyear'])
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
  };
}
