import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberNemtInfo, memberNemtInfoBody, memberNemtInfoModifyNum } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { createScoreProfile, scoreProfileModifyNum, updateScoreProfile } from './score-profile.service';

/** Saving the member's score profile and reading its remaining change counts. Login required. */
export function registerScoreProfileRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['高考成绩'];
  const save = { body: memberNemtInfoBody, response: { 200: envelope(memberNemtInfo) } };

  r.post(
    '/api/v1/createMemberNemtInfo',
    { schema: { tags, summary: '首次保存高考成绩（已存在时 10001）', ...save }, preHandler: auth.required },
    async (request) => ok(await createScoreProfile(deps, memberOf(request), request.body)),
  );

  r.put(
    '/api/v1/updateMemberNemtInfo',
    { schema: { tags, summary: '修改高考成绩（未保存过 10006，修改次数不足 10007）', ...save }, preHandler: auth.required },
    async (request) => ok(await updateScoreProfile(deps, memberOf(request), request.body)),
  );

  r.get(
    '/api/v1/memberNemtInfo/getMemberNemtInfoModifyNum',
    {
      schema: { tags, summary: '剩余修改次数与出分状态', response: { 200: envelope(memberNemtInfoModifyNum) } },
      preHandler: auth.required,
    },
    async (request) => ok(await scoreProfileModifyNum(deps, memberOf(request))),
  );
}
