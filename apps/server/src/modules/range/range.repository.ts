import type { Kysely, Selectable } from 'kysely';
import { ORDINARY_CATEGORY, type RankTableMeta } from '@yzy/shared/contracts';
import type { RankRow } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import type { ScoreRankTablesTable } from '../../db/tables/catalogue';

/** 一分一段 tables (score_rank_tables) and their rows (score_rank_rows). */

/** The stored name of the composite score type; the tools rank by it. */
export const COMPOSITE_KIND = '综合分';

/** The score a stored kind ranks (the importer's RANK_TABLE_KINDS, and the demo's older names). */
const SCORE_TYPES: Record<string, RankTableMeta['scoreType']> = {
  综合分: 'composite',
  '综合分（专科）': 'composite',
  文化: 'culture',
  文化分: 'culture',
  专业: 'tests',
  统考分: 'tests',
};

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
  't.source_url',
] as const;

/**
 * A province's tables, newest year first, then in category order: its culture tables (科类
 * 普通类, id 0, which has no exam_categories row) first, then the art tables by category.
 */
export async function listRankTables(db: Kysely<Database>, provinceId: number): Promise<RankTableMeta[]> {
  const rows = await db
    .selectFrom('score_rank_tables as t')
    .leftJoin('exam_categories as c', 'c.id', 't.exam_category_id')
    .select(metaColumns)
    .where('t.province_id', '=', provinceId)
    .orderBy('t.year', 'desc')
    .orderBy((eb) => eb.case().when('t.exam_category_id', '=', ORDINARY_CATEGORY.id).then(0).else(1).end())
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
    .leftJoin('exam_categories as c', 'c.id', 't.exam_category_id')
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

type MetaRow = Pick<
  Selectable<ScoreRankTablesTable>,
  'id' | 'year' | 'province_id' | 'exam_category_id' | 'subject_group' | 'kind' | 'max_score' | 'total_count' | 'source' | 'source_url'
> & { exam_category_name: string | null };

function toMeta(r: MetaRow): RankTableMeta {
  return {
    id: r.id,
    year: r.year,
    provinceId: r.province_id,
    examCategoryId: r.exam_category_id,
    examCategoryName: r.exam_category_name ?? ORDINARY_CATEGORY.name,
    subjectGroup: r.subject_group,
    scoreType: SCORE_TYPES[r.kind] ?? 'other',
    scoreTypeName: r.kind,
    maxScore: Number(r.max_score),
    totalCount: Number(r.total_count),
    source: r.source,
    sourceUrl: r.source_url,
  };
}
