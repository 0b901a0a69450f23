import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailTargetAnswer,
  detailTargetsQuery,
  recommendQuery,
  targetAnswer,
  targetBody,
  testsRankAnswer,
  whatIfAnswer,
  whatIfBody,
  whatIfRecommendPage,
  whatIfScores,
  type TargetBody,
  type WhatIfBody,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { requireScoreProfile } from '../score-profile';
import { testsRankOf } from '../range';
import { detailTargetsOf, type DetailOf } from './detail-targets';
import { currentTablePositions } from './filling.repository';
import { isVip } from './filling.service';
import { recommendPageOf } from './recommend-page';
import { createSeasonLimit } from './season-limits';
import { targetsOf, whatIfOf } from './season.service';
import { checkScores, hypotheticalEvaluation, seasonScope } from './what-if';

/**
 * Before the scores are out: 估分 what-if, 目标倒推 and the 统考 score as a rank
 * (docs/product-rules.md, "估分、目标倒推、统考位次"). Nothing here writes.
 */
export function registerSeasonRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['模拟填报'];
  const limits = {
    whatIf: createSeasonLimit(deps, 'whatIf', (request) => (request.body as WhatIfBody).scenarios.length),
    whatIfList: createSeasonLimit(deps, 'whatIfList', () => 1),
    targets: createSeasonLimit(deps, 'targets', (request) => (request.body as TargetBody).planIds.length),
    detailTargets: createSeasonLimit(deps, 'targets', (request) => (request.query as { size: number }).size),
  };

  r.post(
    '/api/v1/filling/what-if',
    {
      schema: {
        tags,
        summary: '估分：1到3组假设的高考和统考成绩，各批次冲稳保的个数（不保存成绩、不占修改次数；免费会员规则相同）',
        body: whatIfBody,
        response: { 200: envelope(whatIfAnswer) },
      },
      preHandler: [auth.required, limits.whatIf],
    },
    async (request) => ok(await whatIfOf(deps.db, memberOf(request), request.body)),
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
      preHandler: [auth.required, limits.whatIfList],
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
      preHandler: [auth.required, limits.targets],
    },
    async (request) => ok(await targetsOf(deps.db, memberOf(request), request.body)),
  );

  const detailTargets = (path: string, summary: string, of: (id: number) => DetailOf) =>
    r.get(
      path,
      {
        schema: { tags, summary, querystring: detailTargetsQuery, response: { 200: envelope(detailTargetAnswer) } },
        preHandler: [auth.required, limits.detailTargets],
      },
      async (request) => {
        const member = memberOf(request);
        const [scope, vip] = await Promise.all([seasonScope(deps.db, member.id), isVip(deps.db, member)]);
        const { id, page, size } = request.query;
        return ok(detailTargetsOf(scope, vip, of(id), page, size));
      },
    );
  detailTargets(
    '/api/v1/filling/targets/school',
    '目标倒推（院校详情）：该校在本人省份科类今年各计划达到稳和保所需的统考成绩和高考成绩（分页）',
    (schoolId) => ({ schoolId }),
  );
  detailTargets(
    '/api/v1/filling/targets/major',
    '目标倒推（专业详情）：该专业在本人省份科类今年各院校计划达到稳和保所需的统考成绩和高考成绩（分页）',
    (majorId) => ({ majorId }),
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
