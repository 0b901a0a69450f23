import type { AdminReconcileResult } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { notFound } from '../../../lib/app-error';
import type { PaymentProvider } from '../../../providers/payment';
import { findOrder, settlePaidOrder, statusOf } from '../../vip';
import { writeAudit, type Actor } from '../audit/audit.repository';

/**
 * Asks the provider about an order and, when it was paid for the right amount, settles it through
 * the same path notifications take (settlePaidOrder: mark paid and grant in one transaction, once).
 * The audit row follows that transaction (settlePaidOrder opens its own).
 */
export async function reconcileOrder(
  deps: Pick<Deps, 'db' | 'log'>,
  provider: PaymentProvider,
  actor: Actor,
  orderId: string,
): Promise<AdminReconcileResult> {
  const order = await findOrder(deps.db, orderId);
  if (!order) {
    throw notFound('订单不存在');
  }
  const audit = (outcome: AdminReconcileResult) =>
    writeAudit(deps.db, actor, {
      action: 'order.reconcile',
      targetType: 'order',
      targetId: orderId,
      detail: { before: order.status, ...outcome },
    });
  if (!order.code_url) {
    const outcome: AdminReconcileResult = { orderId, providerState: 'NOTPAY', result: 'notSubmitted', status: statusOf(order) };
    await audit(outcome);
    return outcome;
  }
  const remote = await provider.queryOrder(orderId);
  let result: AdminReconcileResult['result'] = 'notPaid';
  if (remote.state === 'SUCCESS' && (remote.amountFen !== order.amount_fen || !remote.transactionId)) {
    deps.log.error({ orderId, amountFen: remote.amountFen }, 'provider reports a payment that does not match the order');
    result = 'mismatch';
  } else if (remote.state === 'SUCCESS' && remote.transactionId) {
    const settled = await settlePaidOrder(deps.db, order, { transactionId: remote.transactionId, paidAt: remote.paidAt });
    result = settled === 'granted' ? 'granted' : 'alreadySettled';
  }
  const after = (await findOrder(deps.db, orderId)) ?? order;
  const outcome: AdminReconcileResult = { orderId, providerState: remote.state, result, status: statusOf(after) };
  await audit(outcome);
  return outcome;
}
