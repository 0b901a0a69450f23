import { ORDINARY_CATEGORY, type CompositeResponse, type RankRowItem, type RankTableMeta } from '@yzy/shared/contracts';
import { bandStepOf, lookupBandRank, lookupRank } from '@yzy/shared/rules';
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
  /** The member's chosen subjects (物理、化学… or 理科 / 文科): the stream of a split table opened first. */
  subjects?: readonly string[];
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
  const ownStream = provinceId === home.provinceId ? choices.find((t) => inStream(t.subjectGroup, home.subjects ?? [])) : undefined;
  const table = choices.find((t) => t.id === params.tableId) ?? ownStream ?? choices[0] ?? null;
  return { categories, examCategoryId, years, year, choices, table };
}

/** The streams a stream stands for across a province's switch to 3+1+2 (物理 with 理科, 历史 with 文科). */
const STREAM_PEERS: Record<string, string> = { 物理: '理科', 理科: '物理', 历史: '文科', 文科: '历史' };

function inStream(subjectGroup: string, subjects: readonly string[]): boolean {
  return subjectGroup !== '' && subjects.some((s) => s === subjectGroup || STREAM_PEERS[s] === subjectGroup);
}

/** The name a category is picked by; the province's ordinary culture tables (科类 普通类) say what they rank. */
export function categoryLabel(id: number, name: string): string {
  return id === ORDINARY_CATEGORY.id ? `${ORDINARY_CATEGORY.name}（文化成绩）` : name;
}

/** The categories that have a table, in the order the province lists them: the culture tables first. */
export function categoriesOf(tables: readonly RankTableMeta[]): CategoryOption[] {
  const byId = new Map<number, string>();
  tables.forEach((t) => byId.set(t.examCategoryId, categoryLabel(t.examCategoryId, t.examCategoryName)));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}

/** The score a table ranks, as the page names it. */
const SCORE_NAMES: Record<RankTableMeta['scoreType'], string> = {
  composite: '综合分',
  culture: '文化成绩',
  tests: '统考成绩',
  other: '分数',
};

export function scoreNameOf(table: RankTableMeta): string {
  return SCORE_NAMES[table.scoreType];
}

/** How a table is told apart from the others of its year: 物理 / 历史 group, then what it ranks (综合分（专科） as stored). */
export function tableLabel(table: RankTableMeta): string {
  const kind = table.scoreType === 'composite' || table.scoreType === 'other' ? table.scoreTypeName : scoreNameOf(table);
  return [table.subjectGroup, kind].filter(Boolean).join(' · ');
}

/** The member's own score placed in a table: which of their scores it ranks, and what to call it. */
export interface MyMark {
  score: number;
  /** 我的综合分 / 我的文化成绩 / 我的统考成绩. */
  label: string;
}

/**
 * The member's score a table ranks, when it is theirs to place: a culture table of their
 * province ranks their culture score, a composite or 统考 table of their own category their
 * composite or 统考 score; any other table has no place of theirs (null).
 */
export function myMarkIn(table: RankTableMeta | null, home: RangeHome, mine: CompositeResponse | undefined): MyMark | null {
  if (!table || !mine || table.provinceId !== home.provinceId) {
    return null;
  }
  if (table.scoreType === 'culture') {
    return { score: mine.input.cultureScore, label: '我的文化成绩' };
  }
  if (table.examCategoryId !== home.examCategoryId) {
    return null;
  }
  if (table.scoreType === 'composite') {
    return { score: mine.province.composite, label: '我的综合分' };
  }
  return table.scoreType === 'tests' ? { score: mine.input.testsScore, label: '我的统考成绩' } : null;
}

/**
 * The row (score step) a score falls in, by the shared look-up; null outside the table or in an
 * empty step, where no row can be highlighted.
 */
export function rowScoreOf(rows: readonly RankRowItem[], score: number | null): number | null {
  if (score === null || rows.length === 0) {
    return null;
  }
  return lookupIn(rows, score).rowScore;
}

/** rank.ts's look-up, or by band where the rows are a 分数段 (several points apart). */
function lookupIn(rows: readonly RankRowItem[], score: number) {
  const step = bandStepOf(rows);
  return step > 1 ? lookupBandRank(rows, step, score) : lookupRank(rows, score);
}

/** The list page holding a score: its row's page; page 1 above the top, the last page below the floor. */
export function pageOfScore(rows: readonly RankRowItem[], score: number | null): number {
  if (score === null || rows.length === 0) {
    return 1;
  }
  const found = lookupIn(rows, score);
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
