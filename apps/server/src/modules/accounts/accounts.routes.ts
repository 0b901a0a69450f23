import { MemberRole } from '@yzy/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeAccountBody,
  createSubAccountBody,
  expertInfoBySubAccount,
  groupAccount,
  pageOf,
  pageQuery,
  subAccountList,
  tokenResponse,
  updateSubAccountBody,
} from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { forbidden } from '../../lib/app-error';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { findInGroup, listGroup, listSubAccounts, updateSubAccount } from './accounts.repository';
import { createSubAccounts } from './sub-account.service';
import { switchAccount } from './switch-account';

export function registerAccountRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['专家账号'];
  const pre = { preHandler: auth.required };
  const expertOnly = (role: number) => {
    if (role !== MemberRole.expert) {
      throw forbidden('仅专家主账号可管理子账号');
    }
  };

  r.get(
    '/api/v1/member/getMySubAccountList',
    {
      ...pre,
      schema: { tags, summary: '主账号：子账号列表（分页）与名额', querystring: pageQuery, response: { 200: envelope(subAccountList) } },
    },
    async (request) => {
      const member = memberOf(request);
      expertOnly(member.role);
      const { page, size } = request.query;
      return ok({ ...(await listSubAccounts(deps.db, member.id, { page, size })), page, size, quota: member.sub_account_quota });
    },
  );

  r.get(
    '/api/v1/member/getMyValidSubAccountList',
    {
      ...pre,
      schema: { tags, summary: '主账号：已使用的子账号', querystring: pageQuery, response: { 200: envelope(pageOf(groupAccount)) } },
    },
    async (request) => {
      const member = memberOf(request);
      expertOnly(member.role);
      const { page, size } = request.query;
      return ok({ ...(await listSubAccounts(deps.db, member.id, { page, size }, true)), page, size });
    },
  );

  r.get(
    '/api/v1/member/getExpertInfoBySubAccount',
    { ...pre, schema: { tags, summary: '子账号：所属主账号与同组子账号', response: { 200: envelope(expertInfoBySubAccount) } } },
    async (request) => {
      const member = memberOf(request);
      if (member.role !== MemberRole.subAccount || member.expert_id == null) {
        throw forbidden('仅子账号可查看所属专家账号');
      }
      return ok({ expertSubAccountInfo: await listGroup(deps.db, member.expert_id) });
    },
  );

  r.put(
    '/api/v1/member/updateSubAccountInfo',
    {
      ...pre,
      schema: { tags, summary: '主账号：修改子账号昵称与备注', body: updateSubAccountBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const member = memberOf(request);
      expertOnly(member.role);
      const target = await findInGroup(deps.db, member.id, request.body.accountId);
      if (!target || target.role !== MemberRole.subAccount) {
        throw forbidden('只能修改本账号下的子账号');
      }
      await updateSubAccount(deps.db, target.id, request.body);
      return ok(null);
    },
  );

  r.post(
    '/api/v1/changeToNewAccount',
    {
      ...pre,
      schema: { tags, summary: '切换账号（仅限同一专家账号组内）', body: changeAccountBody, response: { 200: envelope(tokenResponse) } },
    },
    async (request) => {
      const token = await switchAccount(deps.db, memberOf(request), request.tokenHash ?? '', request.body.accountId);
      return ok({ token });
    },
  );

  r.post(
    '/api/v1/member/createSubAccount',
    { ...pre, schema: { tags, summary: '主账号：在名额内新建子账号', body: createSubAccountBody, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const member = memberOf(request);
      expertOnly(member.role);
      await createSubAccounts(deps.db, member.id, [request.body]);
      return ok(null);
    },
  );
}
