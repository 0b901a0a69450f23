import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminVipCard, adminVipCardFields, adminVipCardRetireBody, adminVipCardUpdateBody } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { envelope, ok } from '../../../lib/envelope';
import { actorOf } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import { listCardsForOperator } from './cards.repository';
import { cardForOperator, createCard, editCard, retireCard } from './cards.service';

/** VIP cards: list (retired too), create, edit, retire. Orders keep the name and price they were made with. */
export function registerAdminCardRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·VIP卡'];
  const { db } = deps;
  const answer = async (id: number) => ok(await cardForOperator(db, id));

  r.get(
    '/api/admin/v1/vipCard/list',
    { schema: { tags, summary: '全部VIP卡（含已下架）', response: { 200: envelope(z.array(adminVipCard)) } }, onRequest: operatorAuth },
    async () => ok(await listCardsForOperator(db)),
  );

  r.post(
    '/api/admin/v1/vipCard/create',
    {
      schema: { tags, summary: '新建VIP卡', body: adminVipCardFields, response: { 200: envelope(adminVipCard) } },
      onRequest: operatorAuth,
    },
    async (request) => answer(await createCard(db, actorOf(request), request.body)),
  );

  r.post(
    '/api/admin/v1/vipCard/update',
    {
      schema: { tags, summary: '编辑VIP卡', body: adminVipCardUpdateBody, response: { 200: envelope(adminVipCard) } },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await editCard(db, actorOf(request), id, fields);
      return answer(id);
    },
  );

  r.post(
    '/api/admin/v1/vipCard/retire',
    {
      schema: {
        tags,
        summary: '下架（retired=true）或重新上架VIP卡',
        body: adminVipCardRetireBody,
        response: { 200: envelope(adminVipCard) },
      },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { id, retired } = request.body;
      await retireCard(db, actorOf(request), id, retired);
      return answer(id);
    },
  );
}
