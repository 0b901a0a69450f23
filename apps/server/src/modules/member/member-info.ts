import type { Kysely } from 'kysely';
import { effectiveVip, maskMobile, paidLevelOf, vipLabel, type VipFacts } from '@yzy/shared/rules';
import type { MemberInfo } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { findVipCardsById, type MemberRow } from './member.repository';

/** The VIP facts of a member, as the shared rules read them. */
export async function vipFactsOf(db: Kysely<Database>, member: MemberRow): Promise<VipFacts> {
  const cards = await findVipCardsById(db, member.vip_card_id, member.probation_vip_card_id);
  const paid = member.vip_card_id != null ? cards.get(member.vip_card_id) : undefined;
  const probation = member.probation_vip_card_id != null ? cards.get(member.probation_vip_card_id) : undefined;
  return {
    isOpenVip: member.is_open_vip,
    isSuperVip: member.is_super_vip,
    vipLevel: member.vip_level,
    vipEndTime: member.vip_end_time,
    vipCardName: paid?.name ?? null,
    vipWindow: paid ? { startTime: paid.start_time, endTime: paid.end_time } : null,
    isProbationPeriod: member.is_probation_period,
    probationVipLevel: probation?.vip_level ?? 2,
    probationVipEndTime: member.probation_vip_end_time,
    probationWindow: probation ? { startTime: probation.start_time, endTime: probation.end_time } : null,
  };
}

/** Every field of memberInfo (docs/product-behaviour.md, Session), with the level and label computed by the shared rules. */
export async function toMemberInfo(
  db: Kysely<Database>,
  member: MemberRow,
  memberNemtInfo: MemberInfo['memberNemtInfo'],
  nowMs = Date.now(),
): Promise<MemberInfo> {
  const facts = await vipFactsOf(db, member);
  const vip = effectiveVip(facts, nowMs);
  return {
    id: member.id,
    nickname: member.nickname,
    avatar: member.avatar,
    role: member.role,
    vipLevel: paidLevelOf(facts),
    effectiveVipLevel: vip.level,
    isOpenVip: member.is_open_vip,
    isSuperVip: member.is_super_vip,
    vipEndTime: member.vip_end_time,
    vipCard: facts.vipCardName
      ? { startTime: member.vip_start_time, endTime: member.vip_end_time, vipCardType: { name: facts.vipCardName } }
      : null,
    vipStatus: member.vip_status,
    vipCardName: vipLabel(facts, nowMs),
    isProbationPeriod: member.is_probation_period,
    probationVipEndTime: member.probation_vip_end_time,
    probationVipCardId: member.probation_vip_card_id,
    vipBlockedByWindow: vip.blockedByWindow,
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    memberNemtInfo,
  };
}
