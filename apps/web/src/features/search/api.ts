import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Codes, SEARCH_LIMIT_MAX, type GlobalSearchResult } from '@yzy/shared/contracts';
import { get } from '../../lib/http';
import { isApiError } from '../../lib/api-error';

export type { GlobalSearchResult };
export const emptySearchResult: GlobalSearchResult = { school: [], major: [], article: [] };

export const searchKeys = {
  all: ['search'] as const,
  global: (keyword: string) => [...searchKeys.all, 'global', keyword] as const,
};

/** GET /api/v1/search/global; a 10004 (endpoint not served yet) reads as no results. No overlay while typing. */
export async function searchGlobal(keyword: string, signal?: AbortSignal): Promise<GlobalSearchResult> {
  try {
    const result = await get<Partial<GlobalSearchResult>>('/api/v1/search/global', { keyword, limit: SEARCH_LIMIT_MAX }, { silent: [Codes.notFound], loading: false, signal });
    return { school: result.school ?? [], major: result.major ?? [], article: result.article ?? [] };
  } catch (error) {
    if (isApiError(error, Codes.notFound)) {
      return emptySearchResult;
    }
    throw error;
  }
}

export function useGlobalSearch(keyword: string) {
  return useQuery({
    queryKey: searchKeys.global(keyword),
    queryFn: ({ signal }) => searchGlobal(keyword, signal),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}
