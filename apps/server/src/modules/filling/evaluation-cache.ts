import type { MemberProfile } from './filling.repository';
import { evaluateUniverse, type Evaluation } from './plan-evaluation';
import type { Universe } from './universe';

/**
 * The last few evaluations (a member paging, switching 冲/稳/保 tabs or filters asks for the same
 * one again and again). Keyed by scope and the scores the engine reads, and valid only for the
 * very universe object it was computed from, so a reloaded universe (or another database in
 * tests) never reuses a stale result. About 1 KB per plan: 32 evaluations of the largest
 * national-scale scope (≈ 2,600 plans) stay under 100 MB.
 */

const MAX_ENTRIES = 32;
const cache = new Map<string, { universe: Universe; evaluation: Evaluation }>();

/** The member's evaluation of a universe, computed at most once while both stay the same. */
export function cachedEvaluation(universe: Universe, member: MemberProfile): Evaluation {
  const key = [
    universe.provinceId,
    universe.examCategoryId,
    universe.year,
    member.culture,
    member.tests,
    member.english,
    member.chinese,
    member.subjects.join('、'),
    member.enteredRank,
  ].join('|');
  const hit = cache.get(key);
  if (hit && hit.universe === universe) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.evaluation;
  }
  const evaluation = evaluateUniverse(universe, member);
  cache.set(key, { universe, evaluation });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) {
      cache.delete(oldest);
    }
  }
  return evaluation;
}
