import { MemberRole } from '@yzy/shared/rules';
import type { Kysely } from 'kysely';
import type { GroupAccount } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { nowSeconds } from '../../lib/time';
import type { MemberRow } from '../member';

/** The expert whose group a member belongs to: itself for a main account, its expert for a sub-account. */
export function expertIdOf(member: Pick<MemberRow, 'id' | 'role' | 'expert_id'>): number | null {
  if (member.role === MemberRole.expert) {
    return member.id;
  }
  if (member.role === MemberRole.subAccount) {
    return member.expert_id;
  }
  return null;
}

const columns = ['id', 'nickname', 'sub_note', 'vip_status', 'role', 'created_at'] as const;

type GroupRow = Pick<MemberRow, (typeof columns)[number]>;

function toGroupAccount(row: GroupRow): GroupAccount {
  return {
    id: row.id,
    nickname: row.nickname,
    note: row.sub_note,
    vipStatus: row.vip_status,
    isMain: row.role === MemberRole.expert,
    createdAt: row.created_at,
  };
}

export async function listSubAccounts(
  db: Kysely<Database>,
  expertId: number,
  paging: { page: number; size: number },
  onlyInUse = false,
): Promise<{ content: GroupAccount[]; total: number }> {
  let query = db.selectFrom('members').where('expert_id', '=', expertId).where('role', '=', MemberRole.subAccount);
  if (onlyInUse) {
    query = query.where('vip_status', '=', 1);
  }
  const [{ total }] = await query.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await query
    .select(columns)
    .orderBy('id')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return { content: rows.map(toGroupAccount), total: Number(total) };
}

/** The main account first, then every sub-account of the expert. */
export async function listGroup(db: Kysely<Database>, expertId: number): Promise<GroupAccount[]> {
  const rows = await db
    .selectFrom('members')
    .select(columns)
    .where((eb) => eb.or([eb('id', '=', expertId), eb.and([eb('expert_id', '=', expertId), eb('role', '=', MemberRole.subAccount)])]))
    .orderBy('role')
    .orderBy('id')
    .execute();
  return rows.map(toGroupAccount);
}

/** A member of the expert's group (the main account or one of its sub-accounts), or undefined. */
export async function findInGroup(db: Kysely<Database>, expertId: number, accountId: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb.and([eb('id', '=', expertId), eb('role', '=', MemberRole.expert)]),
        eb.and([eb('expert_id', '=', expertId), eb('role', '=', MemberRole.subAccount)]),
      ]),
    )
    .where('disabled', '=', 0)
    .executeTakeFirst();
}

export async function markInUse(db: Kysely<Database>, accountId: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ vip_status: 1, updated_at: nowSeconds() })
    .where('id', '=', accountId)
    .where('vip_status', '=', 0)
    .execute();
}

export async function updateSubAccount(
  db: Kysely<Database>,
  accountId: number,
  changes: { nickname?: string; note?: string },
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
      ...(changes.note !== undefined ? { sub_note: changes.note } : {}),
      updated_at: nowSeconds(),
    })
    .where('id', '=', accountId)
    .execute();
}

export async function countSubAccounts(db: Kysely<Database>, expertId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expert_id', '=', expertId)
    .where('role', '=', MemberRole.subAccount)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates sub-accounts without a mobile, unused (vipStatus 0) until first switched into. */
export async function insertSubAccounts(
  db: Kysely<Database>,
  expertId: number,
  accounts: { nickname: string; note: string }[],
): Promise<void> {
  if (accounts.length === 0) {
    return;
  }
  const now = nowSeconds();
  await db
    .insertInto('members')
    .values(
      accounts.map((a) => ({
        mobile: null,
        nickname: a.nickname,
        sub_note: a.note,
        role: MemberRole.subAccount,
        expert_id: expertId,
        vip_status: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** A no-op write to a member's row (updated_at), which locks it for the rest of the transaction. */
export async function touchMember(trx: Kysely<Database>, memberId: number, now: number): Promise<void> {
  await trx.updateTable('members').set({ updated_at: now }).where('id', '=', memberId).execute();
}

/** A member's role and sub-account quota. */
export function findQuotaOf(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('members').select(['role', 'sub_account_quota']).where('id', '=', memberId).executeTakeFirst();
}

/** Operator path: makes a member an expert main account and adds to its sub-account quota. */
export async function makeExpert(db: Kysely<Database>, memberId: number, extraQuota: number): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({ role: MemberRole.expert, sub_account_quota: eb('sub_account_quota', '+', extraQuota) }))
    .where('id', '=', memberId)
    .where('role', '!=', MemberRole.subAccount)
    .execute();
}
