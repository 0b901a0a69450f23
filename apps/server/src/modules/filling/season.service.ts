import type { Kysely } from 'kysely';
import type { TargetAnswer, TargetBody, WhatIfAnswer, WhatIfBody } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { MemberRow } from '../member';
import { cachedEvaluation } from './evaluation-cache';
import { isVip } from './filling.service';
import { planTargets } from './plan-targets';
import { checkScores, hypotheticalEvaluation, outcomeOf, seasonScope } from './what-if';

/** 估分: the tiers of each batch for the member's own scores and for each scenario (1 to 3) of scores they may get. */
export async function whatIfOf(db: Kysely<Database>, member: MemberRow, body: WhatIfBody): Promise<WhatIfAnswer> {
  const [scope, vip] = await Promise.all([seasonScope(db, member.id), isVip(db, member)]);
  for (const s of body.scenarios) {
    checkScores(s, scope.limits);
  }
  const { profile, universe, limits } = scope;
  const own = { cultureScore: profile.culture, testsScore: profile.tests };
  return {
    real: outcomeOf(universe, cachedEvaluation(universe, profile), '我的成绩', own, vip),
    scenarios: body.scenarios.map((s, i) => outcomeOf(universe, hypotheticalEvaluation(scope, s), s.label || `情形${i + 1}`, s, vip)),
    fullScores: { culture: limits.cultureFullScoreLimit, tests: limits.testsFullScoreLimit },
    vip,
  };
}

/** 目标倒推: what each plan needs for 稳 and 保, from the scores sent (both or neither) or else the member's own. */
export async function targetsOf(db: Kysely<Database>, member: MemberRow, body: TargetBody): Promise<TargetAnswer> {
  const [scope, vip] = await Promise.all([seasonScope(db, member.id), isVip(db, member)]);
  const { profile, universe, limits } = scope;
  const { cultureScore, testsScore } = body;
  const given = cultureScore !== undefined && testsScore !== undefined ? { cultureScore, testsScore } : null;
  if (given) {
    checkScores(given, limits);
  }
  const scores = given ?? { cultureScore: profile.culture, testsScore: profile.tests };
  const evaluation = given ? hypotheticalEvaluation(scope, given) : cachedEvaluation(universe, profile);
  return {
    ...scores,
    fullScores: { culture: limits.cultureFullScoreLimit, tests: limits.testsFullScoreLimit },
    plans: planTargets({ universe, evaluation, profile, scores, limits, vip }, body.planIds),
  };
}
