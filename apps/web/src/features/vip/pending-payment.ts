import type { VipCard } from '@yzy/shared/contracts';

/**
 * A phone payment leaves the page (to WeChat's H5 cashier or its web authorisation) and comes back
 * to it with the page reloaded. The order being paid is kept in sessionStorage (this tab only) so
 * the VIP center reopens on return and polls it as before (docs/payment.md).
 * - paying: the member went to pay; on return, poll the order.
 * - authorizing: the member went to WeChat's authorisation; on return, ask for JSAPI payment again.
 */
export interface PendingPayment {
  orderId: string;
  card: VipCard;
  stage: 'paying' | 'authorizing';
}

const KEY = 'yzy.vip.pendingPayment';

export function savePendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode quota): the member reopens the VIP center by hand.
  }
}

export function loadPendingPayment(): PendingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingPayment | null;
    return value && typeof value.orderId === 'string' && value.card && (value.stage === 'paying' || value.stage === 'authorizing')
      ? value
      : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
