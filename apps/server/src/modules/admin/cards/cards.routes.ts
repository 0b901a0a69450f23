import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminVipCard, adminVipCardFields, adminVipCardRetireBody, adminVipCardUpdateBody } from '@yzy/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../lib/app-error';
import { envelope, ok } from '../../../lib/envelope';
import { nowSeconds } from '../../../lib/time';
import { actorOf, withAudit } from '../audit/audit.repository';
import type { OperatorAuth } from '../auth/operator-auth';
import { cardColumns, findCardForOperator, findCardRow, insertCardRow, listCardsForOperator, updateCardRow } from './cards.repository';

/** VIP cards: list (retired too), create, edit, retire. Orders keep the name and price they were made with. */
export function registerAdminCardRoutes(app: FastifyInstance, deps: Deps, operatorAuth: OperatorAuth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['运营·VIP卡'];
  const { db } = deps;
  const answer = async (id: number) => {
    const card = await findCardForOperator(db, id);
    if (!card) {
      throw notFound('VIP卡不存在');
    }
    return ok(card);
  };
  const exists = async (trx: Kysely<Database>, id: number) => {
    const row = await findCardRow(trx, id);
    if (!row) {
      throw notFound('VIP卡不存在');
    }
    return row;
  };

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
    async (request) => {
      const id = await withAudit(db, actorOf(request), async (trx) => {
        const id = await insertCardRow(trx, cardColumns(request.body), nowSeconds());
        return {
          value: id,
          audit: { action: 'vipCard.create', targetType: 'vipCard', targetId: id, detail: { card: request.body } },
        };
      });
      return answer(id);
    },
  );

  r.post(
    '/api/admin/v1/vipCard/update',
    {
      schema: { tags, summary: '编辑VIP卡', body: adminVipCardUpdateBody, response: { 200: envelope(adminVipCard) } },
      onRequest: operatorAuth,
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await withAudit(db, actorOf(request), async (trx) => {
        const before = await exists(trx, id);
        await updateCardRow(trx, id, cardColumns(fields));
        return { value: null, audit: { action: 'vipCard.update', targetType: 'vipCard', targetId: id, detail: { before, after: fields } } };
      });
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
      await withAudit(db, actorOf(request), async (trx) => {
        const before = await exists(trx, id);
        await updateCardRow(trx, id, { retired: retired ? 1 : 0 });
        return {
          value: null,
          audit: {
            action: retired ? 'vipCard.retire' : 'vipCard.restore',
            targetType: 'vipCard',
            targetId: id,
            detail: { before: before.retired },
          },
        };
      });
      return answer(id);
    },
  );
}
