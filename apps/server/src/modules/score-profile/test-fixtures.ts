import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { MemberNemtInfoInput } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';

/** Small factories for the score-profile tests (imported by *.test.ts only). */

export interface ApiAnswer<T = unknown> {
  httpStatus: number;
  status: number;
  msg: string;
  data: T;
}

/** One call with an optional token; answers the envelope plus the HTTP status. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; payload?: object } = {},
): Promise<ApiAnswer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: options.token ? { authorization: options.token } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const body = res.json();
  return { httpStatus: res.statusCode, status: body.status, msg: body.msg, data: body.data };
}

/** The id of a province's exam category by name. */
export async function categoryIdOf(app: FastifyInstance, provinceId: number, name: string): Promise<number> {
  const list = await call<{ id: number; name: string }[]>(app, 'GET', `/api/v1/getExamCategoryList?provinceId=${provinceId}`);
  const found = list.data.find((c) => c.name === name);
  if (!found) {
    throw new Error(`no category ${name} in province ${provinceId}`);
  }
  return found.id;
}

export const subjectsText = (type: 0 | 1 | 2, subject: string[], isNew = type === 0 ? 0 : 1) =>
  JSON.stringify({ is_new: isNew, type, subject });

/** A valid body for 福建 (3+1+2) 美术与设计类, given that category's id. */
export function fujianBody(examCategoryId: number, overrides: Partial<MemberNemtInfoInput> = {}): MemberNemtInfoInput {
  return {
    provinceId: 35,
    examCategoryId,
    cultureScore: 520,
    testsScore: 240,
    language: '英语',
    identity: 1,
    selectSubject: subjectsText(2, ['历史', '政治', '地理']),
    ...overrides,
  };
}

/** Moves a province's release times for every year: 'published' puts them in the past, 'unpublished' in the future. */
export async function setScoreRelease(db: Kysely<Database>, provinceId: number, state: 'published' | 'unpublished'): Promise<void> {
  const at = Math.floor(Date.now() / 1000) + (state === 'published' ? -3600 : 365 * 86400);
  await db
    .updateTable('province_data_time_configs')
    .set({ culture_score_release_time: at, tests_score_release_time: at })
    .where('province_id', '=', provinceId)
    .execute();
}

export async function memberIdOf(app: FastifyInstance, token: string): Promise<number> {
  return (await call<{ id: number }>(app, 'GET', '/api/v1/memberInfo', { token })).data.id;
}

export async function makeSuperVip(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.updateTable('members').set({ is_super_vip: 1 }).where('id', '=', memberId).execute();
}

export async function setCounts(db: Kysely<Database>, memberId: number, n: number): Promise<void> {
  await db
    .updateTable('member_nemt_modify_nums')
    .set({ province_num: n, exam_num: n, culture_score_num: n, tests_score_num: n, nemt_ranking_num: n })
    .where('member_id', '=', memberId)
    .execute();
}
