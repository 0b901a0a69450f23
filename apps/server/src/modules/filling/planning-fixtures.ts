import type { InjectOptions } from 'fastify';
import type { RecommendPage } from '@yzy/shared/contracts';
import type { TestApp } from '../../../test/test-app';
import { GKYEAR, createSeededApp, loginWithProfile } from '../../demo/catalogue/test-fixtures';
import { clearUniverseCache } from './plan-universe';

/** Factories for the filling and volunteer tests (imported by *.test.ts only). */

export { GKYEAR, createSeededApp };
/** 河南 (demo data seeded for 北京 and 河南). */
export const HENAN = 41;
export const CATEGORY = '美术与设计类';

export interface Answer<T> {
  httpStatus: number;
  status: number;
  msg: string;
  data: T;
}

/** One call with an optional token; the envelope plus the HTTP status. */
export async function call<T>(
  built: TestApp,
  method: InjectOptions['method'],
  url: string,
  token?: string,
  payload?: object,
): Promise<Answer<T>> {
  const res = await built.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const body = res.json();
  return { httpStatus: res.statusCode, status: body.status, msg: body.msg, data: body.data };
}

export interface Member {
  token: string;
  id: number;
}

/** A fresh member with a 河南 美术与设计类 profile (culture 520, 统考 240); VIP when asked. */
export async function member(built: TestApp, options: { vip?: boolean } = {}): Promise<Member> {
  const { token } = await loginWithProfile(built, HENAN, CATEGORY);
  const id = (await call<{ id: number }>(built, 'GET', '/api/v1/memberInfo', token)).data.id;
  if (options.vip) {
    await makeVip(built, id);
  }
  return { token, id };
}

/** A running level-2 paid VIP without a card (so no blackout window applies). */
export async function makeVip(built: TestApp, memberId: number): Promise<void> {
  const end = Math.floor(Date.now() / 1000) + 86_400;
  await built.deps.db.updateTable('members').set({ is_open_vip: 1, vip_level: 2, vip_end_time: end }).where('id', '=', memberId).execute();
}

/** Sets the member's scores (and drops cached universes, in case a test changed plans or lines too). */
export async function setScores(built: TestApp, memberId: number, culture: number, tests: number): Promise<void> {
  await built.deps.db
    .updateTable('member_nemt_infos')
    .set({ culture_score: culture, tests_score: tests })
    .where('member_id', '=', memberId)
    .execute();
  clearUniverseCache(built.deps.db);
}

/** 河南's main art batch in the demo data. */
export const MAIN_BATCH = '艺术类本科批';

/** The start most planning tests share: the seeded app, a VIP member of 河南 美术与设计类 and the main batch's id. */
export async function seededWithVip(): Promise<{ built: TestApp; vip: Member; batchId: number }> {
  const built = await createSeededApp();
  const vip = await member(built, { vip: true });
  return { built, vip, batchId: await batchIdOf(built, vip.token, MAIN_BATCH) };
}

/** The id of a batch of the member's plan year by name. */
export async function batchIdOf(built: TestApp, token: string, name: string): Promise<number> {
  const res = await call<{ batches: { id: number; name: string }[] }>(built, 'GET', '/api/v1/filling/batches', token);
  const found = res.data.batches.find((b) => b.name === name);
  if (!found) {
    throw new Error(`no batch ${name}`);
  }
  return found.id;
}

export const recommendOf = (built: TestApp, token: string, query: string) =>
  call<RecommendPage>(built, 'GET', `/api/v1/filling/recommend?${query}`, token);
