import type { Kysely } from 'kysely';
import type { RankTableMeta } from '@yzy/shared/contracts';
import type { RankRow } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';

/** 一分一段 tables (score_rank_tables) and their rows (score_rank_rows). */

/** The stored name of the composite score type; the tools rank by it. */
export const COMPOSITE_KIND = '综合分';

const SCORE_TYPES: Record<string, RankTableMeta['scoreType']> = { 综合分: 'composite', 文化分: 'culture', 统考分: 'tests' };

const metaColumns = [
  't.id',
  't.year',
  't.province_id',
  't.exam_category_id',
  'c.name as exam_category_name',
  't.subject_group',
  't.kind',
  't.max_score',
  't.total_count',
  't.source',
] as const;

/** A province's tables, newest year first, then in category order. */
export async function listRankTables(db: Kysely<Database>, provinceId: number): Promise<RankTableMeta[]> {
  const rows = await db
    .selectFrom('score_rank_tables as t')
    .innerJoin('exam_categories as c', 'c.id', 't.exam_category_id')
    .select(metaColumns)
    .where('t.province_id', '=', provinceId)
    .orderBy('t.year', 'desc')
    .orderBy('c.sort')
    .orderBy('t.exam_category_id')
    .orderBy('t.subject_group')
    .orderBy('t.id')
    .execute();
  return rows.map(toMeta);
}

export async function findRankTable(db: Kysely<Database>, id: number): Promise<RankTableMeta | null> {
  const row = await db
    .selectFrom('score_rank_tables as t')
    .innerJoin('exam_categories as c', 'c.id', 't.exam_category_id')
    .select(metaColumns)
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row ? toMeta(row) : null;
}

/**
 * The composite tables of a category, one per year (the unsplit table when a year also has
 * 物理/历史 ones), newest first, not after `toYear`.
 */
export async function listCompositeTables(db: Kysely<Database>, examCategoryId: number, toYear: number): Promise<RankTableMeta[]> {
  const rows = await db
    .selectFrom('score_rank_tables as t')
    .innerJoin('exam_categories as c', 'c.id', 't.exam_category_id')
    .select(metaColumns)
    .where('t.exam_category_id', '=', examCategoryId)
    .where('t.kind', '=', COMPOSITE_KIND)
    .where('t.year', '<=', toYear)
    .orderBy('t.year', 'desc')
    .orderBy('t.subject_group')
    .orderBy('t.id')
    .execute();
  const perYear = new Map<number, RankTableMeta>();
  for (const row of rows) {
    if (!perYear.has(row.year)) {
      perYear.set(row.year, toMeta(row));
    }
  }
  return [...perYear.values()];
}

export async function countRankRows(db: Kysely<Database>, tableId: number): Promise<number> {
  const row = await db
    .selectFrom('score_rank_rows')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('table_id', '=', tableId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Rows best score first; `limit` and `offset` page through them. */
export async function listRankRows(db: Kysely<Database>, tableId: number, limit: number, offset = 0): Promise<RankRow[]> {
  const rows = await db
    .selectFrom('score_rank_rows')
    .select(['score', 'count', 'cumulative'])
    .where('table_id', '=', tableId)
    .orderBy('score', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ score: Number(r.score), count: Number(r.count), cumulative: Number(r.cumulative) }));
}

/** Every row of a table, best score first, for look-ups. */
export async function loadRankRows(db: Kysely<Database>, tableId: number): Promise<RankRow[]> {
  const rows = await db
    .selectFrom('score_rank_rows')
    .select(['score', 'count', 'cumulative'])
    .where('table_id', '=', tableId)
    .orderBy('score', 'desc')
    .execute();
  return rows.map((r) => ({ score: Number(r.score), count: Number(r.count), cumulative: Number(r.cumulative) }));
}

type MetaRow = {
  id: number;
  year: number;
  province_id: number;
  exam_category_id: number;
  exam_category_name: string;
  subject_group: string;
  kind: string;
  max_score: number;
  total_count: number;
  source: string;
};

function toMeta(r: MetaRow): RankTableMeta {
  return {
    id: r.id,
    year: r.year,
    provinceId: r.province_id,
    examCategoryId: r.exam_category_id,
    examCategoryName: r.exam_category_name,
    subjectGroup: r.subject_group,
    scoreType: SCORE_TYPES[r.kind] ?? 'other',
    scoreTypeName: r.kind,
    maxScore: Number(r.max_score),
    totalCount: Number(r.total_count),
    source: r.source,
  };
}
