import type { FastifyRequest } from 'fastify';
import { Codes } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { nowSeconds } from '../../../lib/time';
import { tokenOf } from '../../../plugins/auth';
import { findOperatorById, findOperatorSession } from './operator.repository';

/** The operator behind a request that passed `operatorAuth`. */
export interface OperatorContext {
  id: number;
  username: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

/**
 * The preHandler of every /api/admin route except login. Operator tokens live in
 * operator_sessions, member tokens in sessions: neither table is ever asked about the other's
 * tokens, so a member token can never reach an operator call, nor an operator token a member call.
 */
export function createOperatorAuth(deps: Pick<Deps, 'db'>) {
  return async function operatorAuth(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token) {
      throw new AppError(Codes.noToken, '请先登录运营后台');
    }
    const session = await findOperatorSession(deps.db, token);
    if (!session) {
      throw new AppError(Codes.invalidToken, '登录失效，请重新登录');
    }
    if (session.revoked_at != null) {
      throw new AppError(Codes.revokedToken, '登录失效，请重新登录');
    }
    if (session.expires_at <= nowSeconds()) {
      throw new AppError(Codes.expiredToken, '登录已过期，请重新登录');
    }
    const operator = await findOperatorById(deps.db, session.operator_id);
    if (!operator || operator.disabled === 1) {
      throw new AppError(Codes.accountDisabled, '运营账号已被停用');
    }
    request.operator = { id: operator.id, username: operator.username, tokenHash: session.token_hash };
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) {
    throw new AppError(Codes.noToken, '请先登录运营后台');
  }
  return request.operator;
}
