import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The stored name of the 统考 (专业) score's 一分一段 (the importer's RANK_TABLE_KINDS). */
export const TESTS_KIND = '专业';

export interface TestsTable {
  id: number;
  year: number;
  total: number;
  source: string;
  sourceUrl: string | null;
}

/** A category's 统考 一分一段 tables not after `toYear`, one per year (the first stored), newest first. */
export async function listTestsTables(db: Kysely<Database>, examCategoryId: number, toYear: number): Promise<TestsTable[]> {
  const rows = await db
    .selectFrom('score_rank_tables')
    .select(['id', 'year', 'total_count', 'source', 'source_url'])
    .where('exam_category_id', '=', examCategoryId)
    .where('kind', '=', TESTS_KIND)
    .where('year', '<=', toYear)
    .orderBy('year', 'desc')
    .orderBy('subject_group')
    .orderBy('id')
    .execute();
  const perYear = new Map<number, TestsTable>();
  for (const r of rows) {
    if (!perYear.has(r.year)) {
      perYear.set(r.year, { id: r.id, year: r.year, total: Number(r.total_count), source: r.source, sourceUrl: r.source_url });
    }
  }
  return [...perYear.values()];
}

/** The lowest 本科 统考 line (专业合格线) of a category in each of the years, where one is published. */
export async function testsPassLines(db: Kysely<Database>, examCategoryId: number, years: readonly number[]): Promise<Map<number, number>> {
  if (years.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('control_lines')
    .select(['year', 'tests_score'])
    .where('exam_category_id', '=', examCategoryId)
    .where('year', 'in', [...years])
    .where('level', '=', '本科')
    .where('tests_score', 'is not', null)
    .execute();
  const lines = new Map<number, number>();
  for (const r of rows) {
    const score = Number(r.tests_score);
    lines.set(r.year, Math.min(score, lines.get(r.year) ?? score));
  }
  return lines;
}
