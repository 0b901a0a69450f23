import type { Kysely } from 'kysely';
import type { AdminVipCard, AdminVipCardFields } from '@yzy/shared/contracts';
import { fenToYuan, yuanToFen } from '@yzy/shared/rules';
import type { Database } from '../../../db/schema';
import { invalid } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import type { VipCardRow } from '../../vip';
import { parseVipProject } from '../../../lib/json-text';

/** Every card, retired ones included, with how many orders each has. */
export async function listCardsForOperator(db: Kysely<Database>): Promise<AdminVipCard[]> {
  const [cards, counts] = await Promise.all([
    db.selectFrom('vip_cards').selectAll().orderBy('retired').orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('vip_orders')
      .select(['vip_card_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('vip_card_id')
      .execute(),
  ]);
  const orders = new Map(counts.map((c) => [c.vip_card_id, Number(c.n)]));
  return cards.map((card) => toAdminCard(card, orders.get(card.id) ?? 0));
}

export async function findCardForOperator(db: Kysely<Database>, id: number): Promise<AdminVipCard | undefined> {
  const card = await db.selectFrom('vip_cards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!card) {
    return undefined;
  }
  const count = await db
    .selectFrom('vip_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vip_card_id', '=', id)
    .executeTakeFirstOrThrow();
  return toAdminCard(card, Number(count.n));
}

/** The stored card, for the audit log's before-image. */
export async function findCardRow(db: Kysely<Database>, id: number): Promise<VipCardRow | undefined> {
  return db.selectFrom('vip_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCardRow(db: Kysely<Database>, columns: ReturnType<typeof cardColumns>, now: number): Promise<number> {
  const row = await db
    .insertInto('vip_cards')
    .values({ ...columns, retired: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCardRow(
  db: Kysely<Database>,
  id: number,
  changes: Partial<ReturnType<typeof cardColumns>> & { retired?: number },
) {
  await db.updateTable('vip_cards').set(changes).where('id', '=', id).execute();
}

/** The stored columns of a card as the operator wrote it; a window needs both ends in order. */
export function cardColumns(fields: AdminVipCardFields) {
  if ((fields.startTime === null) !== (fields.endTime === null)) {
    throw invalid('暂停开通时间须同时填写开始和结束');
  }
  if (fields.startTime !== null && fields.endTime !== null && fields.endTime <= fields.startTime) {
    throw invalid('暂停结束时间须晚于开始时间');
  }
  if (fields.deadlineUnit === 2 && fields.deadline <= nowSeconds()) {
    throw invalid('截止日期须晚于现在');
  }
  if (fields.deadlineUnit === 1 && fields.deadline > 3650) {
    throw invalid('有效天数最多3650天');
  }
  return {
    name: fields.name,
    vip_level: fields.vipLevel,
    current_price_fen: yuanToFen(fields.currentPrice),
    original_price_fen: yuanToFen(fields.originalPrice),
    deadline: fields.deadline,
    deadline_unit: fields.deadlineUnit,
    is_recommend: fields.isRecommend ? 1 : 0,
    recommend_icon: fields.recommendIcon,
    vip_project: JSON.stringify(fields.vipProject),
    start_time: fields.startTime,
    end_time: fields.endTime,
    sub_account_quota: fields.subAccountQuota,
    sort_order: fields.sortOrder,
  };
}

function toAdminCard(row: VipCardRow, orderCount: number): AdminVipCard {
  return {
    id: row.id,
    name: row.name,
    vipLevel: row.vip_level,
    currentPrice: fenToYuan(row.current_price_fen),
    originalPrice: fenToYuan(row.original_price_fen),
    deadline: Number(row.deadline),
    deadlineUnit: row.deadline_unit,
    isRecommend: row.is_recommend === 1,
    recommendIcon: row.recommend_icon,
    vipProject: parseVipProject(row.vip_project),
    startTime: row.start_time,
    endTime: row.end_time,
    subAccountQuota: row.sub_account_quota,
    sortOrder: row.sort_order,
    retired: row.retired === 1,
    orderCount,
    createdAt: Number(row.created_at),
  };
}
