import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowSeconds } from '../../lib/time';
import { NotificationRejected, type HeaderBag, type PaymentNotification, type PaymentProvider } from '../../providers/payment/payment';
import { recordPaymentEvent } from './payment-event.repository';
import { grantVip } from './vip-grant';
import { findOrder, markPaid, type VipOrderRow } from './vip-order.repository';

export type SettleResult = 'granted' | 'duplicate';

export type NotifyOutcome = { ok: true; result: SettleResult | 'ignored' } | { ok: false; httpStatus: number; message: string };

/**
 * Marks a paid order SUCCESS and grants its card, in one transaction. Only the caller whose
 * conditional update changed the row grants; every other concurrent or repeated caller gets
 * 'duplicate'. Notifications and order queries both settle through here.
 */
export async function settlePaidOrder(
  db: Kysely<Database>,
  order: Pick<VipOrderRow, 'order_id' | 'member_id' | 'vip_card_id'>,
  payment: { transactionId: string; paidAt: number | null },
): Promise<SettleResult> {
  return db.transaction().execute(async (trx) => {
    const paidAt = payment.paidAt ?? nowSeconds();
    if (!(await markPaid(trx, order.order_id, { transactionId: payment.transactionId, paidAt }))) {
      return 'duplicate';
    }
    await grantVip(trx, order.member_id, order.vip_card_id, 'purchase', { orderId: order.order_id });
    return 'granted';
  });
}

/**
 * The one path every payment notification takes, real or sandbox: authenticate and decode it with
 * the provider, check that the order exists and the amount matches, settle, and record the event
 * (verified or not) in payment_events. Nothing is granted unless every check passes.
 */
export async function handlePaymentNotification(
  db: Kysely<Database>,
  provider: PaymentProvider,
  headers: HeaderBag,
  rawBody: string,
): Promise<NotifyOutcome> {
  const record = (orderId: string | null, verified: boolean, reason: string) =>
    recordPaymentEvent(db, { provider: provider.name, orderId, verified, reason, headers, rawBody });

  let payment: PaymentNotification;
  try {
    payment = await provider.parseNotification(headers, rawBody);
  } catch (error) {
    const reason = error instanceof NotificationRejected ? error.reason : 'unreadable notification';
    await record(error instanceof NotificationRejected ? error.orderId : null, false, reason);
    return { ok: false, httpStatus: 401, message: 'notification not verified' };
  }
  const order = await findOrder(db, payment.orderId);
  if (!order) {
    await record(payment.orderId, false, 'unknown order');
    return { ok: false, httpStatus: 404, message: 'order not found' };
  }
  if (payment.amountFen !== order.amount_fen) {
    await record(order.order_id, false, `amount mismatch: paid ${payment.amountFen}, order ${order.amount_fen}`);
    return { ok: false, httpStatus: 400, message: 'amount mismatch' };
  }
  if (payment.state !== 'SUCCESS') {
    await record(order.order_id, true, `trade state ${payment.state}`);
    return { ok: true, result: 'ignored' };
  }
  const result = await settlePaidOrder(db, order, payment);
  await record(order.order_id, true, result);
  return { ok: true, result };
}
