import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compareMajorsQuery, compareSchoolsQuery, majorComparison, schoolComparison } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { compareMajors, compareSchools } from './compare.service';

/** 院校对比 / 专业对比: up to four side by side, with the lines of the member's province and category (login and score profile, as the detail pages). */
export function registerCompareRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['对比'];

  r.get(
    '/api/v1/compare/schools',
    {
      schema: {
        tags,
        summary: '院校对比（最多4所，ids=1,2,3）：所在地、类型、标签、学费、本省本科类历年线、共同开设的专业',
        querystring: compareSchoolsQuery,
        response: { 200: envelope(schoolComparison) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await compareSchools(deps, memberOf(request).id, request.query.ids)),
  );

  r.get(
    '/api/v1/compare/majors',
    {
      schema: {
        tags,
        summary: '专业对比（最多4个，ids=1,2,3）：学位、学制、开设院校及本省本科类历年线、共同开设的院校',
        querystring: compareMajorsQuery,
        response: { 200: envelope(majorComparison) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await compareMajors(deps, memberOf(request).id, request.query.ids)),
  );
}
