import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberInfo, updateProfileBody } from '@yzy/shared/contracts';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { memberOf, type Auth } from '../../plugins/auth';
import { envelope, ok } from '../../lib/envelope';
import { findMemberNemtInfo } from '../score-profile';
import { toMemberInfo } from './member-info';
import { updateProfile } from './member.repository';

export function registerMemberRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/memberInfo',
    { schema: { tags: ['会员'], summary: '当前登录会员信息', response: { 200: envelope(memberInfo) } }, preHandler: auth.required },
    async (request) => {
      const member = memberOf(request);
      return ok(await toMemberInfo(deps.db, member, await findMemberNemtInfo(deps.db, member.id)));
    },
  );

  r.put(
    '/api/v1/member/updateProfile',
    {
      schema: { tags: ['会员'], summary: '修改昵称与头像', body: updateProfileBody, response: { 200: envelope(z.null()) } },
      preHandler: auth.required,
    },
    async (request) => {
      await updateProfile(deps.db, memberOf(request).id, request.body);
      return ok(null);
    },
  );
}
