import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compositeBody, compositeResponse, formulasQuery, formulasResponse } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { memberOf, type Auth } from '../../plugins/auth';
import { compositeFor, formulasFor } from './compute.service';

/** 算综合分: the formulas of a province's category and a member's composite by them. Both need login + score info. */
export function registerComputeRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['算综合分'];

  r.get(
    '/api/v1/compute/formulas',
    {
      schema: {
        tags,
        summary: '省统一综合分公式与不同于它的院校公式（默认本人省份科类）',
        querystring: formulasQuery,
        response: { 200: envelope(formulasResponse) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await formulasFor(deps.db, memberOf(request).id, request.query)),
  );

  r.post(
    '/api/v1/compute/composite',
    {
      schema: {
        tags,
        summary: '算综合分：省公式与院校公式、今年位次估算、近三年等效分（缺省用本人成绩）',
        body: compositeBody,
        response: { 200: envelope(compositeResponse) },
      },
      preHandler: auth.required,
    },
    async (request) => ok(await compositeFor(deps.db, memberOf(request).id, request.body)),
  );
}
