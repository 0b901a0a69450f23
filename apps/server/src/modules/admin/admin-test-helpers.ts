import type { TestApp } from '../../../test/test-app';
import { nowSeconds } from '../../lib/time';
import { createOperator, type OperatorCredentials } from './auth/operator-accounts';
import { stepOf, totpCode } from './auth/totp';

/** Factories for the operator-console tests (imported by *.test.ts only). */

let counter = 0;

export interface LoggedInOperator extends OperatorCredentials {
  token: string;
}

export interface Answer<T = unknown> {
  httpStatus: number;
  status: number;
  msg: string;
  data: T;
}

/** The code an authenticator shows now (offset in 30-second steps). */
export function totpNow(secret: string, offset = 0): string {
  return totpCode(secret, stepOf(nowSeconds()) + offset);
}

export async function newOperator(t: TestApp): Promise<OperatorCredentials> {
  counter += 1;
  return createOperator(t.deps.db, `op${Date.now() % 100000}x${counter}`, '艺志愿');
}

/** A fresh operator, logged in. Each login spends a TOTP step, so tests log in once per operator. */
export async function loginOperator(t: TestApp): Promise<LoggedInOperator> {
  const operator = await newOperator(t);
  const res = await post(t, '/api/admin/v1/login', { username: operator.username, password: operator.password, totp: totpNow(operator.totpSecret) });
  if (res.status !== 200) {
    throw new Error(`operator login failed: ${res.msg}`);
  }
  return { ...operator, token: (res.data as { token: string }).token };
}

export async function get<T = unknown>(t: TestApp, url: string, token?: string): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const body = res.json();
  return { httpStatus: res.statusCode, status: body.status, msg: body.msg, data: body.data };
}

export async function post<T = unknown>(t: TestApp, url: string, payload: object, token?: string, remoteAddress = '127.0.0.1'): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: token ? { authorization: token } : {} });
  const body = res.json();
  return { httpStatus: res.statusCode, status: body.status, msg: body.msg, data: body.data };
}

/** Audit rows of an action on a target, newest first. */
export async function auditRows(t: TestApp, action: string, targetId?: string | number) {
  let query = t.deps.db.selectFrom('audit_logs').selectAll().where('action', '=', action);
  if (targetId !== undefined) {
    query = query.where('target_id', '=', String(targetId));
  }
  return query.orderBy('id', 'desc').execute();
}
