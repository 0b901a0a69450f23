import { randomBytes } from 'node:crypto';
import { Codes, type PayAnswer } from '@yzy/shared/contracts';
import { payChannelProblem, type PayChannel } from '@yzy/shared/rules';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { wechatNotifyUrl } from '../../providers/payment';
import type { NativeOrderInput, PaymentProvider } from '../../providers/payment/payment';
import type { WechatOAuth } from '../../providers/payment/wechat-oauth';
import { isSandboxPay } from './sandbox-checkout';
import { claimChannel, findOrder, saveCodeUrl, savePayRef, type VipOrderRow } from './vip-order.repository';

type PlacementDeps = Pick<Deps, 'config' | 'db' | 'store' | 'log'>;

/** Where the member pays from, as the pay request shows it. */
export interface PayContext {
  channel: PayChannel;
  userAgent: string;
  clientIp: string;
  /** The page to come back to; anything outside this site is replaced by the home page. */
  returnUrl: string | undefined;
}

/** Where WeChat's web authorisation comes back to (registered as the official account's web authorisation domain). */
export const OAUTH_CALLBACK_PATH = '/api/v1/pay/wechat/oauth';
const OPENID_TTL_SECONDS = 30 * 86400;
const OAUTH_STATE_TTL_SECONDS = 10 * 60;
export const openidKey = (memberId: number) => `pay:openid:${memberId}`;
export const oauthStateKey = (state: string) => `pay:oauth:${state}`;

const orderError = (msg: string) => new AppError(Codes.orderError, msg);

/** A URL on this site (PUBLIC_URL's origin), or the site's home page: never an open redirect. */
export function ownPageUrl(publicUrl: string, candidate: string | undefined): string {
  const home = new URL(publicUrl);
  try {
    const url = new URL(candidate ?? '', home);
    return url.origin === home.origin ? url.toString() : `${home.origin}/`;
  } catch {
    return `${home.origin}/`;
  }
}

/**
 * Places an unpaid order at the provider through the channel the member's device calls for
 * (docs/payment.md) and returns what the client needs to pay: the QR content, the H5 link, or the
 * signed JSAPI parameters (after WeChat's web authorisation when the openid is not known yet).
 */
export function createOrderPlacement(deps: PlacementDeps, provider: PaymentProvider, oauth: WechatOAuth | null) {
  const { config, db, store, log } = deps;

  async function authorizeUrl(memberId: number, returnUrl: string): Promise<string> {
    if (!oauth) {
      throw orderError('该支付方式暂未开通，请使用微信扫码支付');
    }
    const state = randomBytes(16).toString('hex');
    await store.set(oauthStateKey(state), JSON.stringify({ memberId, returnUrl }), OAUTH_STATE_TTL_SECONDS);
    return oauth.authorizeUrl(`${config.PUBLIC_URL.replace(/\/$/, '')}${OAUTH_CALLBACK_PATH}`, state);
  }

  return {
    async place(order: VipOrderRow, ctx: PayContext): Promise<PayAnswer> {
      const problem = payChannelProblem(ctx.channel, ctx.userAgent, config.PAY_PHONE_CHANNELS);
      if (problem) {
        throw orderError(problem);
      }
      if (order.channel !== null && order.channel !== ctx.channel) {
        throw orderError('该订单已使用其他支付方式，请重新下单');
      }
      const returnUrl = ownPageUrl(config.PUBLIC_URL, ctx.returnUrl);
      const openid = ctx.channel === 'jsapi' && !order.pay_ref ? await store.get(openidKey(order.member_id)) : null;
      if (ctx.channel === 'jsapi' && !order.pay_ref && !openid) {
        // Nothing is placed yet: the member comes back from WeChat's authorisation and pays again.
        return { channel: 'jsapi', authorize_url: await authorizeUrl(order.member_id, returnUrl) };
      }
      if (!(await claimChannel(db, order.order_id, ctx.channel))) {
        throw orderError('该订单已使用其他支付方式，请重新下单');
      }
      const input: NativeOrderInput = {
        orderId: order.order_id,
        description: `${config.APP_NAME}-${order.card_name}`,
        amountFen: order.amount_fen,
        notifyUrl: wechatNotifyUrl(config),
        expireAt: order.expire_at,
      };
      if (ctx.channel === 'native') {
        if (!order.code_url) {
          await saveCodeUrl(db, order.order_id, await provider.createNativeOrder(input));
        }
        const saved = await findOrder(db, order.order_id);
        return { channel: 'native', code_url: saved?.code_url ?? '' };
      }
      if (ctx.channel === 'h5') {
        // h5_url lasts five minutes; asking again with the same parameters gives a fresh one.
        const h5Url = await provider.createH5Order({
          ...input,
          clientIp: ctx.clientIp,
          appName: config.APP_NAME,
          appUrl: config.PUBLIC_URL,
        });
        await savePayRef(db, order.order_id, 'h5', h5Url);
        return { channel: 'h5', h5_url: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}` };
      }
      if (!order.pay_ref && openid) {
        await savePayRef(db, order.order_id, 'jsapi', await provider.createJsapiOrder({ ...input, openid }));
      }
      const prepayId = (await findOrder(db, order.order_id))?.pay_ref ?? '';
      const checkout = isSandboxPay(provider)
        ? { checkout_url: `${await provider.checkoutUrl(order.order_id)}&redirect_url=${encodeURIComponent(returnUrl)}` }
        : {};
      return { channel: 'jsapi', jsapi: provider.jsapiParams(prepayId), ...checkout };
    },

    /** The callback of WeChat's web authorisation: remembers the openid and says where to go back to. */
    async completeAuthorization(code: string, state: string): Promise<string> {
      const saved = state ? await store.take(oauthStateKey(state)) : null;
      if (!saved || !oauth) {
        return `${new URL(config.PUBLIC_URL).origin}/`;
      }
      const { memberId, returnUrl } = JSON.parse(saved) as { memberId: number; returnUrl: string };
      try {
        await store.set(openidKey(memberId), await oauth.openidOf(code), OPENID_TTL_SECONDS);
      } catch (error) {
        // Back to the page all the same: paying again asks for a new authorisation.
        log.warn({ err: error, memberId }, 'WeChat web authorisation failed');
      }
      return ownPageUrl(config.PUBLIC_URL, returnUrl);
    },
  };
}
