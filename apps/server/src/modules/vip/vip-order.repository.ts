import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { VipOrderItem, VipOrderStatus } from '@yzy/shared/contracts';
import type { PayChannel } from '@yzy/shared/rules';
import { fenToYuan } from '@yzy/shared/rules';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import type { VipOrdersTable } from '../../db/tables/vip';

export type VipOrderRow = Selectable<VipOrdersTable>;
type NewOrder = Omit<Insertable<VipOrdersTable>, 'order_id'>;

/** YZY + Beijing yyyyMMddHHmmss + 6 random digits, e.g. YZY20261122223015048213 (23 characters). */
export function newOrderId(nowMs = Date.now()): string {
  const stamp = new Date(nowMs + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `YZY${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Inserts an order under a fresh id, drawing another id on the rare collision. */
export async function insertOrder(db: Kysely<Database>, order: NewOrder): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const orderId = newOrderId();
    try {
      await db
        .insertInto('vip_orders')
        .values({ ...order, order_id: orderId })
        .execute();
      return orderId;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) {
        throw error;
      }
    }
  }
}

export async function findOrder(db: Kysely<Database>, orderId: string): Promise<VipOrderRow | undefined> {
  return db.selectFrom('vip_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * Fixes the channel of an order the first time it is placed. True when the order now has this
 * channel (claimed here or earlier); false when another channel got it first, since WeChat Pay
 * refuses one out_trade_no under two trade types.
 */
export async function claimChannel(db: Kysely<Database>, orderId: string, channel: PayChannel): Promise<boolean> {
  await db.updateTable('vip_orders').set({ channel }).where('order_id', '=', orderId).where('channel', 'is', null).execute();
  const row = await db.selectFrom('vip_orders').select('channel').where('order_id', '=', orderId).executeTakeFirst();
  return row?.channel === channel;
}

/** Keeps the first code_url only, so concurrent pay calls end up showing the same QR code. */
export async function saveCodeUrl(db: Kysely<Database>, orderId: string, codeUrl: string): Promise<void> {
  await db.updateTable('vip_orders').set({ code_url: codeUrl }).where('order_id', '=', orderId).where('code_url', 'is', null).execute();
}

/** The latest h5_url, or the first prepay_id (a JSAPI order keeps one prepay_id). */
export async function savePayRef(db: Kysely<Database>, orderId: string, channel: 'h5' | 'jsapi', payRef: string): Promise<void> {
  const update = db.updateTable('vip_orders').set({ pay_ref: payRef }).where('order_id', '=', orderId);
  await (channel === 'jsapi' ? update.where('pay_ref', 'is', null) : update).execute();
}

/** True once the provider holds the order (through any channel), so it can be queried and closed there. */
export function isPlaced(order: Pick<VipOrderRow, 'code_url' | 'pay_ref'>): boolean {
  return order.code_url !== null || order.pay_ref !== null;
}

/** NOTPAY → CLOSED; false when the order was paid or closed meanwhile. */
export async function markClosed(db: Kysely<Database>, orderId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('vip_orders')
    .set({ status: 'CLOSED', closed_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'NOTPAY')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * NOTPAY or CLOSED → SUCCESS, true for exactly one caller per order: concurrent notifications and
 * queries race on this row and only the winner grants. A CLOSED order can still become paid,
 * because money taken at the provider must never be lost.
 */
export async function markPaid(
  db: Kysely<Database>,
  orderId: string,
  payment: { transactionId: string; paidAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('vip_orders')
    .set({ status: 'SUCCESS', paid_at: payment.paidAt, transaction_id: payment.transactionId })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['NOTPAY', 'CLOSED'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listMemberOrders(
  db: Kysely<Database>,
  memberId: number,
  paging: { page: number; size: number },
): Promise<{ content: VipOrderItem[]; total: number }> {
  const base = db.selectFrom('vip_orders').where('member_id', '=', memberId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return { content: rows.map(toOrderItem), total: Number(counted.total) };
}

export function statusOf(row: Pick<VipOrderRow, 'status'>): VipOrderStatus {
  return row.status === 'SUCCESS' || row.status === 'CLOSED' ? row.status : 'NOTPAY';
}

export function toOrderItem(row: VipOrderRow): VipOrderItem {
  return {
    orderId: row.order_id,
    vipCardId: row.vip_card_id,
    vipCardName: row.card_name,
    vipLevel: row.vip_level,
    payAmount: fenToYuan(row.amount_fen),
    payType: row.pay_type,
    status: statusOf(row),
    createdAt: row.created_at,
    paidAt: row.paid_at,
    expireAt: row.expire_at,
  };
}
