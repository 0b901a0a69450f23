import type { FastifyRequest } from 'fastify';
import { Codes } from '@yzy/shared/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { assertSessionUsable, tokenOf } from '../../../plugins/auth';
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
 * The onRequest hook of every /api/admin route except login: it runs before the body is read, so
 * nobody uploads megabytes to be parsed without a session. Operator tokens live in
 * operator_sessions, member tokens in sessions: neither table is ever asked about the other's
 * tokens, so a member token can never reach an operator call, nor an operator token a member call.
 */
export function createOperatorAuth(deps: Pick<Deps, 'db'>) {
  return async function operatorAuth(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token) {
      throw new AppError(Codes.noToken, '请先登录运营后台');
    }
    const session = assertSessionUsable(await findOperatorSession(deps.db, token));
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
