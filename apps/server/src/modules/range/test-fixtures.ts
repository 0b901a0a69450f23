import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { login } from '../../../test/login-helpers';
import { call, categoryIdOf, fujianBody } from '../score-profile/test-fixtures';

/** Factories for the 一分一段 and 算综合分 tests (imported by *.test.ts only). */

export { call };

export const FUJIAN = 35;
export const TEST_SOURCE = '测试导入';

/** Rows best first from (score, count) pairs, cumulative added up. */
export function rowsOf(pairs: readonly [number, number][]): { score: number; count: number; cumulative: number }[] {
  let cumulative = 0;
  return pairs.map(([score, count]) => {
    cumulative += count;
    return { score, count, cumulative };
  });
}

/** Stores a table (综合分 unless `kind` says otherwise) for a category and year; answers its id. */
export async function seedRankTable(
  db: Kysely<Database>,
  scope: {
    provinceId: number;
    examCategoryId: number;
    year: number;
    maxScore?: number;
    source?: string;
    sourceUrl?: string | null;
    kind?: string;
    subjectGroup?: string;
  },
  pairs: readonly [number, number][],
): Promise<number> {
  const rows = rowsOf(pairs);
  const head = {
    year: scope.year,
    province_id: scope.provinceId,
    exam_category_id: scope.examCategoryId,
    subject_group: scope.subjectGroup ?? '',
    kind: scope.kind ?? '综合分',
    max_score: scope.maxScore ?? 750,
    total_count: rows[rows.length - 1]?.cumulative ?? 0,
    source: scope.source ?? TEST_SOURCE,
    source_url: scope.sourceUrl ?? null,
  };
  const { id } = await db.insertInto('score_rank_tables').values(head).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('score_rank_rows')
    .values(rows.map((r) => ({ table_id: id, ...r })))
    .execute();
  return id;
}

/** A logged-in member with a 福建 美术与设计类 profile (culture 520, 统考 240) saved through the API. */
export async function memberWithProfile(app: FastifyInstance): Promise<{ token: string; examCategoryId: number; gkyear: number }> {
  const token = await login(app);
  const examCategoryId = await categoryIdOf(app, FUJIAN, '美术与设计类');
  const saved = await call<{ gkyear: number }>(app, 'POST', '/api/v1/createMemberNemtInfo', { token, payload: fujianBody(examCategoryId) });
  if (saved.status !== 200) {
    throw new Error(`profile not saved: ${saved.msg}`);
  }
  return { token, examCategoryId, gkyear: saved.data.gkyear };
}

/** A school recruiting in a province with one plan whose formula_override is the given JSON. */
export async function seedSchoolFormula(
  db: Kysely<Database>,
  scope: { provinceId: number; examCategoryId: number; year: number },
  school: { name: string; majorNames: string[]; override: string },
): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('schools')
    .values({
      name: school.name,
      pinyin: 'ceshi',
      pinyin_initials: 'cs',
      province_id: scope.provinceId,
      province_name: '福建',
      city: '福州',
      type: '艺术',
      nature: '公办',
      tags: '[]',
      intro: '',
      website: '',
      logo: '',
      source: TEST_SOURCE,
      year: scope.year,
      created_at: now,
    })
    .execute();
  const { id: schoolId } = await db.selectFrom('schools').select('id').where('name', '=', school.name).executeTakeFirstOrThrow();
  await db
    .insertInto('batches')
    .values({
      year: scope.year,
      province_id: scope.provinceId,
      name: `测试批次${schoolId}`,
      level: '本科',
      sort: 1,
      mode: '平行',
      unit: '院校',
      max_slots: 10,
      majors_per_slot: 6,
      allow_adjust: 1,
      source: TEST_SOURCE,
    })
    .execute();
  const { id: batchId } = await db.selectFrom('batches').select('id').where('name', '=', `测试批次${schoolId}`).executeTakeFirstOrThrow();
  await db
    .insertInto('enrollment_plans')
    .values(
      school.majorNames.map((majorName) => ({
        year: scope.year,
        province_id: scope.provinceId,
        exam_category_id: scope.examCategoryId,
        school_id: schoolId,
        batch_id: batchId,
        major_id: null,
        major_name: majorName,
        plan_count: 5,
        tuition_fen: 1_000_000,
        years: 4,
        formula_override: school.override,
        culture_requirement: null,
        tests_requirement: null,
        subject_requirement: null,
        source: TEST_SOURCE,
      })),
    )
    .execute();
  return schoolId;
}
