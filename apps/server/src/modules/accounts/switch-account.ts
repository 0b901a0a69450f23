import type { Kysely } from 'kysely';
import { Codes } from '@yzy/shared/contracts';
import { ALREADY_CURRENT_ACCOUNT_MESSAGE } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import { createSession, revokeSession } from '../auth';
import type { MemberRow } from '../member';
import { expertIdOf, findInGroup, markInUse } from './accounts.repository';

/**
 * Switches inside one expert's group: the current token is revoked and one for the target issued,
 * in one transaction. The first switch into an unused sub-account marks it used.
 */
export async function switchAccount(
  db: Kysely<Database>,
  current: MemberRow,
  currentTokenHash: string,
  accountId: number,
): Promise<string> {
  if (accountId === current.id) {
    throw new AppError(Codes.invalidInput, ALREADY_CURRENT_ACCOUNT_MESSAGE);
  }
  const expertId = expertIdOf(current);
  if (expertId == null) {
    throw forbidden('当前账号不能切换账号');
  }
  return db.transaction().execute(async (trx) => {
    const target = await findInGroup(trx, expertId, accountId);
    if (!target) {
      throw forbidden('只能切换到本专家账号下的账号');
    }
    // The current token is revoked first and only once: of concurrent switches with one token, the
    // first wins and the others find it revoked, so a switch never leaves two live tokens behind.
    if (!(await revokeSession(trx, currentTokenHash))) {
      throw new AppError(Codes.revokedToken, '登录失效，请重新登录');
    }
    await markInUse(trx, target.id);
    return createSession(trx, target.id);
  });
}
