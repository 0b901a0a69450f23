import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coverageResponse } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { readCoverage } from './coverage.repository';

/** 数据覆盖, public: what the product holds per province and category (docs/data.md). */
export function registerCoverageRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/data/coverage',
    {
      schema: {
        tags: ['公共'],
        summary: '数据覆盖：各省各科类有哪些年份的控制线、一分一段、录取数据和招生计划',
        response: { 200: envelope(coverageResponse) },
      },
    },
    async () => ok(await readCoverage(deps.db)),
  );
}
