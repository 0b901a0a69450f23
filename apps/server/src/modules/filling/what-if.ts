import type { Kysely } from 'kysely';
import { recommendQuery, type WhatIfBatch, type WhatIfOutcome, type WhatIfScores } from '@yzy/shared/contracts';
import { CATEGORY_UNAVAILABLE_MESSAGE, hypotheticalScoreError, type CategoryScoreLimits } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { invalid } from '../../lib/app-error';
import { findCategoryScore, requireScoreProfile } from '../score-profile';
import { cachedEvaluation } from './evaluation-cache';
import { planYearOf, type MemberProfile } from './filling.repository';
import type { Evaluation } from './plan-evaluation';
import { getUniverse } from './plan-universe';
import type { Universe } from './universe';
import { recommend } from './recommend';

/**
 * 估分 what-if (docs/product-rules.md, "估分、目标倒推、统考位次"): the member's scope evaluated for
 * scores they do not have yet, by the same engine (evaluateUniverse through the evaluation cache)
 * and listed by the same recommend() with the same free limit. Reads only: the saved profile, its
 * modify counts and the 志愿表 are never written.
 */

/** The member's scope, its universe and the category's full scores: what every hypothetical evaluation starts from. */
export interface SeasonScope {
  profile: MemberProfile;
  universe: Universe;
  limits: CategoryScoreLimits;
}

export async function seasonScope(db: Kysely<Database>, memberId: number): Promise<SeasonScope> {
  const profile = await requireScoreProfile(db, memberId);
  const [year, limits] = await Promise.all([
    planYearOf(db, profile.provinceId, profile.gkyear),
    findCategoryScore(db, profile.examCategoryId, profile.gkyear),
  ]);
  if (!limits) {
    throw invalid(CATEGORY_UNAVAILABLE_MESSAGE);
  }
  const universe = await getUniverse(db, profile.provinceId, profile.examCategoryId, year);
  return { profile, universe, limits };
}

/** Refuses scores the score form would refuse, with its message (the first problem, culture first). */
export function checkScores(scores: WhatIfScores, limits: CategoryScoreLimits): void {
  const message = hypotheticalScoreError(scores, limits);
  if (message) {
    throw invalid(message);
  }
}

/**
 * The profile with other scores. A 位次 the member entered belongs to their real scores, so a
 * hypothetical one has none: its rank is read off the 一分一段 tables like any estimate.
 */
export function withScores(profile: MemberProfile, scores: WhatIfScores): MemberProfile {
  return { ...profile, culture: scores.cultureScore, tests: scores.testsScore, enteredRank: null };
}

/** The evaluation of hypothetical scores (cached like the member's own: the key is the scores). */
export function hypotheticalEvaluation(scope: SeasonScope, scores: WhatIfScores): Evaluation {
  return cachedEvaluation(scope.universe, withScores(scope.profile, scores));
}

/** One scenario's standing and rows per tier in each batch, counted by the recommend listing (free limit included). */
export function outcomeOf(universe: Universe, evaluation: Evaluation, label: string, scores: WhatIfScores, vip: boolean): WhatIfOutcome {
  const batches: WhatIfBatch[] = universe.batches.map((b) => {
    const { counts, locked } = recommend(evaluation.plans, recommendQuery.parse({ batchId: b.id, size: 1 }), vip);
    return { batchId: b.id, batchName: b.name, counts, locked };
  });
  return { label, cultureScore: scores.cultureScore, testsScore: scores.testsScore, standing: evaluation.standing, batches };
}
