import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GlobalSearchResult } from '@yzy/shared/contracts';
import { SEARCH_LIMIT_MAX } from '@yzy/shared/contracts/limits';
import { get } from '../../lib/http';

export type { GlobalSearchResult };

export const searchKeys = {
  all: ['search'] as const,
  global: (keyword: string) => [...searchKeys.all, 'global', keyword] as const,
};

/**
 * GET /api/v1/search/global (keyword, at most 10 hits). No overlay and no toast while typing:
 * a failed search shows 暂无数据 in the dropdown like an empty one.
 */
export function searchGlobal(keyword: string, signal?: AbortSignal): Promise<GlobalSearchResult> {
  return get<GlobalSearchResult>('/api/v1/search/global', { keyword, limit: SEARCH_LIMIT_MAX }, { silent: true, loading: false, signal });
}

export function useGlobalSearch(keyword: string) {
  return useQuery({
    queryKey: searchKeys.global(keyword),
    queryFn: ({ signal }) => searchGlobal(keyword, signal),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}
