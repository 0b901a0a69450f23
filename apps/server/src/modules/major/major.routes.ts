import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery, majorDetail, majorListItem, majorListQuery, pageOf } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { listMajors } from './major.repository';
import { majorDetailOf } from './major.service';

export function registerMajorRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['查专业'];

  r.get(
    '/api/v1/major/list',
    {
      schema: {
        tags,
        summary: '艺术学专业目录（按专业类、关键词，分页）',
        querystring: majorListQuery,
        response: { 200: envelope(pageOf(majorListItem)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const { rows, total } = await listMajors(deps.db, filters, page, size);
      return ok({ content: rows, total, page, size });
    },
  );

  r.get(
    '/api/v1/major/detail',
    {
      schema: {
        tags,
        summary: '专业详情（需登录并完善成绩）：简介、统考科类、开设院校及其在本省的录取',
        querystring: idQuery,
        response: { 200: envelope(majorDetail) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await majorDetailOf(deps, memberOf(request).id, request.query.id)),
  );
}
