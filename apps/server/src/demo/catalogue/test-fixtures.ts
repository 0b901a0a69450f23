import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { login } from '../../../test/login-helpers';
import { seedDemoData } from '../index';

/** Factories for the catalogue tests (imported by *.test.ts only). */

/** A fixed clock: gkyear 2027, history 2024–2026. */
export const DEMO_NOW = new Date('2026-11-22T10:00:00+08:00');
export const GKYEAR = 2027;
/** Provinces with admission data in tests: 北京 and 河南. */
export const TEST_PROVINCES = [11, 41];

export interface ApiAnswer<T> {
  httpStatus: number;
  status: number;
  msg: string;
  data: T;
}

/** A test app with the demo data of two provinces. */
export async function createSeededApp(): Promise<TestApp> {
  const built = await createTestApp();
  await seedDemoData(built.deps.db, { seed: 7, scale: 1, provinceIds: TEST_PROVINCES, now: DEMO_NOW });
  return built;
}

export async function get<T>(app: FastifyInstance, url: string, token?: string): Promise<ApiAnswer<T>> {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const body = res.json();
  return { httpStatus: res.statusCode, status: body.status, msg: body.msg, data: body.data };
}

/** Logs a fresh member in and gives them a score profile in a province's exam category (by name). */
export async function loginWithProfile(
  built: TestApp,
  provinceId: number,
  categoryName: string,
): Promise<{ token: string; examCategoryId: number }> {
  const { db } = built.deps;
  const token = await login(built.app);
  const member = await get<{ id: number }>(built.app, '/api/v1/memberInfo', token);
  const category = await db
    .selectFrom('exam_categories as c')
    .innerJoin('exam_category_scores as s', 's.exam_category_id', 'c.id')
    .select(['c.id', 's.id as score_id', 's.year'])
    .where('c.province_id', '=', provinceId)
    .where('c.name', '=', categoryName)
    .orderBy('s.year', 'desc')
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('member_nemt_infos')
    .values({
      member_id: member.data.id,
      province_id: provinceId,
      exam_category_id: category.id,
      exam_category_score_id: category.score_id,
      culture_score: 520,
      tests_score: 240,
      english_score: null,
      chinese_score: null,
      nemt_ranking: null,
      language: '英语',
      identity: 1,
      select_subject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
      year: category.year,
      gkyear: GKYEAR,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { token, examCategoryId: category.id };
}
