import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDisableBody,
  adminGrantVipBody,
  adminMakeExpertBody,
  adminMemberDetail,
  adminMemberItem,
  adminMemberListQuery,
  adminMemberNoteBody,
  adminMemberPage,
  adminSuperVipBody,
  idQuery,
} from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { actorOf } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import { listMembersForOperator, memberDetailForOperator } from './members.repository';
import {
  grantVipByOperator,
  makeExpertByOperator,
  revokeVipByOperator,
  setDisabledByOperator,
  setSuperVipByOperator,
} from './members.service';

export function registerAdminMemberRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·会员'];
  const item = { 200: envelope(adminMemberItem) };
  const { db } = deps;

  r.get(
    '/api/admin/v1/member/list',
    {
      schema: {
        tags,
        summary: '会员列表（按手机号或ID搜索，手机号脱敏）',
        querystring: adminMemberListQuery,
        response: { 200: envelope(adminMemberPage) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { page, size } = request.query;
      return ok({ ...(await listMembersForOperator(db, request.query, Date.now())), page, size });
    },
  );

  r.get(
    '/api/admin/v1/member/detail',
    {
      schema: {
        tags,
        summary: '会员详情：VIP流水、最近订单、子账号',
        querystring: idQuery,
        response: { 200: envelope(adminMemberDetail) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const detail = await memberDetailForOperator(db, request.query.id, Date.now());
      if (!detail) {
        throw notFound('会员不存在');
      }
      return ok(detail);
    },
  );

  r.post(
    '/api/admin/v1/member/grantVip',
    {
      schema: { tags, summary: '按VIP卡开通会员（记入VIP流水，原因 operator）', body: adminGrantVipBody, response: item },
      onRequest: operatorAuth,
    },
    async (request) => ok(await grantVipByOperator(db, actorOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/member/revokeVip',
    { schema: { tags, summary: '立即终止付费VIP与试用', body: adminMemberNoteBody, response: item }, onRequest: operatorAuth },
    async (request) => ok(await revokeVipByOperator(db, actorOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/member/superVip',
    { schema: { tags, summary: '设置或取消超级VIP', body: adminSuperVipBody, response: item }, onRequest: operatorAuth },
    async (request) => ok(await setSuperVipByOperator(db, actorOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/member/makeExpert',
    { schema: { tags, summary: '设为专家主账号并增加子账号名额', body: adminMakeExpertBody, response: item }, onRequest: operatorAuth },
    async (request) => ok(await makeExpertByOperator(db, actorOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/member/disable',
    { schema: { tags, summary: '停用或启用会员', body: adminDisableBody, response: item }, onRequest: operatorAuth },
    async (request) => ok(await setDisabledByOperator(db, actorOf(request), request.body)),
  );
}
