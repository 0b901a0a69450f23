import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody } from '@yzy/shared/contracts';
import type { Deps } from '../../deps';
import { consumeOrRefuse } from '../../lib/rate-limit';
import { envelope, ok } from '../../lib/envelope';
import { nowSeconds } from '../../lib/time';
import { memberOf, type Auth } from '../../plugins/auth';
import { insertFeedback } from './feedback.repository';

/** Feedback from members: stored for operators, at most 5 per member per hour. */
export function registerFeedbackRoutes(app: FastifyInstance, deps: Deps, auth: Auth) {
  const limiter = deps.store.limiter('feedback', 5, 3600);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/feedback/create',
    {
      preHandler: auth.required,
      schema: { tags: ['我的'], summary: '提交意见反馈', body: feedbackBody, response: { 200: envelope(z.object({ id: z.number() })) } },
    },
    async (request) => {
      const member = memberOf(request);
      await consumeOrRefuse(limiter, String(member.id), { message: '反馈提交过于频繁，请稍后再试' });
      const { content, contact, images } = request.body;
      return ok({ id: await insertFeedback(deps.db, { memberId: member.id, content, contact, images, createdAt: nowSeconds() }) });
    },
  );
}
