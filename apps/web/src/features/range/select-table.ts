import type { RankRowItem, RankTableMeta } from '@yzy/shared/contracts';
import { lookupRank } from '@yzy/shared/rules';
import type { RangeParams } from './range-params';

/** Rows per page of the table list. */
export const RANK_PAGE_SIZE = 100;

export interface CategoryOption {
  id: number;
  name: string;
}

/** The member's own province and category: the pickers' defaults. */
export interface RangeHome {
  provinceId: number;
  examCategoryId: number;
}

/** What the pickers resolve to: the chosen category, year and table, with the options at each level. */
export interface TableSelection {
  categories: CategoryOption[];
  examCategoryId: number | null;
  years: number[];
  year: number | null;
  /** Tables of the category in that year (more than one when split by 物理 / 历史 or score type). */
  choices: RankTableMeta[];
  table: RankTableMeta | null;
}

/**
 * Resolves the URL's choices against the province's tables. A choice the tables do not have
 * (a hand-edited URL, a category without a table) falls back to the member's own category,
 * then the first one; the year to the newest.
 */
export function selectTable(tables: readonly RankTableMeta[], params: RangeParams, provinceId: number, home: RangeHome): TableSelection {
  const categories = categoriesOf(tables);
  const has = (id: number | undefined) => id !== undefined && categories.some((c) => c.id === id);
  const ownCategory = provinceId === home.provinceId ? home.examCategoryId : undefined;
  const examCategoryId = [params.examCategoryId, ownCategory, categories[0]?.id].find(has) ?? null;
  const ofCategory = tables.filter((t) => t.examCategoryId === examCategoryId);
  const years = [...new Set(ofCategory.map((t) => t.year))].sort((a, b) => b - a);
  const year = params.year !== undefined && years.includes(params.year) ? params.year : (years[0] ?? null);
  const choices = ofCategory.filter((t) => t.year === year);
  const table = choices.find((t) => t.id === params.tableId) ?? choices[0] ?? null;
  return { categories, examCategoryId, years, year, choices, table };
}

/** The categories that have a table, in the order the province lists them. */
export function categoriesOf(tables: readonly RankTableMeta[]): CategoryOption[] {
  const byId = new Map<number, string>();
  tables.forEach((t) => byId.set(t.examCategoryId, t.examCategoryName));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/** How a table is told apart from the others of its year: 物理 / 历史 group, then score type. */
export function tableLabel(table: RankTableMeta): string {
  return [table.subjectGroup, table.scoreTypeName].filter(Boolean).join(' · ');
}

/**
 * The row (score step) a score falls in, by the shared look-up; null outside the table or in an
 * empty step, where no row can be highlighted.
 */
export function rowScoreOf(rows: readonly RankRowItem[], score: number | null): number | null {
  if (score === null || rows.length === 0) {
    return null;
  }
  return lookupRank(rows, score).rowScore;
}

/** The list page holding a score: its row's page; page 1 above the top, the last page below the floor. */
export function pageOfScore(rows: readonly RankRowItem[], score: number | null): number {
  if (score === null || rows.length === 0) {
    return 1;
  }
  const found = lookupRank(rows, score);
  const lastPage = Math.ceil(rows.length / RANK_PAGE_SIZE);
  if (found.position === 'aboveTop') {
    return 1;
  }
  if (found.position === 'belowFloor') {
    return lastPage;
  }
  // In an empty step the nearest row below it stands in.
  const index = rows.findIndex((row) => row.score <= score);
  return Math.floor(Math.max(index, 0) / RANK_PAGE_SIZE) + 1;
}
