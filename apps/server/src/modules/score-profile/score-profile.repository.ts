import type { Insertable, Kysely } from 'kysely';
import type { MemberNemtInfo } from '@yzy/shared/contracts';
import { mySubjectText, parseSelectSubject, type ModifyCountKey, type ModifyCounts } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import type { MemberNemtInfosTable } from '../../db/tables/score-profile';
import { nowSeconds } from '../../lib/time';

/** A member's score profile (member_nemt_infos) and its remaining change counts (member_nemt_modify_nums). */

/** The fields a save writes. */
export type ProfileValues = Omit<Insertable<MemberNemtInfosTable>, 'id' | 'member_id' | 'created_at' | 'updated_at'>;

/** The saved fields the change rules compare, plus where to look up the release times. */
export interface SavedProfile {
  provinceId: number;
  examCategoryId: number;
  cultureScore: number;
  testsScore: number;
  nemtRanking: number | null;
  gkyear: number;
}

const COUNT_COLUMNS = {
  provinceModifyNumSurplus: 'province_num',
  examModifyNumSurplus: 'exam_num',
  cultureScoreModifyNumSurplus: 'culture_score_num',
  testsScoreModifyNumSurplus: 'tests_score_num',
  nemtRankingModifyNumSurplus: 'nemt_ranking_num',
} as const satisfies Record<ModifyCountKey, string>;

// Built once (db/prepared.ts): it runs on every request of its routes.
const nemtInfoByMember = prepared((db, memberId: number) =>
  db
    .selectFrom('member_nemt_infos as n')
    .innerJoin('provinces as p', 'p.id', 'n.province_id')
    .innerJoin('exam_categories as c', 'c.id', 'n.exam_category_id')
    .innerJoin('exam_category_scores as s', 's.id', 'n.exam_category_score_id')
    .select([
      'n.province_id',
      'p.name as province_name',
      'n.exam_category_id',
      'c.name as exam_category_name',
      'c.category_id',
      'c.direction',
      'n.exam_category_score_id',
      'n.culture_score',
      'n.tests_score',
      'n.english_score',
      'n.chinese_score',
      'n.nemt_ranking',
      'n.language',
      'n.identity',
      'n.select_subject',
      'n.year',
      'n.gkyear',
      's.culture_full_score',
      's.tests_full_score',
    ])
    .where('n.member_id', '=', memberId),
);

/** The memberNemtInfo entity of memberInfo, or null before the first save. */
export function findMemberNemtInfo(db: Kysely<Database>, memberId: number): Promise<MemberNemtInfo | null> {
  return cachedRead(db, NEMT_INFO_TABLES, `nemt:${memberId}`, async () => {
    const row = await nemtInfoByMember.first(db, memberId);
    return row ? Object.freeze(toMemberNemtInfo(row)) : null;
  });
}

/** What nemtInfoByMember reads: a write to any makes its cached answers stale (db/read-cache.ts). */
const NEMT_INFO_TABLES = ['member_nemt_infos', 'provinces', 'exam_categories', 'exam_category_scores'] as const;

function toMemberNemtInfo(row: NonNullable<Awaited<ReturnType<typeof nemtInfoByMember.first>>>): MemberNemtInfo {
  const num = (v: number | null) => (v == null ? null : Number(v));
  return {
    provinceId: row.province_id,
    provinceName: row.province_name,
    examCategoryId: row.exam_category_id,
    examCategoryName: row.exam_category_name,
    categoryId: row.category_id,
    examCategoryScoreId: row.exam_category_score_id,
    examCategorySubName: row.direction,
    cultureScore: Number(row.culture_score),
    testsScore: Number(row.tests_score),
    englishScore: num(row.english_score),
    chineseScore: num(row.chinese_score),
    nemtRanking: num(row.nemt_ranking),
    language: row.language,
    identity: row.identity,
    selectSubject: row.select_subject,
    year: row.year,
    gkyear: row.gkyear,
    mySubjectText: mySubjectText(parseSelectSubject(row.select_subject)?.subject),
    cultureFullScore: Number(row.culture_full_score),
    testsFullScore: Number(row.tests_full_score),
  };
}

export async function findSavedProfile(db: Kysely<Database>, memberId: number): Promise<SavedProfile | null> {
  const row = await db
    .selectFrom('member_nemt_infos')
    .select(['province_id', 'exam_category_id', 'culture_score', 'tests_score', 'nemt_ranking', 'gkyear'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) {
    return null;
  }
  return {
    provinceId: row.province_id,
    examCategoryId: row.exam_category_id,
    cultureScore: Number(row.culture_score),
    testsScore: Number(row.tests_score),
    nemtRanking: row.nemt_ranking == null ? null : Number(row.nemt_ranking),
    gkyear: row.gkyear,
  };
}

export async function insertProfile(db: Kysely<Database>, memberId: number, values: ProfileValues): Promise<void> {
  const now = nowSeconds();
  await db
    .insertInto('member_nemt_infos')
    .values({ ...values, member_id: memberId, created_at: now, updated_at: now })
    .execute();
}

export async function updateProfile(db: Kysely<Database>, memberId: number, values: ProfileValues): Promise<void> {
  await db
    .updateTable('member_nemt_infos')
    .set({ ...values, updated_at: nowSeconds() })
    .where('member_id', '=', memberId)
    .execute();
}

export async function findModifyCounts(db: Kysely<Database>, memberId: number): Promise<ModifyCounts | null> {
  const row = await db
    .selectFrom('member_nemt_modify_nums')
    .select(['province_num', 'exam_num', 'culture_score_num', 'tests_score_num', 'nemt_ranking_num'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) {
    return null;
  }
  return {
    provinceModifyNumSurplus: row.province_num,
    examModifyNumSurplus: row.exam_num,
    cultureScoreModifyNumSurplus: row.culture_score_num,
    testsScoreModifyNumSurplus: row.tests_score_num,
    nemtRankingModifyNumSurplus: row.nemt_ranking_num,
  };
}

/** The member's counts, created with `initial` when the member has none yet. */
export async function ensureModifyCounts(db: Kysely<Database>, memberId: number, initial: ModifyCounts): Promise<ModifyCounts> {
  const existing = await findModifyCounts(db, memberId);
  if (existing) {
    return existing;
  }
  await db
    .insertInto('member_nemt_modify_nums')
    .values({
      member_id: memberId,
      province_num: initial.provinceModifyNumSurplus,
      exam_num: initial.examModifyNumSurplus,
      culture_score_num: initial.cultureScoreModifyNumSurplus,
      tests_score_num: initial.testsScoreModifyNumSurplus,
      nemt_ranking_num: initial.nemtRankingModifyNumSurplus,
      updated_at: nowSeconds(),
    })
    .execute();
  return initial;
}

/**
 * Spends one change: a single conditional decrement, so two concurrent saves can never both
 * spend the last one. False when nothing was left.
 */
export async function spendModifyCount(db: Kysely<Database>, memberId: number, key: ModifyCountKey): Promise<boolean> {
  const column = COUNT_COLUMNS[key];
  const result = await db
    .updateTable('member_nemt_modify_nums')
    .set(column, (eb) => eb(column, '-', 1))
    .set('updated_at', nowSeconds())
    .where('member_id', '=', memberId)
    .where(column, '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Built once (db/prepared.ts): it runs on every request of its routes.
const scoreProfileByMember = prepared((db, memberId: number) =>
  db
    .selectFrom('member_nemt_infos as n')
    .innerJoin('provinces as p', 'p.id', 'n.province_id')
    .innerJoin('exam_categories as c', 'c.id', 'n.exam_category_id')
    .select([
      'n.province_id',
      'p.name as province_name',
      'n.exam_category_id',
      'c.name as exam_category_name',
      'n.gkyear',
      'n.culture_score',
      'n.tests_score',
      'n.english_score',
      'n.chinese_score',
      'n.select_subject',
      'n.nemt_ranking',
    ])
    .where('n.member_id', '=', memberId),
);

/** The member's score profile joined with its province and category names (null when there is none). */
export function findScoreProfileForPlanning(db: Kysely<Database>, memberId: number) {
  return scoreProfileByMember.first(db, memberId);
}
