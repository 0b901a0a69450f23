import { z } from 'zod';
import { adminId, adminTime } from './admin-common';
import { pageOf, pageQuery } from './catalogue';
import { vipOrderStatus, vipProjectItem } from './vip';

/** Dashboard, VIP cards and orders in the operator console. Money in yuan (two decimals), times Unix seconds. */
export const dashboardDay = z.object({
  /** Beijing date, YYYY-MM-DD. */
  date: z.string(),
  /** Members registered that day (sub-accounts excluded). */
  newMembers: z.number(),
  /** Orders created that day, any status. */
  orders: z.number(),
  /** Orders paid that day. */
  paidOrders: z.number(),
  /** Yuan paid that day. */
  revenue: z.number(),
});

export const dashboard = z.object({
  /** Members with a mobile (sub-accounts excluded). */
  membersTotal: z.number(),
  subAccountsTotal: z.number(),
  /** Members with at least one paid order, ever. */
  payingMembers: z.number(),
  /** Members whose paid VIP runs now. */
  activeVipMembers: z.number(),
  /** Yuan paid over the 30 days shown. */
  revenue30d: z.number(),
  /** The last 30 Beijing days, oldest first, today last; days without activity are zeros. */
  days: z.array(dashboardDay),
});

const price = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .min(0, { error: `${label}不能为负` })
    .max(100000, { error: `${label}过大` })
    .multipleOf(0.01, { error: `${label}最多两位小数` });

/** A card as the operator writes it. Prices in yuan; the server stores fen. */
export const adminVipCardFields = z.object({
  name: z.string({ error: '请输入卡名' }).trim().min(1, { error: '请输入卡名' }).max(64, { error: '卡名最多64个字' }),
  /** 2, 3 individual levels; 4+ expert and institution cards. */
  vipLevel: z.coerce
    .number({ error: 'VIP等级须为2到9的整数' })
    .int({ error: 'VIP等级须为2到9的整数' })
    .min(2, { error: 'VIP等级须为2到9的整数' })
    .max(9, { error: 'VIP等级须为2到9的整数' }),
  currentPrice: price('现价'),
  originalPrice: price('原价'),
  /** Days when deadlineUnit is not 2; the absolute end (Unix seconds) when it is 2. */
  deadline: z.coerce.number({ error: '有效期须为正整数' }).int({ error: '有效期须为正整数' }).positive({ error: '有效期须为正整数' }),
  /** 1 = days; 2 = absolute end date. */
  deadlineUnit: z.union([z.literal(1), z.literal(2)], { error: '有效期单位须为1（天）或2（截止日期）' }),
  isRecommend: z.boolean().default(false),
  recommendIcon: z.string().trim().max(255).default(''),
  vipProject: z.array(vipProjectItem).max(20, { error: '权益最多20项' }).default([]),
  /** Blackout window (Unix seconds): both or neither. */
  startTime: adminTime('暂停开始时间').nullable().default(null),
  endTime: adminTime('暂停结束时间').nullable().default(null),
  subAccountQuota: z.coerce.number().int().min(0, { error: '子账号名额不能为负' }).max(1000, { error: '子账号名额最多1000' }).default(0),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
});

export const adminVipCardUpdateBody = adminVipCardFields.extend({ id: adminId('VIP卡') });
export const adminVipCardRetireBody = z.object({
  id: adminId('VIP卡'),
  /** true retires (hidden from sale), false puts it back on sale. */ retired: z.boolean({ error: '请选择下架或上架' }),
});

export const adminVipCard = z.object({
  id: z.number(),
  name: z.string(),
  vipLevel: z.number(),
  currentPrice: z.number(),
  originalPrice: z.number(),
  deadline: z.number(),
  deadlineUnit: z.number(),
  isRecommend: z.boolean(),
  recommendIcon: z.string(),
  vipProject: z.array(vipProjectItem),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  subAccountQuota: z.number(),
  sortOrder: z.number(),
  retired: z.boolean(),
  /** Orders ever made with it. */
  orderCount: z.number(),
  createdAt: z.number(),
});

export const adminOrderListQuery = pageQuery.extend({
  status: vipOrderStatus.optional(),
  memberId: adminId('会员ID').optional(),
  /** Exact order number. */
  orderId: z.string().trim().max(32).optional(),
  /** Created at or after (Unix seconds). */
  from: adminTime('开始时间').optional(),
  /** Created before (Unix seconds). */
  to: adminTime('结束时间').optional(),
});

export const adminOrderItem = z.object({
  orderId: z.string(),
  memberId: z.number(),
  /** Masked. */
  memberMobile: z.string().nullable(),
  cardName: z.string(),
  vipCardId: z.number(),
  vipLevel: z.number(),
  /** Yuan. */
  amount: z.number(),
  status: vipOrderStatus,
  /** sandbox | wechat. */
  provider: z.string(),
  transactionId: z.string().nullable(),
  createdAt: z.number(),
  expireAt: z.number(),
  paidAt: z.number().nullable(),
  closedAt: z.number().nullable(),
});

export const adminPaymentEvent = z.object({
  id: z.number(),
  provider: z.string(),
  verified: z.boolean(),
  /** granted, duplicate, bad signature, amount mismatch… */
  reason: z.string(),
  headers: z.record(z.string(), z.string()),
  /** Raw body as received (cut at 8 KB). */
  body: z.string(),
  createdAt: z.number(),
});

export const adminOrderDetail = adminOrderItem.extend({
  events: z.array(adminPaymentEvent),
  /** The ledger row this order granted; null until paid. */
  grant: z.object({ fromTime: z.number(), toTime: z.number(), vipLevel: z.number(), createdAt: z.number() }).nullable(),
});

export const adminOrderIdQuery = z.object({
  orderId: z.string({ error: '请提供订单号' }).trim().min(1, { error: '请提供订单号' }).max(32),
});
export const adminReconcileBody = adminOrderIdQuery;

export const adminReconcileResult = z.object({
  orderId: z.string(),
  /** What the provider says: SUCCESS, NOTPAY, CLOSED, REFUND, USERPAYING, PAYERROR, REVOKED. */
  providerState: z.string(),
  /** granted: paid at the provider and now settled here; alreadySettled; notPaid; mismatch (amount differs, nothing granted); notSubmitted (never sent to the provider). */
  result: z.enum(['granted', 'alreadySettled', 'notPaid', 'mismatch', 'notSubmitted']),
  /** Our status after reconciling. */
  status: vipOrderStatus,
});

export const adminOrderPage = pageOf(adminOrderItem);

export type Dashboard = z.infer<typeof dashboard>;
export type DashboardDay = z.infer<typeof dashboardDay>;
export type AdminVipCardFields = z.infer<typeof adminVipCardFields>;
export type AdminVipCard = z.infer<typeof adminVipCard>;
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
export type AdminOrderItem = z.infer<typeof adminOrderItem>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export type AdminReconcileResult = z.infer<typeof adminReconcileResult>;
