import { Codes, type MemberNemtInfo, type MemberNemtInfoBody, type MemberNemtInfoModifyNum } from '@yzy/shared/contracts';
import {
  buildSelectSubject,
  CATEGORY_UNAVAILABLE_MESSAGE,
  gkyearOf,
  MODIFY_LIMIT_MESSAGES,
  parseSelectSubject,
  planProfileChange,
  scoreStatusesAt,
  validateScoreForm,
  type ModifyCounts,
  type ProfileFacts,
} from '@yzy/shared/rules';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { MembersTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { findCategoryScore, findExamCategory, findProvince, findTimeConfig } from './reference.repository';
import {
  ensureModifyCounts,
  findMemberNemtInfo,
  findModifyCounts,
  findSavedProfile,
  insertProfile,
  spendModifyCount,
  updateProfile,
  type ProfileValues,
} from './score-profile.repository';

/** The member fields a profile save reads: its row shape only, so score-profile does not import the member module (which imports it). */
type ProfileMember = Pick<Selectable<MembersTable>, 'id' | 'is_super_vip'>;

export const PROFILE_MESSAGES = {
  exists: '成绩信息已存在，请使用修改',
  required: '请先完善高考成绩',
  province: '省份不存在',
  examCategory: '科类不存在',
} as const;

/*
 * Saving the score profile. Every save is re-checked with the shared form rule against the
 * chosen category's config; an update also runs the shared change plan and spends its counts
 * in the same transaction as the write, each with a conditional decrement, so a refused or
 * raced save changes nothing.
 */

type ProfileDeps = Pick<Deps, 'db' | 'config'>;

function initialCounts(config: Deps['config']): ModifyCounts {
  return {
    provinceModifyNumSurplus: config.PROFILE_PROVINCE_MODIFY_NUM,
    examModifyNumSurplus: config.PROFILE_EXAM_MODIFY_NUM,
    cultureScoreModifyNumSurplus: config.PROFILE_CULTURE_SCORE_MODIFY_NUM,
    testsScoreModifyNumSurplus: config.PROFILE_TESTS_SCORE_MODIFY_NUM,
    nemtRankingModifyNumSurplus: config.PROFILE_RANKING_MODIFY_NUM,
  };
}

/** The row to write for a body, or the first problem with it. */
async function checkedValues(db: Deps['db'], body: MemberNemtInfoBody): Promise<{ values: ProfileValues; facts: ProfileFacts }> {
  const gkyear = gkyearOf(new Date());
  const province = await findProvince(db, body.provinceId);
  if (!province) {
    throw notFound(PROFILE_MESSAGES.province);
  }
  const category = await findExamCategory(db, body.examCategoryId);
  if (!category || category.provinceId !== province.provinceId) {
    throw notFound(PROFILE_MESSAGES.examCategory);
  }
  const score = await findCategoryScore(db, category.id, gkyear);
  const time = await findTimeConfig(db, province.provinceId, category.id, gkyear);
  const subjects = parseSelectSubject(body.selectSubject)?.subject ?? [];
  const context = { examCategoryScore: score, subjectInfo: province, isInputRanking: time?.isInputRanking ?? 0 };
  const message = validateScoreForm({ ...body, subjects }, context);
  if (message || !score) {
    throw invalid(message ?? CATEGORY_UNAVAILABLE_MESSAGE);
  }
  const values: ProfileValues = {
    province_id: province.provinceId,
    exam_category_id: category.id,
    exam_category_score_id: score.id,
    culture_score: body.cultureScore,
    tests_score: body.testsScore,
    english_score: body.englishScore ?? null,
    chinese_score: body.chineseScore ?? null,
    nemt_ranking: body.nemtRanking ?? null,
    language: body.language,
    identity: body.identity,
    select_subject: buildSelectSubject(province, subjects),
    year: score.year,
    gkyear,
  };
  const facts: ProfileFacts = { ...body, nemtRanking: body.nemtRanking ?? null };
  return { values, facts };
}

async function saved(db: Deps['db'], memberId: number): Promise<MemberNemtInfo> {
  const info = await findMemberNemtInfo(db, memberId);
  if (!info) {
    throw new Error('score profile missing right after saving it');
  }
  return info;
}

/** First save: refused when a profile exists (also when two first saves race). */
export async function createScoreProfile(
  { db, config }: ProfileDeps,
  member: ProfileMember,
  body: MemberNemtInfoBody,
): Promise<MemberNemtInfo> {
  const { values } = await checkedValues(db, body);
  try {
    await db.transaction().execute(async (trx) => {
      if (await findSavedProfile(trx, member.id)) {
        throw invalid(PROFILE_MESSAGES.exists);
      }
      await insertProfile(trx, member.id, values);
      await ensureModifyCounts(trx, member.id, initialCounts(config));
    });
  } catch (error) {
    throw isUniqueViolation(error) ? invalid(PROFILE_MESSAGES.exists) : error;
  }
  return saved(db, member.id);
}

/** Later saves: locked region and published scores spend counts; at 0 the save is refused with 10007. */
export async function updateScoreProfile(
  { db, config }: ProfileDeps,
  member: ProfileMember,
  body: MemberNemtInfoBody,
): Promise<MemberNemtInfo> {
  if (!(await findSavedProfile(db, member.id))) {
    throw new AppError(Codes.scoreInfoRequired, PROFILE_MESSAGES.required);
  }
  const { values, facts } = await checkedValues(db, body);
  await db.transaction().execute(async (trx) => {
    const existing = await findSavedProfile(trx, member.id);
    if (!existing) {
      throw new AppError(Codes.scoreInfoRequired, PROFILE_MESSAGES.required);
    }
    const counts = await ensureModifyCounts(trx, member.id, initialCounts(config));
    const time = await findTimeConfig(trx, existing.provinceId, existing.examCategoryId, existing.gkyear);
    const plan = planProfileChange(existing, facts, counts, member.is_super_vip === 1, scoreStatusesAt(time, nowSeconds()));
    if (!plan.allowed) {
      throw new AppError(Codes.modifyCountExhausted, plan.message);
    }
    for (const key of plan.countsToSpend) {
      if (!(await spendModifyCount(trx, member.id, key))) {
        throw new AppError(Codes.modifyCountExhausted, MODIFY_LIMIT_MESSAGES[key]);
      }
    }
    await updateProfile(trx, member.id, values);
  });
  return saved(db, member.id);
}

/** Remaining counts (the configured ones before the first save) and whether the saved scores are published. */
export async function scoreProfileModifyNum({ db, config }: ProfileDeps, member: ProfileMember): Promise<MemberNemtInfoModifyNum> {
  const existing = await findSavedProfile(db, member.id);
  const counts = (await findModifyCounts(db, member.id)) ?? initialCounts(config);
  const time = existing ? await findTimeConfig(db, existing.provinceId, existing.examCategoryId, existing.gkyear) : null;
  return { ...counts, ...scoreStatusesAt(time, nowSeconds()) };
}
