// Data for `npm run backtest`: two in-memory databases filled by the demo generator, one fitted on
// three years and one that holds the fourth. The generator keys every draw by seed and year
// (apps/server/src/demo/catalogue/README.md), so seeding with gkyear G and with gkyear G + 1 gives
// the same latent model seen one year apart: database A has plans for G and history G−3…G−1,
// database B has history G−2…G. B's year-G records and 一分一段 table are the outcomes A predicts.
// Nothing under demo/catalogue is changed or re-implemented here.
import type { Kysely } from 'kysely';
import { sortRankRows, type RankRow } from '@yzy/shared/rules';
import { createDb } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Database } from '../apps/server/src/db/schema';
import { seedDemoData } from '../apps/server/src/demo';
import { loadUniverse } from '../apps/server/src/modules/filling/plan-universe.repository';
import type { Universe, UniverseTable } from '../apps/server/src/modules/filling/universe';

export interface Outcome {
  minRank: number;
}

/** One province × exam category: the fitted universe (year G) and the truth of year G. */
export interface Scope {
  provinceId: number;
  examCategoryId: number;
  universe: Universe;
  /** Year G's 一分一段 table (from B). */
  truthTable: UniverseTable;
  /** Year G's min rank per `${schoolName}:${majorId}` (names, not ids: the two databases are separate). */
  outcomes: Map<string, Outcome>;
}

export interface BacktestData {
  year: number;
  scopes: Scope[];
  close: () => Promise<void>;
}

/** Seeds both databases for some provinces and pairs every plan of year G with its outcome. */
export async function loadBacktestData(seed: number, provinceIds: readonly number[], gkyear: number): Promise<BacktestData> {
  const fitted = await seeded(seed, provinceIds, gkyear);
  const truth = await seeded(seed, provinceIds, gkyear + 1);
  const categories = await fitted.db
    .selectFrom('exam_categories')
    .select(['id', 'province_id'])
    .where('province_id', 'in', [...provinceIds])
    .orderBy('id')
    .execute();
  const scopes: Scope[] = [];
  for (const c of categories) {
    const universe = await loadUniverse(fitted.db, c.province_id, c.id, gkyear);
    const truthTable = await tableOf(truth.db, c.province_id, c.id, gkyear);
    if (universe.plans.length === 0 || !truthTable) {
      continue;
    }
    scopes.push({
      provinceId: c.province_id,
      examCategoryId: c.id,
      universe,
      truthTable,
      outcomes: await outcomesOf(truth.db, c.province_id, c.id, gkyear),
    });
  }
  return {
    year: gkyear,
    scopes,
    close: async () => {
      await fitted.close();
      await truth.close();
    },
  };
}

export function outcomeKey(schoolName: string, majorId: number | null): string {
  return `${schoolName}:${majorId ?? ''}`;
}

async function seeded(seed: number, provinceIds: readonly number[], gkyear: number) {
  const database = createDb(':memory:');
  await migrateToLatest(database.db);
  // November: the generator's gkyear is the next calendar year.
  await seedDemoData(database.db, { seed, scale: 1, provinceIds, now: new Date(`${gkyear - 1}-11-22T10:00:00+08:00`) });
  return database;
}

async function tableOf(db: Kysely<Database>, provinceId: number, examCategoryId: number, year: number): Promise<UniverseTable | null> {
  const head = await db
    .selectFrom('score_rank_tables')
    .select(['id', 'total_count', 'source', 'subject_group'])
    .where('province_id', '=', provinceId)
    .where('exam_category_id', '=', examCategoryId)
    .where('year', '=', year)
    .executeTakeFirst();
  if (!head) {
    return null;
  }
  const rows: RankRow[] = await db
    .selectFrom('score_rank_rows')
    .select(['score', 'count', 'cumulative'])
    .where('table_id', '=', head.id)
    .execute();
  return { year, subjectGroup: head.subject_group, total: head.total_count, source: head.source, rows: sortRankRows(rows) };
}

async function outcomesOf(db: Kysely<Database>, provinceId: number, examCategoryId: number, year: number): Promise<Map<string, Outcome>> {
  const rows = await db
    .selectFrom('admission_records as r')
    .innerJoin('schools as s', 's.id', 'r.school_id')
    .select(['s.name', 'r.major_id', 'r.min_rank'])
    .where('r.province_id', '=', provinceId)
    .where('r.exam_category_id', '=', examCategoryId)
    .where('r.year', '=', year)
    .execute();
  return new Map(rows.filter((r) => r.min_rank != null).map((r) => [outcomeKey(r.name, r.major_id), { minRank: r.min_rank ?? 0 }]));
}
