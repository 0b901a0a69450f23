import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { globalSearchQuery, globalSearchResult } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { searchAll } from './search.service';

export function registerSearchRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/search/global',
    {
      schema: {
        tags: ['搜索'],
        summary: '顶部搜索：院校、专业、资讯各最多 limit 条',
        querystring: globalSearchQuery,
        response: { 200: envelope(globalSearchResult) },
      },
    },
    async (request) => ok(await searchAll(deps.db, request.query.keyword, request.query.limit)),
  );
}
