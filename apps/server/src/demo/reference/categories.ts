import { NATIONAL_EXAM_CATEGORIES } from '@yzy/shared/contracts';

/**
 * The post-2024 省级统考 categories and their directions (docs/domain.md, Categories and directions), offered by
 * every province. A category with directions becomes one exam category per direction, named
 * `音乐类（音乐表演-声乐）`; each 统考 is out of 300.
 */
export interface ExamCategoryTemplate {
  /** National code 1–6 (NATIONAL_EXAM_CATEGORIES). */
  categoryId: number;
  categoryName: string;
  direction: string;
  name: string;
}

const DIRECTIONS: Record<number, readonly string[]> = {
  2: ['音乐表演-声乐', '音乐表演-器乐', '音乐教育'],
  4: ['戏剧影视表演', '服装表演', '戏剧影视导演'],
};

/** 统考 full score of every category since 2024. */
export const TESTS_FULL_SCORE = 300;

export const EXAM_CATEGORY_TEMPLATES: readonly ExamCategoryTemplate[] = NATIONAL_EXAM_CATEGORIES.flatMap(({ code, name }) => {
  const directions = DIRECTIONS[code] ?? [''];
  return directions.map((direction) => ({
    categoryId: code,
    categoryName: name,
    direction,
    name: direction ? `${name}（${direction}）` : name,
  }));
});

/** 播音与主持类 leans on culture more heavily in some provinces. */
export const BROADCASTING_CATEGORY_ID = 5;
