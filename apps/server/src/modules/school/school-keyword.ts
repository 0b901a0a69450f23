import type { RawBuilder } from 'kysely';
import { schoolNameVariants } from '@yzy/shared/rules';
import { containsPattern, likeEscaped } from '../../lib/like';
import { matchesKeyword } from '../search';

/** Conditions (to OR together) matching a school keyword: its name with short names expanded, full pinyin or initials. */
export function schoolKeywordConditions(keyword: string, alias = 's'): RawBuilder<boolean>[] {
  const pinyin = containsPattern(keyword.toLowerCase());
  return [
    ...schoolNameVariants(keyword).map((variant) => likeEscaped(`${alias}.name`, containsPattern(variant))),
    likeEscaped(`${alias}.pinyin`, pinyin),
    likeEscaped(`${alias}.pinyin_initials`, pinyin),
  ];
}

/** The school keyword through the keyword index (modules/search/search-index.ts), confirmed by the conditions above. */
export function schoolKeywordMatch(keyword: string, alias = 's'): RawBuilder<boolean> {
  return matchesKeyword('school', `${alias}.id`, [...schoolNameVariants(keyword), keyword], schoolKeywordConditions(keyword, alias));
}
