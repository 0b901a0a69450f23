import { schoolNameVariants } from '@yzy/shared/rules';
import type { ArticlesHeld, MajorsHeld, SchoolsHeld } from './search-snapshot';

/**
 * Which records a keyword finds, as positions in the snapshot (ascending, i.e. in answer order).
 * Matching is "contains", case-insensitive, with the keyword as plain text (%, _ and \ included).
 * A keyword of up to 3 characters matches any of a record's searched texts; a longer one is held
 * to the text it is about: a school's name for the name and its short-name expansions, its pinyin
 * or initials for the keyword itself; a major's name or code; an article's title.
 */

/** Schools by name (美院 also as 美术学院, 央美 as 中央美术学院), full pinyin or initials. */
export function schoolPositions(schools: SchoolsHeld, keyword: string, limit?: number): ArrayLike<number> {
  const typed = keyword.toLowerCase();
  const variants = new Set(schoolNameVariants(keyword).map((v) => v.toLowerCase()));
  return schools.index.matching(
    [...variants, typed],
    (p, needle) =>
      (variants.has(needle) && schools.names[p].includes(needle)) ||
      (needle === typed && (schools.pinyin[p].includes(needle) || schools.initials[p].includes(needle))),
    limit,
  );
}

/** Majors whose name or code holds the keyword. */
export function majorPositions(majors: MajorsHeld, keyword: string, limit?: number): ArrayLike<number> {
  return majors.index.matching(
    [keyword.toLowerCase()],
    (p, needle) => majors.names[p].includes(needle) || majors.codes[p].includes(needle),
    limit,
  );
}

/** Articles whose title holds the keyword. */
export function articlePositions(articles: ArticlesHeld, keyword: string, limit?: number): ArrayLike<number> {
  return articles.index.matching([keyword.toLowerCase()], (p, needle) => articles.titles[p].includes(needle), limit);
}
