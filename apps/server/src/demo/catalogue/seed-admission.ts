import { historyYearsOf } from '@yzy/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  EARLY_BATCH,
  MAIN_BATCH,
  VOCATIONAL_BATCH,
  recruitsIn,
  rowsForSchool,
  type ProvinceContext,
  type SchoolInModel,
} from './admission-rows';
import type { CategoryScope } from './admission-scope';
import { insertInBatches } from './bulk-insert';
import { poolOf, poolSize, rankTableOf, scoreAtRank, directionShare } from './latent-model';
import { normal, uniform } from './random';

export interface AdmissionReport {
  batches: number;
  rankTables: number;
  rankRows: number;
  controlLines: number;
  plans: number;
  records: number;
}

interface Options {
  seed: number;
  gkyear: number;
  source: string;
}

/** Batches, 一分一段 tables, control lines, plans and admission records, one province at a time. */
export async function seedAdmissionData(
  db: Kysely<Database>,
  scopes: readonly CategoryScope[],
  schools: readonly SchoolInModel[],
  options: Options,
): Promise<AdmissionReport> {
  const report: AdmissionReport = { batches: 0, rankTables: 0, rankRows: 0, controlLines: 0, plans: 0, records: 0 };
  const provinceIds = [...new Set(scopes.map((s) => s.provinceId))];
  const pastYears = historyYearsOf(options.gkyear).reverse();
  for (const provinceId of provinceIds) {
    const ctx: ProvinceContext = {
      seed: options.seed,
      provinceId,
      gkyear: options.gkyear,
      pastYears,
      scopes: scopes.filter((s) => s.provinceId === provinceId),
      tables: new Map(),
      batchIds: new Map(),
      source: options.source,
    };
    report.batches += await seedBatches(db, ctx);
    const tables = await seedRankTables(db, ctx);
    report.rankTables += tables.tables;
    report.rankRows += tables.rows;
    report.controlLines += await seedControlLines(db, ctx);
    const rows = schools.filter((s) => recruitsIn(options.seed, s, provinceId)).map((s) => rowsForSchool(ctx, s));
    report.plans += await insertInBatches(
      db,
      'enrollment_plans',
      rows.flatMap((r) => r.plans),
    );
    report.records += await insertInBatches(
      db,
      'admission_records',
      rows.flatMap((r) => r.records),
    );
  }
  return report;
}

async function seedBatches(db: Kysely<Database>, ctx: ProvinceContext): Promise<number> {
  const slots = [30, 40, 45, 64][Math.floor(uniform(ctx.seed, `slots:${ctx.provinceId}`) * 4)];
  const years = [...ctx.pastYears, ctx.gkyear];
  const rows = years.flatMap((year) =>
    [
      { name: EARLY_BATCH, level: '本科', sort: 1, mode: '顺序', unit: '院校', max_slots: 2, majors_per_slot: 6, allow_adjust: 1 },
      { name: MAIN_BATCH, level: '本科', sort: 2, mode: '平行', unit: '院校专业组', max_slots: slots, majors_per_slot: 6, allow_adjust: 1 },
      {
        name: VOCATIONAL_BATCH,
        level: '专科',
        sort: 3,
        mode: '平行',
        unit: '院校专业组',
        max_slots: Math.round(slots / 2),
        majors_per_slot: 6,
        allow_adjust: 1,
      },
    ].map((b) => ({ ...b, year, province_id: ctx.provinceId, source: ctx.source })),
  );
  await insertInBatches(db, 'batches', rows);
  const stored = await db
    .selectFrom('batches')
    .select(['id', 'year', 'name'])
    .where('province_id', '=', ctx.provinceId)
    .where('year', 'in', years)
    .execute();
  for (const b of stored) {
    ctx.batchIds.set(`${b.year}:${b.name}`, b.id);
  }
  return rows.length;
}

async function seedRankTables(db: Kysely<Database>, ctx: ProvinceContext): Promise<{ tables: number; rows: number }> {
  const heads = ctx.scopes.flatMap((scope) =>
    ctx.pastYears.map((year) => {
      const total = poolSize(
        ctx.seed,
        ctx.provinceId,
        scope.code,
        directionShare(scope.direction, scope.siblings),
        year,
        scope.examCategoryId,
      );
      const rows = rankTableOf(poolOf(ctx.seed, total, scope.scale, scope.examCategoryId, year));
      ctx.tables.set(`${scope.examCategoryId}:${year}`, { rows, total });
      return {
        year,
        province_id: ctx.provinceId,
        exam_category_id: scope.examCategoryId,
        subject_group: '',
        kind: '综合分',
        max_score: scope.scale,
        total_count: total,
        source: ctx.source,
      };
    }),
  );
  await insertInBatches(db, 'score_rank_tables', heads);
  const stored = await db
    .selectFrom('score_rank_tables')
    .select(['id', 'year', 'exam_category_id'])
    .where('province_id', '=', ctx.provinceId)
    .where('kind', '=', '综合分')
    .execute();
  const rows = stored.flatMap((t) =>
    (ctx.tables.get(`${t.exam_category_id}:${t.year}`)?.rows ?? []).map((r) => ({ table_id: t.id, ...r })),
  );
  await insertInBatches(db, 'score_rank_rows', rows);
  return { tables: heads.length, rows: rows.length };
}

/** 本科 and 专科 lines per category and year: culture and 统考 lines by convention, composite from the pool. */
async function seedControlLines(db: Kysely<Database>, ctx: ProvinceContext): Promise<number> {
  const rows = ctx.scopes.flatMap((scope) =>
    ctx.pastYears.flatMap((year) => {
      const table = ctx.tables.get(`${scope.examCategoryId}:${year}`);
      if (!table) {
        return [];
      }
      const key = `${scope.examCategoryId}:${year}`;
      const cultureRatio = scope.code === 5 ? 0.5 : scope.code === 3 || scope.code === 4 ? 0.36 : 0.42;
      const drift = 1 + 0.02 * normal(ctx.seed, `line:${key}`);
      const line = (batchName: string, culture: number, tests: number, share: number) => ({
        year,
        province_id: ctx.provinceId,
        exam_category_id: scope.examCategoryId,
        batch_id: ctx.batchIds.get(`${year}:${batchName}`) ?? null,
        batch_name: batchName,
        level: batchName === VOCATIONAL_BATCH ? '专科' : '本科',
        culture_score: Math.round(culture * drift),
        tests_score: Math.round(tests),
        composite_score: scoreAtRank(table.rows, Math.round(table.total * share), scope.digits),
        source: ctx.source,
      });
      return [
        line(MAIN_BATCH, scope.cultureFull * cultureRatio, 178 + 4 * (year - 2024) + 3 * normal(ctx.seed, `tests:${key}`), 0.62),
        line(VOCATIONAL_BATCH, scope.cultureFull * 0.25, 150, 0.9),
      ];
    }),
  );
  return insertInBatches(db, 'control_lines', rows);
}
