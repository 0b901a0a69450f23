import type { Kysely } from 'kysely';
import { effectiveVip } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { vipFactsOf } from '../member';
import type { MemberRow } from '../member';
import { requireScoreProfile } from '../score-profile';
import { planYearOf, type MemberProfile } from './filling.repository';
import { cachedEvaluation } from './evaluation-cache';
import type { Evaluation } from './plan-evaluation';
import { getUniverse } from './plan-universe';
import type { Universe } from './universe';

/** What a planning call works from: the member's profile, the scope's universe and the evaluation. */
export interface PlanningContext {
  profile: MemberProfile;
  universe: Universe;
  evaluation: Evaluation;
}

/** The member's planning context for their own province, category and plan year (10006 without a profile). */
export async function memberPlanning(db: Kysely<Database>, memberId: number): Promise<PlanningContext> {
  const profile = await requireScoreProfile(db, memberId);
  const year = await planYearOf(db, profile.provinceId, profile.gkyear);
  return planningIn(db, profile, profile.provinceId, profile.examCategoryId, year);
}

/** The planning context of a given scope (a saved table's) with the member's current scores. */
export async function planningIn(
  db: Kysely<Database>,
  profile: MemberProfile,
  provinceId: number,
  examCategoryId: number,
  year: number,
): Promise<PlanningContext> {
  const universe = await getUniverse(db, provinceId, examCategoryId, year);
  return { profile, universe, evaluation: cachedEvaluation(universe, { ...profile, provinceId, examCategoryId }) };
}

/** True when the member's effective VIP level is above 1 (shared effectiveVip rule). */
export async function isVip(db: Kysely<Database>, member: MemberRow, nowMs = Date.now()): Promise<boolean> {
  return effectiveVip(await vipFactsOf(db, member), nowMs).isVip;
}
