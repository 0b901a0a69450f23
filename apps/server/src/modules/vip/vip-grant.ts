import type { Kysely } from 'kysely';
import { grantPeriodOf, plainEndOf, MemberRole } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { nowSeconds } from '../../lib/time';
import { termOf } from './vip-card.repository';
import { findGrantedCard, findMemberVipState, insertGrantLedger, touchMemberForGrant, updateMemberVip } from './vip-grant.repository';

export type GrantReason = 'purchase' | 'trial' | 'operator';

export interface GrantOptions {
  /** The paid order behind a purchase grant. */
  orderId?: string;
  /** Overrides the end (trial hours, operator decisions); otherwise the card's rules decide. */
  endTime?: number;
  now?: number;
}

export interface GrantResult {
  vipLevel: number;
  fromTime: number;
  toTime: number;
}

/**
 * Grants a card to a member in one transaction and writes the ledger row. Operators and tests
 * call it directly; the payment path calls it inside the transaction that marks the order paid.
 * Purchases and operator grants follow grantPeriodOf (day cards extend a same-level running card,
 * upgrades apply from now, absolute cards end at their deadline). A card with a sub-account quota
 * adds it to the member and makes an ordinary member (role 0) an expert main account (role 1).
 * A trial sets the probation fields instead of the paid card.
 */
export async function grantVip(
  db: Kysely<Database>,
  memberId: number,
  cardId: number,
  reason: GrantReason,
  options: GrantOptions = {},
): Promise<GrantResult> {
  if (db.isTransaction) {
    return applyGrant(db, memberId, cardId, reason, options);
  }
  return db.transaction().execute((trx) => applyGrant(trx, memberId, cardId, reason, options));
}

async function applyGrant(
  trx: Kysely<Database>,
  memberId: number,
  cardId: number,
  reason: GrantReason,
  options: GrantOptions,
): Promise<GrantResult> {
  const now = options.now ?? nowSeconds();
  // Touching the row first takes PostgreSQL's row lock, so two grants to one member apply one after
  // the other instead of both extending from the same old end. (SQLite runs one writer at a time.)
  if (!(await touchMemberForGrant(trx, memberId, now))) {
    throw new Error(`grantVip: member ${memberId} does not exist`);
  }
  const member = await findMemberVipState(trx, memberId);
  const card = await findGrantedCard(trx, cardId);

  if (reason === 'trial') {
    const toTime = options.endTime ?? plainEndOf(termOf(card), now);
    await updateMemberVip(trx, memberId, { is_probation_period: 1, probation_vip_card_id: card.id, probation_vip_end_time: toTime });
    await insertGrantLedger(trx, {
      memberId,
      cardId,
      level: card.vip_level,
      fromTime: now,
      toTime,
      previousEnd: member.probation_vip_end_time,
      reason,
      orderId: options.orderId,
      now,
    });
    return { vipLevel: card.vip_level, fromTime: now, toTime };
  }

  const running =
    member.is_open_vip === 1 && member.vip_end_time != null
      ? { level: member.vip_level, startTime: member.vip_start_time, endTime: member.vip_end_time }
      : null;
  const period = grantPeriodOf(termOf(card), running, now);
  const toTime = options.endTime ?? period.endTime;
  const level = period.keepsCurrentCard ? member.vip_level : card.vip_level;
  const quota = card.sub_account_quota;
  await updateMemberVip(trx, memberId, {
    is_open_vip: 1,
    vip_level: level,
    vip_card_id: period.keepsCurrentCard ? member.vip_card_id : card.id,
    vip_start_time: period.startTime,
    vip_end_time: toTime,
    ...(quota > 0
      ? { sub_account_quota: member.sub_account_quota + quota, role: member.role === MemberRole.member ? MemberRole.expert : member.role }
      : {}),
  });
  await insertGrantLedger(trx, {
    memberId,
    cardId,
    level,
    fromTime: period.startTime,
    toTime,
    previousEnd: member.vip_end_time,
    reason,
    orderId: options.orderId,
    now,
  });
  return { vipLevel: level, fromTime: period.startTime, toTime };
}
