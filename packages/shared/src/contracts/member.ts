import { z } from 'zod';
import { memberNemtInfo } from './score-profile';

export const vipCardSummary = z.object({
  /** Unix seconds the current card started. */
  startTime: z.number().nullable(),
  /** Unix seconds the current card ends. */
  endTime: z.number().nullable(),
  vipCardType: z.object({ /** Card name shown as the badge. */ name: z.string() }),
});

/** The score profile (every field of memberNemtInfo), defined with the score-profile feature. */
export const memberNemtInfoShape = memberNemtInfo;

export const memberInfo = z.object({
  id: z.number(),
  /** Display name; the client shows 账号ID:id when empty. */
  nickname: z.string(),
  /** Avatar URL; empty means the default placeholder. */
  avatar: z.string(),
  /** One of MemberRole (rules/roles.ts). */
  role: z.number(),
  /** The paid card's level, forced to 1 unless isOpenVip is 1 (paidLevelOf; docs/product-rules.md, VIP level). */
  vipLevel: z.number(),
  /** The level the member has now: trial, paid and super VIP together (effectiveVip; 1 = not VIP). Read it with isVipLevel. */
  effectiveVipLevel: z.number(),
  isOpenVip: z.number(),
  isSuperVip: z.number(),
  /** Unix seconds the paid VIP ends. */
  vipEndTime: z.number().nullable(),
  vipCard: vipCardSummary.nullable(),
  /** 0 = 未使用 (a sub-account not yet used), 1 = in use. */
  vipStatus: z.number(),
  /** The header label: card name, 试用VIP or 非VIP. */
  vipCardName: z.string(),
  isProbationPeriod: z.number(),
  probationVipEndTime: z.number().nullable(),
  probationVipCardId: z.number().nullable(),
  /** True while a card would grant VIP but the filling-season blackout window is on. */
  vipBlockedByWindow: z.boolean(),
  /** Masked mobile, e.g. 138****1234; null for sub-accounts. */
  mobile: z.string().nullable(),
  memberNemtInfo: memberNemtInfoShape.nullable(),
});

export type MemberInfo = z.infer<typeof memberInfo>;
