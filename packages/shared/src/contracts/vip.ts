import { z } from 'zod';
import { PAY_CHANNELS } from '../rules/pay-channel';
import { VIP_ORDER_SOURCE, VIP_PAY_TYPE } from '../rules/vip-purchase';
import { pageOf, pageQuery } from './catalogue';

/** One line of a card's benefit list. */
export const vipProjectItem = z.object({
  /** Icon key (an Ant Design icon name in kebab-case, e.g. `bar-chart`) or an image URL. */
  icon: z.string(),
  /** Benefit text, e.g. 录取概率. */
  name: z.string(),
});

/** A VIP card as the VIP center shows it. Prices are yuan: fen / 100, at most two decimals. */
export const vipCard = z.object({
  id: z.number(),
  name: z.string(),
  /** 2, 3 individual levels; 4+ expert and institution cards. */
  vipLevel: z.number(),
  /** Price to pay, yuan (e.g. 198 or 398.5; show with two decimals). */
  currentPrice: z.number(),
  /** Struck-through list price, yuan. */
  originalPrice: z.number(),
  /** Days when deadlineUnit is not 2; the absolute end (Unix seconds) when deadlineUnit is 2. */
  deadline: z.number(),
  /** 2 = absolute end date; any other value = number of days. */
  deadlineUnit: z.number(),
  /** 1 when the card is highlighted as recommended. */
  isRecommend: z.number(),
  /** Recommend badge icon key or URL; empty when none. */
  recommendIcon: z.string(),
  /** Benefit list. */
  vipProject: z.array(vipProjectItem),
  /** Blackout window start (Unix seconds): during the window the card grants no VIP and cannot be bought. */
  startTime: z.number().nullable(),
  /** Blackout window end (Unix seconds). */
  endTime: z.number().nullable(),
  /** The window as text, Beijing time, month/day with the time when not midnight, e.g. `6月24日 – 7月10日 18:00`; null when none. */
  windowText: z.string().nullable(),
  /** True while now is inside the blackout window: show the card but offer no payment. */
  inWindow: z.boolean(),
  /** Sub-accounts an institution card adds to the buyer (0 for individual cards). */
  subAccountQuota: z.number(),
  /** True when the logged-in caller already holds this level: show 已开通 and no payment. Always false for visitors. */
  isCurrentLevel: z.boolean(),
  /** False when vipOrder/create would refuse this card now: inside its window, your current level, or below a paid card you still run. */
  canBuy: z.boolean(),
});

export const vipCardListResponse = z.array(vipCard);

export const createVipOrderBody = z.object({
  /** The order's app label: the product name (APP_NAME). The server records its own name. */
  appName: z.string({ error: '请提供应用名称' }).trim().min(1, { error: '请提供应用名称' }).max(64, { error: '应用名称过长' }),
  /** The price the client showed, yuan; refused with 40001 when it differs from the card's price. */
  payAmount: z.coerce.number({ error: '支付金额格式不正确' }).nonnegative({ error: '支付金额格式不正确' }),
  /** Always 11 (QR-code payment). */
  payType: z.literal(VIP_PAY_TYPE, { error: '支付方式不正确' }),
  /** Always 4 (web). */
  source: z.literal(VIP_ORDER_SOURCE, { error: '订单来源不正确' }),
  vipCardId: z.coerce.number({ error: '请选择VIP卡' }).int({ error: '请选择VIP卡' }).positive({ error: '请选择VIP卡' }),
});

const orderIdField = z.string({ error: '请提供订单号' }).trim().min(1, { error: '请提供订单号' }).max(32, { error: '订单号格式不正确' });

export const createVipOrderResponse = z.object({
  /** Readable unique order number, e.g. YZY20261122141530123456. */
  orderId: z.string(),
});

export const payVipOrderBody = z.object({
  /** Always 11 (QR-code payment, a fixed constant; the channel below says how the member pays). */
  payType: z.literal(VIP_PAY_TYPE, { error: '支付方式不正确' }),
  orderId: orderIdField,
  /** The product name; informational. */
  appName: z.string().max(64).optional(),
  /** native (QR code), h5 (phone browser) or jsapi (inside WeChat); must match the caller's User-Agent (payChannelFor). */
  channel: z.enum(PAY_CHANNELS, { error: '支付方式不正确' }).default('native'),
  /** The page to come back to after H5 payment or WeChat authorisation; only this site's own pages are used. */
  returnUrl: z.string().max(1024).optional(),
});

/** What WeixinJSBridge getBrandWCPayRequest takes, signed by the server. */
export const jsapiPayParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  /** prepay_id=… */
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});

export const payVipOrderResponse = z.object({
  config: z.object({
    response: z.object({
      channel: z.enum(PAY_CHANNELS),
      /** native: content of the QR code, `weixin://…` for WeChat Pay, `{PUBLIC_URL}/pay/sandbox?…` on the sandbox. */
      code_url: z.string().optional(),
      /** h5: the page that opens WeChat's cashier, with redirect_url appended. */
      h5_url: z.string().optional(),
      /** jsapi: the signed parameters for getBrandWCPayRequest. */
      jsapi: jsapiPayParams.optional(),
      /** jsapi on the sandbox only: its checkout page stands in for WeChat's cashier. */
      checkout_url: z.string().optional(),
      /** jsapi without a known openid: open this WeChat authorisation page first, then pay again. */
      authorize_url: z.string().optional(),
    }),
  }),
});

export const orderIdQuery = z.object({ orderId: orderIdField });

export const VIP_ORDER_STATUSES = ['NOTPAY', 'SUCCESS', 'CLOSED'] as const;
export const vipOrderStatus = z.enum(VIP_ORDER_STATUSES);

export const queryVipOrderResponse = z.object({
  orderId: z.string(),
  /** NOTPAY while waiting; SUCCESS once paid and granted; CLOSED after 30 minutes unpaid. */
  status: vipOrderStatus,
  /** Unix seconds of the payment; null until paid. */
  paidAt: z.number().nullable(),
});

export const vipOrderListQuery = pageQuery;

export const vipOrderItem = z.object({
  orderId: z.string(),
  vipCardId: z.number(),
  /** Card name at the time of the order. */
  vipCardName: z.string(),
  vipLevel: z.number(),
  /** Amount, yuan. */
  payAmount: z.number(),
  payType: z.number(),
  status: vipOrderStatus,
  /** Unix seconds. */
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  /** Unix seconds after which an unpaid order closes. */
  expireAt: z.number(),
});

export const vipOrderListResponse = pageOf(vipOrderItem);

export const sandboxConfirmBody = z.object({
  orderId: orderIdField,
  /** The token from the sandbox code_url. */
  token: z.string({ error: '支付链接无效' }).min(1, { error: '支付链接无效' }).max(128, { error: '支付链接无效' }),
});

export const sandboxConfirmResponse = z.object({ orderId: z.string(), status: vipOrderStatus });

export type VipCard = z.infer<typeof vipCard>;
export type VipProjectItem = z.infer<typeof vipProjectItem>;
export type CreateVipOrderBody = z.infer<typeof createVipOrderBody>;
export type PayVipOrderBody = z.infer<typeof payVipOrderBody>;
export type PayVipOrderResponse = z.infer<typeof payVipOrderResponse>;
export type PayAnswer = PayVipOrderResponse['config']['response'];
export type JsapiPayParams = z.infer<typeof jsapiPayParams>;
export type VipOrderStatus = z.infer<typeof vipOrderStatus>;
export type QueryVipOrderResponse = z.infer<typeof queryVipOrderResponse>;
export type VipOrderItem = z.infer<typeof vipOrderItem>;
export type VipOrderListResponse = z.infer<typeof vipOrderListResponse>;
