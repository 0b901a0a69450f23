import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { PayAnswer, VipCard } from '@yzy/shared/contracts';
import { payChannelFor } from '@yzy/shared/rules';
import { goToUrl, reloadPage } from '../../lib/browser';
import { useSiteConfig } from '../site-config';
import { createVipOrder, payVipOrder, vipKeys } from './api';
import { clearPendingPayment, loadPendingPayment, savePendingPayment, type PendingPayment } from './pending-payment';
import { useOrderPoll, type FinalOrderStatus } from './use-order-poll';
import { invokeWechatPay } from './wechat-bridge';

/** After 支付成功 the page reloads 1 s later, so the header and guards see the new level. */
export const RELOAD_AFTER_PAID_MS = 1000;

export type Purchase =
  | { step: 'idle' }
  | { step: 'creating'; card: VipCard }
  | { step: 'failed'; card: VipCard }
  /** `payment` is null after coming back from a phone payment: only the poll is left to do. */
  | { step: 'waiting'; card: VipCard; orderId: string; payment: PayAnswer | null }
  | { step: 'paid'; card: VipCard; orderId: string }
  | { step: 'closed'; card: VipCard; orderId: string };

/** Where the page was, so H5 payment and WeChat's authorisation come back to it. */
const currentPage = () => window.location.href;

/** The state to open with: an order this tab left the page to pay is picked up again. */
function initialPurchase(pending: PendingPayment | null): Purchase {
  return pending ? { step: 'waiting', card: pending.card, orderId: pending.orderId, payment: null } : { step: 'idle' };
}

/**
 * The purchase (docs/product-behaviour.md, VIP): choosing a card creates the order, requests payment, then polls the
 * order until it is paid or closed. On the desktop the payment is the QR code; on a phone it is
 * WeChat's H5 or JSAPI cashier (payChannelFor, docs/payment.md). Polling runs only while `active`
 * (the dialog is open). Choosing another card abandons the previous order's polling.
 */
export function useVipPurchase(active: boolean) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { appName, payChannels } = useSiteConfig();
  const [returning] = useState(loadPendingPayment);
  const [purchase, setPurchase] = useState<Purchase>(() => initialPurchase(returning));
  // Answers of an abandoned attempt (another card chosen, dialog closed) must not overwrite the current one.
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
      // Closing the VIP center gives the order up; leaving the page for WeChat runs no cleanup and keeps it.
      clearPendingPayment();
    },
    [],
  );

  /** Acts on the server's answer: show the QR code or the phone button, open WeChat's cashier, or go authorise first. */
  const proceed = useCallback(
    async (card: VipCard, orderId: string, payment: PayAnswer, mine: number, afterAuthorization = false) => {
      if (payment.authorize_url) {
        if (afterAuthorization) {
          // Came back from the authorisation without an openid: do not send the member round in circles.
          clearPendingPayment();
          message.error('微信授权未完成，请重新下单');
          setPurchase({ step: 'failed', card });
          return;
        }
        savePendingPayment({ orderId, card, stage: 'authorizing' });
        goToUrl(payment.authorize_url);
        return;
      }
      if (mine !== attempt.current) {
        return;
      }
      setPurchase({ step: 'waiting', card, orderId, payment });
      if (payment.jsapi && !payment.checkout_url) {
        const outcome = await invokeWechatPay(payment.jsapi);
        if (outcome === 'fail') {
          message.error('微信支付未完成，请重试');
        }
      }
    },
    [message],
  );

  const payFailed = useCallback(
    (card: VipCard, mine: number) => {
      // The HTTP effects showed the server's message (price changed, window, level); show fresh cards.
      if (mine === attempt.current) {
        clearPendingPayment();
        setPurchase({ step: 'failed', card });
        void queryClient.invalidateQueries({ queryKey: vipKeys.cards() });
      }
    },
    [queryClient],
  );

  const channel = payChannelFor(navigator.userAgent, payChannels);

  const choose = useCallback(
    async (card: VipCard) => {
      const mine = (attempt.current += 1);
      clearPendingPayment();
      setPurchase({ step: 'creating', card });
      try {
        const orderId = await createVipOrder(card, appName);
        await proceed(card, orderId, await payVipOrder(orderId, appName, channel, currentPage()), mine);
      } catch {
        payFailed(card, mine);
      }
    },
    [appName, channel, proceed, payFailed],
  );

  /** Asks for the same order's payment again (after WeChat's authorisation, or 重新发起支付 on return). */
  const payAgain = useCallback(
    async (card: VipCard, orderId: string, afterAuthorization = false) => {
      const mine = (attempt.current += 1);
      try {
        await proceed(card, orderId, await payVipOrder(orderId, appName, channel, currentPage()), mine, afterAuthorization);
      } catch {
        payFailed(card, mine);
      }
    },
    [appName, channel, proceed, payFailed],
  );

  // Back from WeChat's authorisation: the openid is known now, so ask for the JSAPI payment again.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumed.current && returning?.stage === 'authorizing') {
      resumed.current = true;
      void payAgain(returning.card, returning.orderId, true);
    }
  }, [payAgain, returning]);

  /** The member leaves for WeChat's cashier (H5 link, sandbox page): remember the order for the way back. */
  const leaveToPay = useCallback(() => {
    if (purchase.step === 'waiting') {
      savePendingPayment({ orderId: purchase.orderId, card: purchase.card, stage: 'paying' });
    }
  }, [purchase]);

  const waitingOrder = active && purchase.step === 'waiting' ? purchase.orderId : null;
  useOrderPoll(waitingOrder, (status: FinalOrderStatus) => {
    if (purchase.step !== 'waiting') {
      return;
    }
    clearPendingPayment();
    setPurchase({ step: status === 'SUCCESS' ? 'paid' : 'closed', card: purchase.card, orderId: purchase.orderId });
    if (status === 'SUCCESS') {
      message.success('支付成功');
      // Not cancelled on close: the member has paid, the page must pick up the new level either way.
      setTimeout(reloadPage, RELOAD_AFTER_PAID_MS);
    }
  });

  return { purchase, channel, choose, payAgain, leaveToPay };
}
