import type { Kysely } from 'kysely';
import { Codes } from '@yzy/shared/contracts';
import { parseSelectSubject } from '@yzy/shared/rules';
import type { Database } from '../db/schema';
import { prepared } from '../db/prepared';
import { AppError } from '../lib/app-error';

/** Where a member's numbers are looked up: the province and exam category of their score profile. */
export interface MemberScoreScope {
  provinceId: number;
  provinceName: string;
  examCategoryId: number;
  examCategoryName: string;
  gkyear: number;
}

/** The member's score profile as the planning engine reads it. */
export interface MemberProfile extends MemberScoreScope {
  culture: number;
  tests: number;
  english: number | null;
  chinese: number | null;
  /** Chosen subjects (e.g. 历史、政治、地理); [] when the selection cannot be read, which satisfies no requirement. */
  subjects: string[];
}

// Built once (db/prepared.ts): it runs on every request of its routes.
const scoreProfileByMember = prepared((db, memberId: number) =>
  db
    .selectFrom('member_nemt_infos as n')
    .innerJoin('provinces as p', 'p.id', 'n.province_id')
    .innerJoin('exam_categories as c', 'c.id', 'n.exam_category_id')
    .select(['n.province_id', 'p.name as province_name', 'n.exam_category_id', 'c.name as exam_category_name', 'n.gkyear', 'n.culture_score', 'n.tests_score', 'n.english_score', 'n.chinese_score', 'n.select_subject'])
    .where('n.member_id', '=', memberId),
);

/** The member's score profile; refuses with 10006 (the client opens the score dialog) when there is none. */
export async function requireScoreProfile(db: Kysely<Database>, memberId: number): Promise<MemberProfile> {
  const row = await scoreProfileByMember.first(db, memberId);
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
    subjects: parseSelectSubject(row.select_subject)?.subject ?? [],
  };
}
