import type { Kysely, Updateable } from 'kysely';
import type { Database, MembersTable } from '../../db/schema';

/** A row of the grant ledger (vip_grants). */
export interface GrantLedgerRow {
  memberId: number;
  cardId: number;
  level: number;
  fromTime: number;
  toTime: number;
  previousEnd: number | null;
  reason: string;
  orderId: string | undefined;
  now: number;
}

/**
 * Touches a member's row (updated_at), which takes PostgreSQL's row lock for the rest of the
 * transaction; false when there is no such member.
 */
export async function touchMemberForGrant(trx: Kysely<Database>, memberId: number, now: number): Promise<boolean> {
  const touched = await trx.updateTable('members').set({ updated_at: now }).where('id', '=', memberId).executeTakeFirst();
  return Number(touched.numUpdatedRows) === 1;
}

/** The member's fields a grant reads; throws when there is no such member. */
export function findMemberVipState(trx: Kysely<Database>, memberId: number) {
  return trx
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
}

/** The card's fields a grant reads; throws when there is no such card. */
export function findGrantedCard(trx: Kysely<Database>, cardId: number) {
  return trx
    .selectFrom('vip_cards')
    .select(['id', 'vip_level', 'deadline', 'deadline_unit', 'sub_account_quota'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
}

/** Writes a grant's outcome (the paid card, or the probation fields of a trial) to the member. */
export async function updateMemberVip(trx: Kysely<Database>, memberId: number, values: Updateable<MembersTable>): Promise<void> {
  await trx.updateTable('members').set(values).where('id', '=', memberId).execute();
}

export async function insertGrantLedger(trx: Kysely<Database>, row: GrantLedgerRow): Promise<void> {
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
