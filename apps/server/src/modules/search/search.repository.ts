import type { Kysely } from 'kysely';
import type { GlobalSearchResult } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { containsPattern, likeEscaped } from '../../lib/like';
import { majorKeywordMatch } from '../major';
import { schoolKeywordMatch } from '../school';
import { matchesKeyword, searchIndexReady } from './search-index';

/** The header search: schools by name or pinyin, majors by name or code, articles by title; `limit` each. */
export async function searchAll(db: Kysely<Database>, keyword: string, limit: number): Promise<GlobalSearchResult> {
  await searchIndexReady(db);
  const [school, major, article] = await Promise.all([
    db.selectFrom('schools as s').select(['s.id', 's.name']).where(schoolKeywordMatch(keyword)).orderBy('s.id').limit(limit).execute(),
    db.selectFrom('majors as m').select(['m.id', 'm.name']).where(majorKeywordMatch(keyword)).orderBy('m.code').limit(limit).execute(),
    db
      .selectFrom('articles as a')
      .select(['a.id', 'a.title'])
      .where(matchesKeyword('article', 'a.id', [keyword], [likeEscaped('a.title', containsPattern(keyword))]))
      .orderBy('a.published_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { school, major, article };
}
