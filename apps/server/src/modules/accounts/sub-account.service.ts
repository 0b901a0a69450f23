import { MemberRole } from '@yzy/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { Codes } from '@yzy/shared/contracts';
import { countSubAccounts, insertSubAccounts } from './accounts.repository';

/**
 * Creates sub-accounts for an expert within its quota (from institution cards or the operator).
 * The count is re-checked inside the transaction so two concurrent creations cannot exceed it.
 */
export async function createSubAccounts(
  db: Kysely<Database>,
  expertId: number,
  accounts: { nickname: string; note: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A no-op write first takes the expert's row lock (PostgreSQL) or the write lock (SQLite), portably.
    await trx.updateTable('members').set({ updated_at: nowSeconds() }).where('id', '=', expertId).execute();
    const expert = await trx.selectFrom('members').select(['role', 'sub_account_quota']).where('id', '=', expertId).executeTakeFirst();
    if (!expert || expert.role !== MemberRole.expert) {
      throw new AppError(Codes.forbidden, '仅专家主账号可创建子账号');
    }
    const used = await countSubAccounts(trx, expertId);
    if (used + accounts.length > expert.sub_account_quota) {
      throw new AppError(Codes.invalidInput, `子账号名额不足（已用${used}/${expert.sub_account_quota}）`);
    }
    await insertSubAccounts(trx, expertId, accounts);
  });
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
