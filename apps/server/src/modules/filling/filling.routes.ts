import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fillingBatches,
  fillingOverview,
  recommendPage,
  recommendQuery,
  type RecommendPage,
  type RecommendQuery,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import type { MemberRow } from '../member';
import { fillingOverviewOf } from './filling-overview';
import { currentTablePositions } from './filling.repository';
import { isVip, memberPlanning } from './filling.service';
import { batchOf, recommendPageOf } from './recommend-page';
import { registerSeasonRoutes } from './season.routes';

export function registerFillingRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['模拟填报'];

  r.get(
    '/api/v1/filling/batches',
    {
      schema: { tags, summary: '本人省份、科类、年份的志愿批次（需登录并完善成绩）', response: { 200: envelope(fillingBatches) } },
      preHandler: auth.required,
    },
    async (request) => {
      const { profile, universe } = await memberPlanning(deps.db, memberOf(request).id);
      const { provinceId, provinceName, examCategoryId, examCategoryName, gkyear } = profile;
      return ok({
        provinceId,
        provinceName,
        examCategoryId,
        examCategoryName,
        gkyear,
        year: universe.year,
        batches: universe.batches.map((b) => batchOf(b, universe)),
      });
    },
  );

  r.get(
    '/api/v1/filling/overview',
    {
      schema: {
        tags,
        summary: '本人适用的最新控制线（含来源）、文化成绩位次、今年计划是否公布、历年录取数据的多少',
        response: { 200: envelope(fillingOverview) },
      },
      preHandler: auth.required,
    },
    async (request) => {
      const { profile, universe } = await memberPlanning(deps.db, memberOf(request).id);
      return ok(await fillingOverviewOf(deps.db, profile, universe));
    },
  );

  r.get(
    '/api/v1/filling/recommend',
    {
      schema: {
        tags,
        summary: '冲稳保推荐：录取概率、档位、排除原因；非VIP每批次每档固定几个计划有概率，其余只列往年录取线',
        querystring: recommendQuery,
        response: { 200: envelope(recommendPage) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await recommendFor(deps, memberOf(request), request.query)),
  );

  registerSeasonRoutes(app, deps, auth);
}

async function recommendFor(deps: Deps, member: MemberRow, query: RecommendQuery): Promise<RecommendPage> {
  const [{ universe, evaluation }, vip, positions] = await Promise.all([
    memberPlanning(deps.db, member.id),
    isVip(deps.db, member),
    currentTablePositions(deps.db, member.id),
  ]);
  return recommendPageOf(universe, evaluation, query, vip, positions);
}
