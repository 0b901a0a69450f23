import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canUseFeature, hasFullFeature } from '@yzy/shared/rules';
import {
  Codes,
  volunteerAnalysis,
  volunteerCreateBody,
  volunteerDetail,
  volunteerEntryAddBody,
  volunteerEntryAdded,
  volunteerEntryRemoveBody,
  volunteerEntryRemoved,
  volunteerIdBody,
  volunteerIdQuery,
  volunteerList,
  volunteerPlanPlaceBody,
  volunteerPlanPlaced,
  volunteerReport,
  volunteerTableItem,
  volunteerUpdateBody,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { requireScoreProfile } from '../score-profile';
import { isVip } from '../filling';
import { listTables } from './volunteer.repository';
import { addEntry, createTable, deleteOwnTable, placePlan, removeEntry, setCurrent, updateTable } from './volunteer.service';
import { volunteerAnalysisOf, volunteerDetailOf } from './volunteer-detail';
import { attachmentHeader, volunteerWorkbook } from './volunteer-export';
import { volunteerReportOf } from './volunteer-report';

/** 我的志愿: a member's volunteer tables. Every call: login, score profile (10006), own tables only (10008). */
export function registerVolunteerRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['我的志愿'];
  const db = deps.db;
  const done = envelope(z.null());
  const opts = <T extends object>(summary: string, schema: T) => ({ schema: { tags, summary, ...schema }, preHandler: auth.required });

  r.get('/api/v1/volunteer/list', opts('我的志愿表列表（当前表在前）', { response: { 200: envelope(volunteerList) } }), async (request) => {
    const memberId = memberOf(request).id;
    await requireScoreProfile(db, memberId);
    return ok({ content: await listTables(db, memberId) });
  });

  r.post(
    '/api/v1/volunteer/create',
    opts('新建志愿表（名称、批次）；第一张表自动设为当前表', {
      body: volunteerCreateBody,
      response: { 200: envelope(volunteerTableItem) },
    }),
    async (request) => ok(await createTable(db, memberOf(request).id, request.body)),
  );

  r.get(
    '/api/v1/volunteer/detail',
    opts('志愿表详情：志愿、专业、近三年线、档位（概率仅VIP）、规则检查', {
      querystring: volunteerIdQuery,
      response: { 200: envelope(volunteerDetail) },
    }),
    async (request) => {
      const member = memberOf(request);
      return ok(await volunteerDetailOf(db, member.id, request.query.id, await isVip(db, member)));
    },
  );

  r.put(
    '/api/v1/volunteer/update',
    opts('修改名称，或按顺序整体保存志愿（专业、服从调剂）；违反批次规则时返回10001', {
      body: volunteerUpdateBody,
      response: { 200: envelope(volunteerDetail) },
    }),
    async (request) => {
      const member = memberOf(request);
      await updateTable(db, member.id, request.body);
      return ok(await volunteerDetailOf(db, member.id, request.body.id, await isVip(db, member)));
    },
  );

  r.post(
    '/api/v1/volunteer/entry/add',
    opts('把招生计划加入志愿表（默认当前表），返回落在第几志愿', {
      body: volunteerEntryAddBody,
      response: { 200: envelope(volunteerEntryAdded) },
    }),
    async (request) => ok(await addEntry(db, memberOf(request).id, request.body)),
  );

  r.post(
    '/api/v1/volunteer/entry/place',
    opts('加入志愿表（一次调用、一个事务）：放入该计划批次的志愿表并设为当前表（没有时新建），返回落在第几志愿', {
      body: volunteerPlanPlaceBody,
      response: { 200: envelope(volunteerPlanPlaced) },
    }),
    async (request) => ok(await placePlan(db, memberOf(request).id, request.body.planId)),
  );

  r.post(
    '/api/v1/volunteer/entry/remove',
    opts('删除一个志愿，或其中一个专业', { body: volunteerEntryRemoveBody, response: { 200: envelope(volunteerEntryRemoved) } }),
    async (request) => ok(await removeEntry(db, memberOf(request).id, request.body)),
  );

  r.post('/api/v1/volunteer/delete', opts('删除志愿表', { body: volunteerIdBody, response: { 200: done } }), async (request) => {
    await deleteOwnTable(db, memberOf(request).id, request.body.id);
    return ok(null);
  });

  r.post('/api/v1/volunteer/setCurrent', opts('设为当前志愿表', { body: volunteerIdBody, response: { 200: done } }), async (request) => {
    await setCurrent(db, memberOf(request).id, request.body.id);
    return ok(null);
  });

  r.get(
    '/api/v1/volunteer/analysis',
    opts('志愿分析（VIP）：冲稳保梯度、滑档与退档风险、建议', {
      querystring: volunteerIdQuery,
      response: { 200: envelope(volunteerAnalysis) },
    }),
    async (request) => {
      const member = memberOf(request);
      if (!canUseFeature('analysis', await isVip(db, member))) {
        throw new AppError(Codes.vipRequired, '志愿分析为VIP功能，请先开通VIP');
      }
      return ok(await volunteerAnalysisOf(db, member.id, request.query.id));
    },
  );

  r.get(
    '/api/v1/volunteer/report',
    opts('志愿报告：成绩与位次、每个志愿的档位与所依据的往年线、志愿分析（VIP）、数据未覆盖之处', {
      querystring: volunteerIdQuery,
      response: { 200: envelope(volunteerReport) },
    }),
    async (request) => ok(await volunteerReportOf(db, memberOf(request), request.query.id)),
  );

  r.get('/api/v1/volunteer/export', opts('导出志愿表 Excel（.xlsx）', { querystring: volunteerIdQuery }), async (request, reply) => {
    const member = memberOf(request);
    const vip = await isVip(db, member);
    if (!canUseFeature('export', vip)) {
      throw new AppError(Codes.vipRequired, '志愿表导出为VIP功能，请先开通VIP');
    }
    // The file shows what the page shows: probabilities only with the full feature (shared rule).
    const detail = await volunteerDetailOf(db, member.id, request.query.id, hasFullFeature('export', vip));
    const file = await volunteerWorkbook(detail);
    return reply
      .header('content-disposition', attachmentHeader(`${detail.name}.xlsx`, `volunteer-${detail.id}.xlsx`))
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(file);
  });
}
