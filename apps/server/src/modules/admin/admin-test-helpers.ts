import type { TestApp } from '../../../test/test-app';
import type { ImportReport } from '@yzy/shared/contracts';
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
  const res = await post(t, '/api/admin/v1/login', {
    username: operator.username,
    password: operator.password,
    totp: totpNow(operator.totpSecret),
  });
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

export async function post<T = unknown>(
  t: TestApp,
  url: string,
  payload: object,
  token?: string,
  remoteAddress = '127.0.0.1',
): Promise<Answer<T>> {
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

/** Uploads a file for a dry run; `content` is CSV text (UTF-8) or raw bytes; `fields` adds mode, year, province… */
export async function upload(
  t: TestApp,
  token: string,
  table: string,
  fileName: string,
  content: string | Buffer,
  source = '',
  fields: Record<string, string> = {},
) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return post<ImportReport>(
    t,
    '/api/admin/v1/import/upload',
    { table, fileName, fileBase64: bytes.toString('base64'), source, ...fields },
    token,
  );
}

/** CSV text from rows of cells (no quoting needed by the tests' data). */
/** The admission-record columns the import tests fill, in their order (the importer reads columns by header). */
export const ADMISSION_TEST_HEADER = [
  '年份',
  '省份',
  '科类',
  '院校名称',
  '批次',
  '专业名称',
  '专业代码',
  '最低分',
  '平均分',
  '最低位次',
  '录取人数',
  '计划人数',
  '来源',
];

export const csv = (...rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

/** Row counts and imported-source counts of every table an import can touch: equal snapshots mean nothing changed. */
export async function dataSnapshot(t: TestApp): Promise<Record<string, number>> {
  const { db } = t.deps;
  const tables = [
    'schools',
    'school_tags',
    'school_majors',
    'majors',
    'batches',
    'enrollment_plans',
    'admission_records',
    'score_rank_tables',
    'score_rank_rows',
    'control_lines',
    'exam_category_scores',
  ] as const;
  const snapshot: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    snapshot[table] = Number(row.n);
  }
  for (const table of [
    'schools',
    'majors',
    'enrollment_plans',
    'admission_records',
    'control_lines',
    'score_rank_tables',
    'exam_category_scores',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source', 'like', '%考试院%')
      .executeTakeFirstOrThrow();
    snapshot[`${table}:imported`] = Number(row.n);
  }
  return snapshot;
}
