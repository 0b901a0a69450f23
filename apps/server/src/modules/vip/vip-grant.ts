import type { Kysely } from 'kysely';
import { grantPeriodOf, plainEndOf, MemberRole } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { nowSeconds } from '../../lib/time';
import { termOf } from './vip-card.repository';

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
  const touched = await trx.updateTable('members').set({ updated_at: now }).where('id', '=', memberId).executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) {
    throw new Error(`grantVip: member ${memberId} does not exist`);
  }
  const member = await trx
    .selectFrom('members')
    .select([
      'role',
      'is_open_vip',
      'vip_level',
      'vip_card_id',
      'vip_start_time',
      'vip_end_time',
      'sub_account_quota',
      'probation_vip_end_time',
    ])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const card = await trx
    .selectFrom('vip_cards')
    .select(['id', 'vip_level', 'deadline', 'deadline_unit', 'sub_account_quota'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();

  if (reason === 'trial') {
    const toTime = options.endTime ?? plainEndOf(termOf(card), now);
    await trx
      .updateTable('members')
      .set({ is_probation_period: 1, probation_vip_card_id: card.id, probation_vip_end_time: toTime })
      .where('id', '=', memberId)
      .execute();
    await insertLedger(trx, {
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
  await trx
    .updateTable('members')
    .set({
      is_open_vip: 1,
      vip_level: level,
      vip_card_id: period.keepsCurrentCard ? member.vip_card_id : card.id,
      vip_start_time: period.startTime,
      vip_end_time: toTime,
      ...(quota > 0
        ? { sub_account_quota: member.sub_account_quota + quota, role: member.role === MemberRole.member ? MemberRole.expert : member.role }
        : {}),
    })
    .where('id', '=', memberId)
    .execute();
  await insertLedger(trx, {
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

interface LedgerRow {
  memberId: number;
  cardId: number;
  level: number;
  fromTime: number;
  toTime: number;
  previousEnd: number | null;
  reason: GrantReason;
  orderId: string | undefined;
  now: number;
}

async function insertLedger(trx: Kysely<Database>, row: LedgerRow): Promise<void> {
  await trx
    .insertInto('vip_grants')
    .values({
      member_id: row.memberId,
      order_id: row.orderId ?? null,
      vip_card_id: row.cardId,
      vip_level: row.level,
      from_time: row.fromTime,
      to_time: row.toTime,
      previous_end_time: row.previousEnd,
      reason: row.reason,
      created_at: row.now,
    })
    .execute();
}
