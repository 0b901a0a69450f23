import type { Kysely } from 'kysely';
import type { AdminVipCard, AdminVipCardFields } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { withAudit, type Actor } from '../audit/audit.repository';
import { cardColumns, findCardForOperator, findCardRow, insertCardRow, updateCardRow } from './cards.repository';

/** An operator's writes to VIP cards, each with its audit row in one transaction. */

/** A card as the console shows it; 10004 when there is none. */
export async function cardForOperator(db: Kysely<Database>, id: number): Promise<AdminVipCard> {
  const card = await findCardForOperator(db, id);
  if (!card) {
    throw notFound('VIP卡不存在');
  }
  return card;
}

/** Saves a new card and returns its id. */
export async function createCard(db: Kysely<Database>, actor: Actor, fields: AdminVipCardFields): Promise<number> {
  return withAudit(db, actor, async (trx) => {
    const id = await insertCardRow(trx, cardColumns(fields), nowSeconds());
    return { value: id, audit: { action: 'vipCard.create', targetType: 'vipCard', targetId: id, detail: { card: fields } } };
  });
}

export async function editCard(db: Kysely<Database>, actor: Actor, id: number, fields: AdminVipCardFields): Promise<void> {
  await withAudit(db, actor, async (trx) => {
    const before = await existing(trx, id);
    await updateCardRow(trx, id, cardColumns(fields));
    return { value: null, audit: { action: 'vipCard.update', targetType: 'vipCard', targetId: id, detail: { before, after: fields } } };
  });
}

/** Takes a card off sale (retired) or puts it back on sale. */
export async function retireCard(db: Kysely<Database>, actor: Actor, id: number, retired: boolean): Promise<void> {
  await withAudit(db, actor, async (trx) => {
    const before = await existing(trx, id);
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
}

async function existing(trx: Kysely<Database>, id: number) {
  const row = await findCardRow(trx, id);
  if (!row) {
    throw notFound('VIP卡不存在');
  }
  return row;
}
