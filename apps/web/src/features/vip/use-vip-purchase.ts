import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { VipCard } from '@yzy/shared/contracts';
import { reloadPage } from '../../lib/browser';
import { useSiteConfig } from '../site-config/api';
import { createVipOrder, payVipOrder, vipKeys } from './api';
import { useOrderPoll, type FinalOrderStatus } from './use-order-poll';

/** Spec §4: after 支付成功 the page reloads 1 s later, so the header and guards see the new level. */
export const RELOAD_AFTER_PAID_MS = 1000;

export type Purchase =
  | { step: 'idle' }
  | { step: 'creating'; card: VipCard }
  | { step: 'failed'; card: VipCard }
  | { step: 'waiting'; card: VipCard; orderId: string; codeUrl: string }
  | { step: 'paid'; card: VipCard; orderId: string }
  | { step: 'closed'; card: VipCard; orderId: string };

/**
 * The purchase of spec §4: choosing a card creates the order, requests payment (the QR code's
 * content), then polls the order until it is paid or closed. Polling runs only while `active`
 * (the dialog is open). Choosing another card abandons the previous order's polling.
 */
export function useVipPurchase(active: boolean) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { appName } = useSiteConfig();
  const [purchase, setPurchase] = useState<Purchase>({ step: 'idle' });
  // Answers of an abandoned attempt (another card chosen, dialog closed) must not overwrite the current one.
  const attempt = useRef(0);
  useEffect(() => () => void (attempt.current += 1), []);

  const choose = useCallback(
    async (card: VipCard) => {
      const mine = (attempt.current += 1);
      setPurchase({ step: 'creating', card });
      try {
        const orderId = await createVipOrder(card, appName);
        const codeUrl = await payVipOrder(orderId, appName);
        if (mine === attempt.current) {
          setPurchase({ step: 'waiting', card, orderId, codeUrl });
        }
      } catch {
        // The HTTP effects showed the server's message (price changed, window, level); show fresh cards.
        if (mine === attempt.current) {
          setPurchase({ step: 'failed', card });
          void queryClient.invalidateQueries({ queryKey: vipKeys.cards() });
        }
      }
    },
    [appName, queryClient],
  );

  const waitingOrder = active && purchase.step === 'waiting' ? purchase.orderId : null;
  useOrderPoll(waitingOrder, (status: FinalOrderStatus) => {
    if (purchase.step !== 'waiting') {
      return;
    }
    setPurchase({ step: status === 'SUCCESS' ? 'paid' : 'closed', card: purchase.card, orderId: purchase.orderId });
    if (status === 'SUCCESS') {
      message.success('支付成功');
      // Not cancelled on close: the member has paid, the page must pick up the new level either way.
      setTimeout(reloadPage, RELOAD_AFTER_PAID_MS);
    }
  });

  return { purchase, choose };
}
