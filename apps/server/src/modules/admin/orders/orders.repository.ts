import type { Kysely } from 'kysely';
import type { AdminOrderDetail, AdminOrderItem, AdminOrderListQuery } from '@yzy/shared/contracts';
import { fenToYuan, maskMobile } from '@yzy/shared/rules';
import type { Database } from '../../../db/schema';
import { statusOf, type VipOrderRow } from '../../vip';

type OrderWithMobile = VipOrderRow & { mobile: string | null };

function ordersQuery(db: Kysely<Database>, query: Omit<AdminOrderListQuery, 'page' | 'size'>) {
  let base = db.selectFrom('vip_orders as o').leftJoin('members as m', 'm.id', 'o.member_id');
  if (query.status) {
    base = base.where('o.status', '=', query.status);
  }
  if (query.memberId !== undefined) {
    base = base.where('o.member_id', '=', query.memberId);
  }
  if (query.orderId) {
    base = base.where('o.order_id', '=', query.orderId);
  }
  if (query.from !== undefined) {
    base = base.where('o.created_at', '>=', query.from);
  }
  if (query.to !== undefined) {
    base = base.where('o.created_at', '<', query.to);
  }
  return base;
}

/** Orders newest first, filtered by status, member, order number and creation time. */
export async function listOrdersForOperator(
  db: Kysely<Database>,
  query: AdminOrderListQuery,
): Promise<{ content: AdminOrderItem[]; total: number }> {
  const base = ordersQuery(db, query);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('o')
      .select('m.mobile')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return { content: rows.map(toAdminOrder), total: Number(count.total) };
}

/** An order with every payment notification about it and the grant it made. */
export async function orderDetailForOperator(db: Kysely<Database>, orderId: string): Promise<AdminOrderDetail | undefined> {
  const row = await ordersQuery(db, { orderId }).selectAll('o').select('m.mobile').executeTakeFirst();
  if (!row) {
    return undefined;
  }
  const [events, grant] = await Promise.all([
    db.selectFrom('payment_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('vip_grants')
      .select(['from_time', 'to_time', 'vip_level', 'created_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
  ]);
  return {
    ...toAdminOrder(row),
    events: events.map((e) => ({
      id: e.id,
      provider: e.provider,
      verified: e.verified === 1,
      reason: e.reason,
      headers: headersOf(e.headers),
      body: e.body,
      createdAt: Number(e.created_at),
    })),
    grant: grant
      ? { fromTime: Number(grant.from_time), toTime: Number(grant.to_time), vipLevel: grant.vip_level, createdAt: Number(grant.created_at) }
      : null,
  };
}

function headersOf(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) {
      return {};
    }
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function toAdminOrder(row: OrderWithMobile): AdminOrderItem {
  return {
    orderId: row.order_id,
    memberId: row.member_id,
    memberMobile: row.mobile ? maskMobile(row.mobile) : null,
    cardName: row.card_name,
    vipCardId: row.vip_card_id,
    vipLevel: row.vip_level,
    amount: fenToYuan(row.amount_fen),
    status: statusOf(row),
    provider: row.provider,
    transactionId: row.transaction_id,
    createdAt: Number(row.created_at),
    expireAt: Number(row.expire_at),
    paidAt: row.paid_at,
    closedAt: row.closed_at,
  };
}
