import type { Kysely } from 'kysely';
import { Codes } from '@yzy/shared/contracts';
import { parseSelectSubject } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { cachedRead } from '../../db/read-cache';
import { AppError } from '../../lib/app-error';
import { findTimeConfig } from './reference.repository';
import { findScoreProfileForPlanning } from './score-profile.repository';

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
  subjects: readonly string[];
  /**
   * The 位次 the member entered, only where their province asks for it for their gkyear and the
   * year's scores are out (asksForRanking); null otherwise, and the engine then estimates the rank
   * from 一分一段 tables.
   */
  enteredRank: number | null;
}

/**
 * The member's score profile; refuses with 10006 (the client opens the score dialog) when there is none.
 * Every planning request asks it, so it is read through the read cache (db/read-cache.ts) and frozen.
 */
export async function requireScoreProfile(db: Kysely<Database>, memberId: number): Promise<MemberProfile> {
  const profile = await cachedRead(db, PROFILE_TABLES, `planning-profile:${memberId}`, () => readScoreProfile(db, memberId));
  if (!profile) {
    throw new AppError(Codes.scoreInfoRequired, '请先完善高考成绩');
  }
  return profile;
}

/** What readScoreProfile reads: the profile with its names, and the time config that decides enteredRank. */
const PROFILE_TABLES = ['member_nemt_infos', 'provinces', 'exam_categories', 'province_data_time_configs'] as const;

async function readScoreProfile(db: Kysely<Database>, memberId: number): Promise<MemberProfile | undefined> {
  const row = await findScoreProfileForPlanning(db, memberId);
  if (!row) {
    return undefined;
  }
  return Object.freeze({
    provinceId: row.province_id,
    provinceName: row.province_name,
    examCategoryId: row.exam_category_id,
    examCategoryName: row.exam_category_name,
    gkyear: row.gkyear,
    culture: Number(row.culture_score),
    tests: Number(row.tests_score),
    english: row.english_score == null ? null : Number(row.english_score),
    chinese: row.chinese_score == null ? null : Number(row.chinese_score),
    subjects: Object.freeze(parseSelectSubject(row.select_subject)?.subject ?? []),
    enteredRank:
      row.nemt_ranking == null ? null : await askedRank(db, row.province_id, row.exam_category_id, row.gkyear, Number(row.nemt_ranking)),
  });
}

/** The entered rank when the province asks for 位次 (the score form's own rule); one lookup, only for members who entered one. */
async function askedRank(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number,
  gkyear: number,
  rank: number,
): Promise<number | null> {
  const config = await findTimeConfig(db, provinceId, examCategoryId, gkyear);
  return config?.isInputRanking === 1 && rank > 0 ? rank : null;
}
