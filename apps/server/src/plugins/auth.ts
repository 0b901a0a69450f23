import type { FastifyRequest } from 'fastify';
import { Codes } from '@yzy/shared/contracts';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { nowSeconds } from '../lib/time';
import { findSessionWithMember, touchSession } from '../modules/auth';
import type { MemberRow } from '../modules/member';

declare module 'fastify' {
  interface FastifyRequest {
    member: MemberRow | null;
    tokenHash: string | null;
  }
}

/** The raw token from the Authorization header; `Bearer <token>` is accepted too. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) {
    return null;
  }
  return header.replace(/^Bearer\s+/i, '') || null;
}

/** A stored session (member or operator) that exists, is not revoked and has not expired: else 20002 / 20004 / 20003. */
export function assertSessionUsable<S extends { revoked_at: number | null; expires_at: number }>(session: S | undefined): S {
  if (!session) {
    throw new AppError(Codes.invalidToken, '登录失效，请重新登录');
  }
  if (session.revoked_at != null) {
    throw new AppError(Codes.revokedToken, '登录失效，请重新登录');
  }
  if (session.expires_at <= nowSeconds()) {
    throw new AppError(Codes.expiredToken, '登录已过期，请重新登录');
  }
  return session;
}

/** preHandlers that resolve the member behind the token: `required` refuses with 20001–20004 or 10002. */
export function createAuth(deps: Pick<Deps, 'db'>) {
  async function resolve(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token) {
      throw new AppError(Codes.noToken, '请先登录');
    }
    const found = await findSessionWithMember(deps.db, token);
    const session = assertSessionUsable(found?.session);
    const member = found?.member;
    if (!member || member.disabled === 1) {
      throw new AppError(Codes.accountDisabled, '账号已被停用');
    }
    await touchSession(deps.db, session.token_hash, session.expires_at);
    request.member = member;
    request.tokenHash = session.token_hash;
  }

  return {
    required: resolve,
    /** Resolves the member when a valid token is sent; otherwise leaves `member` null. */
    async optional(request: FastifyRequest): Promise<void> {
      if (!tokenOf(request)) {
        return;
      }
      await resolve(request).catch(() => undefined);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** The member of a request that passed `auth.required`. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) {
    throw new AppError(Codes.noToken, '请先登录');
  }
  return request.member;
}
