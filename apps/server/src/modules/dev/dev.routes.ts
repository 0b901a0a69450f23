import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mobileField } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { readOutbox } from './outbox';

/** The dev outbox. Registered only outside production (buildApp decides), so the route does not exist there. */
export function registerDevRoutes(app: FastifyInstance, deps: Deps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/dev/outbox', { schema: { hide: true, querystring: z.object({ mobile: mobileField }) } }, async (request) => {
      const entries = await readOutbox(deps.store, request.query.mobile);
      return { status: 200, msg: 'ok', data: { entries } };
    });
}
