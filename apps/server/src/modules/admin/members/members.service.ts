import { MemberRole } from '@yzy/shared/rules';
import type { Kysely } from 'kysely';
import type { AdminMemberItem } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { invalid, notFound } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { makeExpert } from '../../accounts';
import { findMemberById, type MemberRow } from '../../member';
import { findCardById, grantVip } from '../../vip';
import { withAudit, type Actor, type AuditEntry } from '../audit/audit.repository';
import { toAdminMember, updateMemberByOperator } from './members.repository';

/** Operator writes on one member: each runs with its audit row in one transaction and answers the member as it now is. */
async function changeMember(
  db: Kysely<Database>,
  actor: Actor,
  memberId: number,
  change: (trx: Kysely<Database>, member: MemberRow) => Promise<Omit<AuditEntry, 'targetType' | 'targetId'>>,
): Promise<AdminMemberItem> {
  await withAudit(db, actor, async (trx) => {
    const member = await findMemberById(trx, memberId);
    if (!member) {
      throw notFound('会员不存在');
    }
    const audit = await change(trx, member);
    return { value: null, audit: { ...audit, targetType: 'member', targetId: memberId } };
  });
  const updated = await findMemberById(db, memberId);
  if (!updated) {
    throw notFound('会员不存在');
  }
  return toAdminMember(db, updated, Date.now());
}

const vipBefore = (m: MemberRow) => ({
  isOpenVip: m.is_open_vip,
  vipLevel: m.vip_level,
  vipCardId: m.vip_card_id,
  vipEndTime: m.vip_end_time,
  probationEndTime: m.probation_vip_end_time,
});

export async function grantVipByOperator(
  db: Kysely<Database>,
  actor: Actor,
  body: { memberId: number; vipCardId: number; endTime?: number; note: string },
) {
  const card = await findCardById(db, body.vipCardId);
  if (!card) {
    throw notFound('VIP卡不存在');
  }
  if (body.endTime !== undefined && body.endTime <= nowSeconds()) {
    throw invalid('到期时间须晚于现在');
  }
  return changeMember(db, actor, body.memberId, async (trx, member) => {
    const granted = await grantVip(trx, member.id, card.id, 'operator', body.endTime !== undefined ? { endTime: body.endTime } : {});
    return {
      action: 'member.grantVip',
      detail: { vipCardId: card.id, cardName: card.name, granted, before: vipBefore(member), note: body.note },
    };
  });
}

/** Ends the paid VIP and any trial now; super VIP is a separate switch. */
export async function revokeVipByOperator(db: Kysely<Database>, actor: Actor, body: { memberId: number; note: string }) {
  return changeMember(db, actor, body.memberId, async (trx, member) => {
    await updateMemberByOperator(trx, member.id, {
      is_open_vip: 0,
      vip_level: 1,
      vip_card_id: null,
      vip_start_time: null,
      vip_end_time: null,
      is_probation_period: 0,
      probation_vip_card_id: null,
      probation_vip_end_time: null,
    });
    return { action: 'member.revokeVip', detail: { before: vipBefore(member), note: body.note } };
  });
}

export async function setSuperVipByOperator(
  db: Kysely<Database>,
  actor: Actor,
  body: { memberId: number; isSuperVip: boolean; note: string },
) {
  return changeMember(db, actor, body.memberId, async (trx, member) => {
    await updateMemberByOperator(trx, member.id, { is_super_vip: body.isSuperVip ? 1 : 0 });
    return { action: 'member.superVip', detail: { before: member.is_super_vip, after: body.isSuperVip ? 1 : 0, note: body.note } };
  });
}

export async function makeExpertByOperator(
  db: Kysely<Database>,
  actor: Actor,
  body: { memberId: number; extraQuota: number; note: string },
) {
  return changeMember(db, actor, body.memberId, async (trx, member) => {
    if (member.role === MemberRole.subAccount) {
      throw invalid('子账号不能设为专家主账号');
    }
    await makeExpert(trx, member.id, body.extraQuota);
    return {
      action: 'member.makeExpert',
      detail: { roleBefore: member.role, quotaBefore: member.sub_account_quota, extraQuota: body.extraQuota, note: body.note },
    };
  });
}

/** A disabled member is refused (10002) on the next call with any of its tokens. */
export async function setDisabledByOperator(
  db: Kysely<Database>,
  actor: Actor,
  body: { memberId: number; disabled: boolean; note: string },
) {
  return changeMember(db, actor, body.memberId, async (trx, member) => {
    await updateMemberByOperator(trx, member.id, { disabled: body.disabled ? 1 : 0 });
    return { action: body.disabled ? 'member.disable' : 'member.enable', detail: { before: member.disabled, note: body.note } };
  });
}
