import { useEffect, useRef } from 'react';
import { ORDER_POLL_INTERVAL_MS } from '@yzy/shared/rules';
import { queryVipOrder } from './api';

export type FinalOrderStatus = 'SUCCESS' | 'CLOSED';

/**
 * While an order waits for payment, ask for its status every 3 s; a failed poll simply
 * tries again 3 s later. Polling stops (timer cleared, request aborted) when `orderId` becomes null
 * or changes (another card, the dialog closed) and when the component unmounts.
 */
export function useOrderPoll(orderId: string | null, onFinal: (status: FinalOrderStatus) => void): void {
  // The latest callback without restarting the timer chain on every render.
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });

  useEffect(() => {
    if (!orderId) {
      return undefined;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => void poll(), ORDER_POLL_INTERVAL_MS);
    };
    const poll = async () => {
      try {
        const { status } = await queryVipOrder(orderId, controller.signal);
        if (controller.signal.aborted) {
          return;
        }
        if (status === 'NOTPAY') {
          schedule();
          return;
        }
        onFinalRef.current(status);
      } catch {
        if (!controller.signal.aborted) {
          schedule();
        }
      }
    };
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId]);
}
