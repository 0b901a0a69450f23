import { MemberRole } from '@yzy/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { Codes } from '@yzy/shared/contracts';
import { countSubAccounts, findQuotaOf, insertSubAccounts, touchMember } from './accounts.repository';

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
    await touchMember(trx, expertId, nowSeconds());
    const expert = await findQuotaOf(trx, expertId);
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
