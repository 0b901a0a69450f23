import { isOneOf } from '../rules/guards';
import { MEMBER_ROLES } from '../rules/roles';
import { z } from 'zod';
import { adminFlag, adminId, adminNote, adminTime } from './admin-common';
import { pageOf, pageQuery } from './catalogue';

/** Members in the console: search, detail, VIP grants and revocations, super VIP, experts, disabling. */
export const adminMemberListQuery = pageQuery.extend({
  /** A full 11-digit mobile, or at least 4 of its digits (matched anywhere). */
  mobile: z
    .string()
    .trim()
    .regex(/^\d{4,11}$/, { error: '手机号须为4到11位数字' })
    .optional(),
  /** Member id. */
  id: adminId('会员ID').optional(),
  /** One of MemberRole. */
  role: z.coerce
    .number()
    .int()
    .refine((r) => isOneOf(MEMBER_ROLES, r), { error: '角色不正确' })
    .optional(),
  /** Only disabled (true) or only active (false) members. */
  disabled: adminFlag.optional(),
  /** Only members whose paid VIP runs now (true) or not (false). */
  vip: adminFlag.optional(),
});

export const adminMemberItem = z.object({
  id: z.number(),
  /** Always masked, e.g. 138****5678; null for sub-accounts. */
  mobile: z.string().nullable(),
  nickname: z.string(),
  /** 0 member, 1 expert main account, 2 sub-account. */
  role: z.number(),
  /** Effective level now (shared rules): 1 = not VIP. */
  vipLevel: z.number(),
  /** Card name, 试用VIP or 非VIP. */
  vipLabel: z.string(),
  isOpenVip: z.number(),
  isSuperVip: z.number(),
  vipCardId: z.number().nullable(),
  vipStartTime: z.number().nullable(),
  vipEndTime: z.number().nullable(),
  disabled: z.boolean(),
  /** Sub-accounts an expert may hold. */
  subAccountQuota: z.number(),
  /** The expert of a sub-account. */
  expertId: z.number().nullable(),
  createdAt: z.number(),
});

export const adminGrantItem = z.object({
  id: z.number(),
  vipCardId: z.number(),
  vipCardName: z.string(),
  vipLevel: z.number(),
  fromTime: z.number(),
  toTime: z.number(),
  /** purchase | trial | operator. */
  reason: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.number(),
});

export const adminMemberDetail = adminMemberItem.extend({
  probationEndTime: z.number().nullable(),
  /** Sub-accounts created (for an expert). */
  subAccountsUsed: z.number(),
  /** The VIP ledger, newest first. */
  grants: z.array(adminGrantItem),
  /** The 20 newest orders. */
  orders: z.array(
    z.object({
      orderId: z.string(),
      cardName: z.string(),
      amount: z.number(),
      status: z.string(),
      createdAt: z.number(),
      paidAt: z.number().nullable(),
    }),
  ),
});

export const adminGrantVipBody = z.object({
  memberId: adminId('会员ID'),
  vipCardId: adminId('VIP卡'),
  /** Overrides the end the card's rules give (Unix seconds); omit to follow the card. */
  endTime: adminTime('到期时间').optional(),
  note: adminNote,
});

export const adminMemberNoteBody = z.object({ memberId: adminId('会员ID'), note: adminNote });

export const adminSuperVipBody = z.object({
  memberId: adminId('会员ID'),
  isSuperVip: z.boolean({ error: '请选择是否设为超级VIP' }),
  note: adminNote,
});

export const adminMakeExpertBody = z.object({
  memberId: adminId('会员ID'),
  /** Sub-accounts added to the expert's quota (0–1000). */
  extraQuota: z.coerce
    .number({ error: '子账号名额须为0到1000的整数' })
    .int({ error: '子账号名额须为0到1000的整数' })
    .min(0, { error: '子账号名额须为0到1000的整数' })
    .max(1000, { error: '子账号名额须为0到1000的整数' }),
  note: adminNote,
});

export const adminDisableBody = z.object({
  memberId: adminId('会员ID'),
  disabled: z.boolean({ error: '请选择停用或启用' }),
  note: adminNote,
});

export const adminMemberPage = pageOf(adminMemberItem);

export type AdminMemberListQuery = z.infer<typeof adminMemberListQuery>;
export type AdminMemberItem = z.infer<typeof adminMemberItem>;
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;
export type AdminGrantItem = z.infer<typeof adminGrantItem>;
