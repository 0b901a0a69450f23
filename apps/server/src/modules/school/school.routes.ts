import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery, pageOf, schoolDetail, schoolListItem, schoolListQuery } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { listSchools } from './school.repository';
import { schoolDetailOf } from './school.service';

export function registerSchoolRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['找大学'];

  r.get(
    '/api/v1/school/list',
    {
      schema: {
        tags,
        summary: '院校列表（筛选、分页）',
        querystring: schoolListQuery,
        response: { 200: envelope(pageOf(schoolListItem)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const { rows, total } = await listSchools(deps.db, filters, page, size);
      return ok({ content: rows, total, page, size });
    },
  );

  r.get(
    '/api/v1/school/detail',
    {
      schema: {
        tags,
        summary: '院校详情（需登录并完善成绩）：简介、开设专业、本省本科类近三年录取与今年计划',
        querystring: idQuery,
        response: { 200: envelope(schoolDetail) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await schoolDetailOf(deps, memberOf(request).id, request.query.id)),
  );
}
