import type { Kysely } from 'kysely';
import type { GlobalSearchResult } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { articlePositions, majorPositions, schoolPositions } from './keyword-match';
import { searchSnapshot } from './search-freshness';

const pick = <T>(rows: readonly T[], positions: ArrayLike<number>): T[] => Array.from(positions, (p) => rows[p]);

/** The header search: schools by name or pinyin (by id), majors by name or code (by code), articles by title (newest first); `limit` each. */
export async function searchAll(db: Kysely<Database>, keyword: string, limit: number): Promise<GlobalSearchResult> {
  const { schools, majors, articles } = await searchSnapshot(db);
  return {
    school: pick(schools.briefs, schoolPositions(schools, keyword, limit)),
    major: pick(majors.briefs, majorPositions(majors, keyword, limit)),
    article: pick(articles.briefs, articlePositions(articles, keyword, limit)),
  };
}
