import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One province × exam category that has a score config: what the generator ranks candidates in. */
export interface CategoryScope {
  provinceId: number;
  provinceName: string;
  cultureFull: number;
  examCategoryId: number;
  /** National code 1–6. */
  code: number;
  direction: string;
  /** Exam categories of the same code in this province (directions). */
  siblings: number;
  /** Composite output scale (750, 660, 300 …) of the newest score config. */
  scale: number;
  digits: number;
}

/**
 * Reads provinces, exam categories and their newest score configs from the database, so the
 * generator follows whatever reference data is loaded (demo or an operator's import).
 */
export async function loadCategoryScopes(db: Kysely<Database>, provinceIds?: readonly number[]): Promise<CategoryScope[]> {
  let query = db
    .selectFrom('exam_categories as ec')
    .innerJoin('provinces as p', 'p.id', 'ec.province_id')
    .innerJoin('exam_category_scores as s', 's.exam_category_id', 'ec.id')
    .select([
      'ec.id',
      'ec.province_id',
      'ec.category_id',
      'ec.direction',
      'p.name as province_name',
      's.year',
      's.output_scale',
      's.rounding_digits',
      's.culture_full_score',
    ])
    .orderBy('ec.province_id')
    .orderBy('ec.sort')
    .orderBy('ec.id')
    .orderBy('s.year', 'desc');
  if (provinceIds && provinceIds.length > 0) {
    query = query.where('ec.province_id', 'in', [...provinceIds]);
  }
  const rows = await query.execute();
  const newest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    if (!newest.has(row.id)) {
      newest.set(row.id, row);
    }
  }
  const scopes = [...newest.values()].map((r) => ({
    provinceId: r.province_id,
    provinceName: r.province_name,
    cultureFull: Number(r.culture_full_score),
    examCategoryId: r.id,
    code: r.category_id,
    direction: r.direction,
    siblings: 1,
    scale: Number(r.output_scale),
    digits: r.rounding_digits,
  }));
  for (const scope of scopes) {
    scope.siblings = scopes.filter((s) => s.provinceId === scope.provinceId && s.code === scope.code).length;
  }
  return scopes;
}

/** Provinces by short name, tolerant of stored full names (北京市, 广西壮族自治区). */
export async function loadProvinceLookup(db: Kysely<Database>): Promise<(name: string) => number | null> {
  const rows = await db.selectFrom('provinces').select(['id', 'name']).execute();
  return (name: string) => rows.find((r) => r.name === name)?.id ?? rows.find((r) => r.name.startsWith(name))?.id ?? null;
}
