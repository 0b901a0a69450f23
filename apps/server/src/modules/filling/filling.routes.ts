import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FREE_ROWS_PER_TIER,
  fillingBatches,
  fillingOverview,
  recommendPage,
  recommendQuery,
  type FillingBatch,
  type RecommendPage,
  type RecommendQuery,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { invalid } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import type { MemberRow } from '../member';
import { fillingOverviewOf } from './filling-overview';
import { currentTablePositions } from './filling.repository';
import { isVip, memberPlanning } from './filling.service';
import type { Universe, UniverseBatch } from './plan-universe.repository';
import { recommend, toRecommendRow } from './recommend';

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
}

async function recommendFor(deps: Deps, member: MemberRow, query: RecommendQuery): Promise<RecommendPage> {
  const [{ universe, evaluation }, vip, positions] = await Promise.all([
    memberPlanning(deps.db, member.id),
    isVip(deps.db, member),
    currentTablePositions(deps.db, member.id),
  ]);
  const batch = universe.batches.find((b) => b.id === query.batchId);
  if (!batch) {
    throw invalid('批次不存在，或不是你所在省份今年的批次');
  }
  const result = recommend(evaluation.plans, query, vip);
  return {
    content: result.rows.map((e) => toRecommendRow(e, batch.name, positions)),
    total: result.total,
    page: query.page,
    size: query.size,
    counts: result.counts,
    locked: result.locked,
    folded: result.folded,
    vip,
    freeRowsPerTier: FREE_ROWS_PER_TIER,
    batch: batchOf(batch, universe),
    member: evaluation.standing,
  };
}

// A universe is loaded once a minute and shared: its batches' plan counts are counted once, not
// by a pass over every plan of the scope on each recommend request.
const planCounts = new WeakMap<Universe, Map<number, number>>();

function planCountOf(universe: Universe, batchId: number): number {
  let counts = planCounts.get(universe);
  if (!counts) {
    counts = new Map();
    for (const p of universe.plans) {
      counts.set(p.batchId, (counts.get(p.batchId) ?? 0) + 1);
    }
    planCounts.set(universe, counts);
  }
  return counts.get(batchId) ?? 0;
}

function batchOf(b: UniverseBatch, universe: Universe): FillingBatch {
  const { id, year, name, level, sort, mode, unit, maxSlots, majorsPerSlot, allowAdjust, source } = b;
  return {
    id,
    year,
    name,
    level,
    sort,
    mode,
    unit,
    maxSlots,
    majorsPerSlot,
    allowAdjust,
    planCount: planCountOf(universe, id),
    source,
  };
}
