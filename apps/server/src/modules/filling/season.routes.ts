import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recommendQuery,
  targetAnswer,
  targetBody,
  testsRankAnswer,
  whatIfAnswer,
  whatIfBody,
  whatIfRecommendPage,
  whatIfScores,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { requireScoreProfile } from '../score-profile';
import { testsRankOf } from '../range';
import { cachedEvaluation } from './evaluation-cache';
import { currentTablePositions } from './filling.repository';
import { isVip } from './filling.service';
import { planTargets } from './plan-targets';
import { recommendPageOf } from './recommend-page';
import { checkScores, hypotheticalEvaluation, outcomeOf, seasonScope } from './what-if';

/**
 * Before the scores are out: 估分 what-if, 目标倒推 and the 统考 score as a rank
 * (docs/product-rules.md, "估分、目标倒推、统考位次"). Nothing here writes.
 */
export function registerSeasonRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['模拟填报'];

  r.post(
    '/api/v1/filling/what-if',
    {
      schema: {
        tags,
        summary: '估分：1到3组假设的高考和统考成绩，各批次冲稳保的个数（不保存成绩、不占修改次数；免费会员规则相同）',
        body: whatIfBody,
        response: { 200: envelope(whatIfAnswer) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      const member = memberOf(request);
      const [scope, vip] = await Promise.all([seasonScope(deps.db, member.id), isVip(deps.db, member)]);
      for (const s of request.body.scenarios) {
        checkScores(s, scope.limits);
      }
      const { profile, universe, limits } = scope;
      const own = { cultureScore: profile.culture, testsScore: profile.tests };
      return ok({
        real: outcomeOf(universe, cachedEvaluation(universe, profile), '我的成绩', own, vip),
        scenarios: request.body.scenarios.map((s, i) =>
          outcomeOf(universe, hypotheticalEvaluation(scope, s), s.label || `情形${i + 1}`, s, vip),
        ),
        fullScores: { culture: limits.cultureFullScoreLimit, tests: limits.testsFullScoreLimit },
        vip,
      });
    },
  );

  r.post(
    '/api/v1/filling/what-if/recommend',
    {
      schema: {
        tags,
        summary: '估分：按假设成绩的冲稳保推荐列表（查询参数同 filling/recommend；不保存成绩）',
        querystring: recommendQuery,
        body: whatIfScores,
        response: { 200: envelope(whatIfRecommendPage) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      const member = memberOf(request);
      const [scope, vip, positions] = await Promise.all([
        seasonScope(deps.db, member.id),
        isVip(deps.db, member),
        currentTablePositions(deps.db, member.id),
      ]);
      const scores = { cultureScore: request.body.cultureScore, testsScore: request.body.testsScore };
      checkScores(scores, scope.limits);
      const page = recommendPageOf(scope.universe, hypotheticalEvaluation(scope, scores), request.query, vip, positions);
      return ok({ ...page, hypothetical: scores });
    },
  );

  r.post(
    '/api/v1/filling/targets',
    {
      schema: {
        tags,
        summary: '目标倒推：计划达到稳（≥40%）和保（≥75%）所需的统考成绩和高考成绩',
        body: targetBody,
        response: { 200: envelope(targetAnswer) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      const member = memberOf(request);
      const [scope, vip] = await Promise.all([seasonScope(deps.db, member.id), isVip(deps.db, member)]);
      const { profile, universe, limits } = scope;
      const { cultureScore, testsScore } = request.body;
      const given = cultureScore !== undefined && testsScore !== undefined ? { cultureScore, testsScore } : null;
      if (given) {
        checkScores(given, limits);
      }
      const scores = given ?? { cultureScore: profile.culture, testsScore: profile.tests };
      const evaluation = given ? hypotheticalEvaluation(scope, given) : cachedEvaluation(universe, profile);
      return ok({
        ...scores,
        fullScores: { culture: limits.cultureFullScoreLimit, tests: limits.testsFullScoreLimit },
        plans: planTargets({ universe, evaluation, profile, scores, limits, vip }, request.body.planIds),
      });
    },
  );

  r.get(
    '/api/v1/filling/tests-rank',
    {
      schema: {
        tags,
        summary: '统考成绩的位次：本省本科类官方统考（专业）一分一段中的位次、往年同位次分数和专业合格人数（各附来源）',
        response: { 200: envelope(testsRankAnswer) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await testsRankOf(deps.db, await requireScoreProfile(deps.db, memberOf(request).id))),
  );
}
