import type { Kysely, Updateable } from 'kysely';
import type { AdminMemberDetail, AdminMemberItem, AdminMemberListQuery } from '@yzy/shared/contracts';
import { effectiveVip, fenToYuan, maskMobile, vipLabel, MemberRole } from '@yzy/shared/rules';
import type { Database, MembersTable } from '../../../db/schema';
import { nowSeconds } from '../../../lib/time';
import { containsPattern, likeEscaped } from '../../../db/like';
import { findMemberById, type MemberRow, vipFactsOf } from '../../member';

/** One page of members, newest first, each with its effective VIP level and label. */
export async function listMembersForOperator(
  db: Kysely<Database>,
  query: AdminMemberListQuery,
  nowMs: number,
): Promise<{ content: AdminMemberItem[]; total: number }> {
  let base = db.selectFrom('members');
  if (query.id !== undefined) {
    base = base.where('id', '=', query.id);
  }
  if (query.mobile) {
    base =
      query.mobile.length === 11
        ? base.where('mobile', '=', query.mobile)
        : base.where(likeEscaped('mobile', containsPattern(query.mobile)));
  }
  if (query.role !== undefined) {
    base = base.where('role', '=', query.role);
  }
  if (query.disabled !== undefined) {
    base = base.where('disabled', '=', query.disabled ? 1 : 0);
  }
  if (query.vip !== undefined) {
    const nowSeconds = Math.floor(nowMs / 1000);
    base = query.vip
      ? base.where('is_open_vip', '=', 1).where('vip_end_time', '>', nowSeconds)
      : base.where((eb) => eb.or([eb('is_open_vip', '=', 0), eb('vip_end_time', 'is', null), eb('vip_end_time', '<=', nowSeconds)]));
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  const content = await Promise.all(rows.map((row) => toAdminMember(db, row, nowMs)));
  return { content, total: Number(count.total) };
}

export async function toAdminMember(db: Kysely<Database>, row: MemberRow, nowMs: number): Promise<AdminMemberItem> {
  const facts = await vipFactsOf(db, row);
  return {
    id: row.id,
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    nickname: row.nickname,
    role: row.role,
    vipLevel: effectiveVip(facts, nowMs).level,
    vipLabel: vipLabel(facts, nowMs),
    isOpenVip: row.is_open_vip,
    isSuperVip: row.is_super_vip,
    vipCardId: row.vip_card_id,
    vipStartTime: row.vip_start_time,
    vipEndTime: row.vip_end_time,
    disabled: row.disabled === 1,
    subAccountQuota: row.sub_account_quota,
    expertId: row.expert_id,
    createdAt: Number(row.created_at),
  };
}

/** A member with its VIP ledger, recent orders and sub-account use; undefined when unknown. */
export async function memberDetailForOperator(db: Kysely<Database>, id: number, nowMs: number): Promise<AdminMemberDetail | undefined> {
  const row = await findMemberById(db, id);
  if (!row) {
    return undefined;
  }
  const [item, grants, orders, subs] = await Promise.all([
    toAdminMember(db, row, nowMs),
    db
      .selectFrom('vip_grants as g')
      .innerJoin('vip_cards as c', 'c.id', 'g.vip_card_id')
      .select(['g.id', 'g.vip_card_id', 'c.name', 'g.vip_level', 'g.from_time', 'g.to_time', 'g.reason', 'g.order_id', 'g.created_at'])
      .where('g.member_id', '=', id)
      .orderBy('g.id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('vip_orders')
      .select(['order_id', 'card_name', 'amount_fen', 'status', 'created_at', 'paid_at'])
      .where('member_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expert_id', '=', id)
      .where('role', '=', MemberRole.subAccount)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...item,
    probationEndTime: row.probation_vip_end_time,
    subAccountsUsed: Number(subs.n),
    grants: grants.map((g) => ({
      id: g.id,
      vipCardId: g.vip_card_id,
      vipCardName: g.name,
      vipLevel: g.vip_level,
      fromTime: Number(g.from_time),
      toTime: Number(g.to_time),
      reason: g.reason,
      orderId: g.order_id,
      createdAt: Number(g.created_at),
    })),
    orders: orders.map((o) => ({
      orderId: o.order_id,
      cardName: o.card_name,
      amount: fenToYuan(o.amount_fen),
      status: o.status,
      createdAt: Number(o.created_at),
      paidAt: o.paid_at,
    })),
  };
}

/** An operator's change to a member's fields, stamped updated_at now. */
export async function updateMemberByOperator(trx: Kysely<Database>, memberId: number, values: Updateable<MembersTable>): Promise<void> {
  await trx
    .updateTable('members')
    .set({ ...values, updated_at: nowSeconds() })
    .where('id', '=', memberId)
    .execute();
}
