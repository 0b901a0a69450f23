import type { DetailTargetAnswer } from '@yzy/shared/contracts';
import { cachedEvaluation } from './evaluation-cache';
import { planTargets } from './plan-targets';
import type { UniversePlan } from './universe';
import type { SeasonScope } from './what-if';

/**
 * 目标倒推 on the school and major pages (docs/product-rules.md, "估分、目标倒推、统考位次"): the
 * plans of one school or one major in the member's scope, the plans 模拟填报 lists, with the needs
 * filling/targets gives them (planTargets on the cached evaluation of the saved scores: the same
 * engine, the same free rows). Plans whose 选科 requirement the member's subjects do not meet are
 * left out and counted. Only the page asked for is worked out.
 */

/** Whose plans: a school's (school page) or a major's (major page). */
export type DetailOf = { schoolId: number } | { majorId: number };

export function detailTargetsOf(scope: SeasonScope, vip: boolean, of: DetailOf, page: number, size: number): DetailTargetAnswer {
  const { profile, universe, limits } = scope;
  const batchOrder = new Map(universe.batches.map((b) => [b.id, b.sort]));
  const batchName = new Map(universe.batches.map((b) => [b.id, b.name]));
  const evaluation = cachedEvaluation(universe, profile);
  const all = universe.plans.filter((p) => ('schoolId' in of ? p.school.id === of.schoolId : p.majorId === of.majorId));
  // A plan for the other stream (物理 when the member chose 历史 …) can never be applied for: no score changes that.
  const plans = all
    .filter((p) => !evaluation.byId.get(p.id)?.exclusions.some((x) => x.code === 'subject'))
    .sort((a, b) => (batchOrder.get(a.batchId) ?? 0) - (batchOrder.get(b.batchId) ?? 0) || byName(a, b));
  const shown = plans.slice((page - 1) * size, page * size);
  const scores = { cultureScore: profile.culture, testsScore: profile.tests };
  const targets =
    shown.length === 0
      ? []
      : planTargets(
          { universe, evaluation, profile, scores, limits, vip },
          shown.map((p) => p.id),
        );
  return {
    ...scores,
    fullScores: { culture: limits.cultureFullScoreLimit, tests: limits.testsFullScoreLimit },
    provinceName: profile.provinceName,
    examCategoryName: profile.examCategoryName,
    year: universe.year,
    vip,
    content: shown.map((p, i) => ({
      ...targets[i],
      batchName: batchName.get(p.batchId) ?? '',
      schoolId: p.school.id,
      schoolName: p.school.name,
      majorId: p.majorId,
      majorName: p.majorName,
      reference: p.reference,
    })),
    total: plans.length,
    otherSubjects: all.length - plans.length,
    page,
    size,
  };
}

/** Schools by pinyin, then majors by name, then id: the same order on every call. */
function byName(a: UniversePlan, b: UniversePlan): number {
  return a.school.pinyin.localeCompare(b.school.pinyin) || a.majorName.localeCompare(b.majorName, 'zh-CN') || a.id - b.id;
}
