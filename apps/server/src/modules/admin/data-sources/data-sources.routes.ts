import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataSourcesResponse } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { envelope, ok } from '../../../lib/envelope';
import type { OperatorAuth } from '../auth/operator-auth';
import { listDataSources } from './data-sources.repository';

export function registerDataSourceRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/v1/data/sources',
    {
      schema: {
        tags: ['运营·数据导入'],
        summary: '数据来源：库中各表按来源统计的行数、年份与页面数，及首次启动载入的官方数据发布',
        response: { 200: envelope(dataSourcesResponse) },
      },
      onRequest: operatorAuth,
    },
    async () => ok(await listDataSources(deps.db)),
  );
}
