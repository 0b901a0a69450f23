import { RateLimiterRes } from 'rate-limiter-flexible';
import type { OperatorLoginBody, OperatorLoginResponse } from '@yzy/shared/contracts';
import { Codes } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { AppError, invalid } from '../../../lib/app-error';
import { tooManyFor } from '../../../lib/rate-limit';
import { nowSeconds } from '../../../lib/time';
import { writeAudit } from '../audit/audit.repository';
import { acceptTotpStep, createOperatorSession, findOperatorByUsername } from './operator.repository';
import { verifyPassword } from './password';
import { matchTotp } from './totp';

type LoginDeps = Pick<Deps, 'db' | 'store'>;

/** Failed logins allowed per username and per IP in the window, before every attempt is refused. */
export const OPERATOR_LOGIN_LIMITS = { perUsername: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

// One message for every wrong factor, so a guesser learns nothing about which part was right.
const WRONG = '用户名、密码或动态验证码错误';

/** Password + TOTP login. Attempts count per username and per IP (a success gives its points back); while either is spent, even correct credentials are refused. */
export function createOperatorLogin(deps: LoginDeps) {
  const { perUsername, perIp, windowSeconds } = OPERATOR_LOGIN_LIMITS;
  const byUsername = deps.store.limiter('admin-login-username', perUsername, windowSeconds);
  const byIp = deps.store.limiter('admin-login-ip', perIp, windowSeconds);

  /**
   * Counts the attempt before any credential is checked, so concurrent guesses each take a point
   * and no more than the limit are ever evaluated; a spent username or IP refuses even correct
   * credentials until the window ends.
   */
  async function countAttempt(username: string, ip: string): Promise<void> {
    const results = await Promise.allSettled([byUsername.consume(username), byIp.consume(ip)]);
    const refusals: unknown[] = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    const unexpected = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) {
      throw unexpected;
    }
    const waits = refusals.flatMap((reason) => (reason instanceof RateLimiterRes ? [reason.msBeforeNext] : []));
    if (waits.length > 0) {
      throw tooManyFor(Math.max(...waits), (seconds) => `登录失败次数过多，请${Math.max(1, Math.ceil(seconds / 60))}分钟后再试`);
    }
  }

  return async function login(body: OperatorLoginBody, ip: string): Promise<OperatorLoginResponse> {
    const username = body.username.toLowerCase();
    await countAttempt(username, ip);
    const operator = await findOperatorByUsername(deps.db, username);
    // An unknown username still pays for a hash, so timing does not reveal which usernames exist.
    const passwordOk = await verifyPassword(body.password, operator?.password_hash ?? 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA');
    const step = operator && passwordOk ? matchTotp(operator.totp_secret, body.totp, nowSeconds()) : null;
    if (!operator || step === null || !(await acceptTotpStep(deps.db, operator.id, step))) {
      throw invalid(WRONG);
    }
    if (operator.disabled === 1) {
      throw new AppError(Codes.accountDisabled, '运营账号已被停用');
    }
    // A successful login is not a failure: the username starts afresh and the IP gets its point back.
    await Promise.all([byUsername.delete(username), byIp.reward(ip, 1)]);
    const session = await createOperatorSession(deps.db, operator.id);
    await writeAudit(
      deps.db,
      { id: operator.id, name: operator.username, ip },
      { action: 'operator.login', targetType: 'operator', targetId: operator.id, detail: {} },
    );
    return {
      ...session,
      operator: {
        id: operator.id,
        username: operator.username,
        lastLoginAt: operator.last_login_at,
        createdAt: Number(operator.created_at),
      },
    };
  };
}
