import { Codes, type CreateVipOrderBody, type PayAnswer, type QueryVipOrderResponse } from '@yzy/shared/contracts';
import { ORDER_TTL_SECONDS, isCardExpired, isInWindow, yuanToFen, MemberRole } from '@yzy/shared/rules';
import type { Deps } from '../../deps';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import type { MemberRow } from '../member';
import type { PaymentProvider } from '../../providers/payment/payment';
import type { WechatOAuth } from '../../providers/payment/wechat-oauth';
import { createOrderPlacement, type PayContext } from './order-placement';
import { settlePaidOrder } from './payment-notification';
import { findCardById, termOf, windowOf, windowTextOf, type VipCardRow } from './vip-card.repository';
import { buyerLevelsOf } from './vip-level';
import { findOrder, insertOrder, isPlaced, markClosed, statusOf, type VipOrderRow } from './vip-order.repository';

type OrderDeps = Pick<Deps, 'config' | 'db' | 'store' | 'log'>;

/** The provider is asked about one order at most this often while the client polls every 3 s. */
const PROVIDER_QUERY_INTERVAL_SECONDS = 5;

const orderError = (msg: string) => new AppError(Codes.orderError, msg);

/** The card of an order the member may place now, at the price shown; else a 40001 naming why not. */
async function buyableCard(db: Deps['db'], member: MemberRow, body: CreateVipOrderBody, now: number): Promise<VipCardRow> {
  const card = await findCardById(db, body.vipCardId);
  if (!card || card.retired === 1 || isCardExpired(termOf(card), now)) {
    throw orderError('该会员卡不存在或已下架');
  }
  if (isInWindow(windowOf(card), now * 1000)) {
    throw orderError(`该会员卡在${windowTextOf(card)}期间暂停开通`);
  }
  if (yuanToFen(body.payAmount) !== card.current_price_fen) {
    throw orderError('订单金额已变化，请刷新后重试');
  }
  const levels = await buyerLevelsOf(db, member, now * 1000);
  if (card.vip_level === levels.currentLevel) {
    throw orderError('您已开通该等级会员');
  }
  if (card.vip_level < levels.runningLevel) {
    throw orderError('您已开通更高等级会员，无需购买该卡');
  }
  if (card.sub_account_quota > 0 && member.role === MemberRole.subAccount) {
    throw orderError('子账号不能购买机构卡，请使用主账号购买');
  }
  return card;
}

export function createVipOrderService(deps: OrderDeps, provider: PaymentProvider, oauth: WechatOAuth | null = null) {
  const { db, log } = deps;
  const placement = createOrderPlacement(deps, provider, oauth);

  async function ownOrder(member: MemberRow, orderId: string): Promise<VipOrderRow> {
    const order = await findOrder(db, orderId);
    if (!order) {
      throw notFound('订单不存在');
    }
    if (order.member_id !== member.id) {
      throw forbidden('无权访问该订单');
    }
    return order;
  }

  /** Settles a payment the notification has not brought yet; an answer for another amount grants nothing. */
  async function reconcile(order: VipOrderRow, force: boolean): Promise<void> {
    if (!isPlaced(order) || (!force && (await deps.store.incr(`pay:queried:${order.order_id}`, PROVIDER_QUERY_INTERVAL_SECONDS)) > 1)) {
      return;
    }
    const remote = await provider.queryOrder(order.order_id);
    if (remote.state !== 'SUCCESS') {
      return;
    }
    if (remote.amountFen !== order.amount_fen || !remote.transactionId) {
      log.error({ orderId: order.order_id, amountFen: remote.amountFen }, 'provider reports a payment that does not match the order');
      return;
    }
    await settlePaidOrder(db, order, { transactionId: remote.transactionId, paidAt: remote.paidAt });
  }

  /** Brings an unpaid order up to date: a late payment is settled, an expired one is closed (at the provider first). */
  async function refresh(order: VipOrderRow): Promise<VipOrderRow> {
    if (order.status !== 'NOTPAY') {
      return order;
    }
    const expired = nowSeconds() >= order.expire_at;
    try {
      await reconcile(order, expired);
      const current = (await findOrder(db, order.order_id)) ?? order;
      if (current.status === 'NOTPAY' && expired) {
        if (isPlaced(current)) {
          await provider.closeOrder(order.order_id);
        }
        await markClosed(db, order.order_id, nowSeconds());
      }
    } catch (error) {
      // The provider is unreachable or refused to close (e.g. paid meanwhile): stay NOTPAY and let the next query retry.
      log.warn({ err: error, orderId: order.order_id }, 'order refresh with the payment provider failed');
    }
    return (await findOrder(db, order.order_id)) ?? order;
  }

  return {
    /** The amount comes from the card; every refusal is a 40001 the VIP center shows as a toast. */
    async createOrder(member: MemberRow, body: CreateVipOrderBody): Promise<{ orderId: string }> {
      const now = nowSeconds();
      const card = await buyableCard(db, member, body, now);
      const orderId = await insertOrder(db, {
        member_id: member.id,
        vip_card_id: card.id,
        card_name: card.name,
        vip_level: card.vip_level,
        amount_fen: card.current_price_fen,
        pay_type: body.payType,
        source: body.source,
        app_name: deps.config.APP_NAME,
        provider: provider.name,
        status: 'NOTPAY',
        code_url: null,
        channel: null,
        pay_ref: null,
        transaction_id: null,
        created_at: now,
        expire_at: now + ORDER_TTL_SECONDS,
        paid_at: null,
        closed_at: null,
      });
      return { orderId };
    },

    /** Places the order through the member's channel; a repeated Native call reuses its code_url. */
    async payOrder(member: MemberRow, orderId: string, ctx: PayContext): Promise<PayAnswer> {
      let order = await ownOrder(member, orderId);
      if (order.status === 'NOTPAY' && nowSeconds() >= order.expire_at) {
        order = await refresh(order);
      }
      if (order.status === 'SUCCESS') {
        throw orderError('订单已支付');
      }
      if (order.status !== 'NOTPAY' || nowSeconds() >= order.expire_at) {
        throw orderError('订单已关闭，请重新下单');
      }
      try {
        return await placement.place(order, ctx);
      } catch (error) {
        if (error instanceof AppError) {
          throw error;
        }
        log.error({ err: error, orderId, channel: ctx.channel }, 'payment provider refused the order');
        throw orderError('支付下单失败，请稍后重试');
      }
    },

    completeAuthorization: placement.completeAuthorization,

    /** Status for the client's 3-second poll; reconciles a late notification and closes expired orders. */
    async queryOrder(member: MemberRow, orderId: string): Promise<QueryVipOrderResponse> {
      const order = await refresh(await ownOrder(member, orderId));
      return { orderId: order.order_id, status: statusOf(order), paidAt: order.paid_at };
    },
  };
}
