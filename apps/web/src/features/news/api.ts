import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ArticleDetail, ArticleListItem, ArticleListQuery, ProvinceListItem } from '@yzy/shared/contracts';
import { Codes } from '@yzy/shared/contracts/codes';
import { get, type Params } from '../../lib/http';
import type { Page } from '../../lib/list-params';

export type { ArticleDetail, ArticleListItem, ArticleListQuery };

export const newsKeys = {
  all: ['news'] as const,
  list: (query: ArticleListQuery) => [...newsKeys.all, 'list', query] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
  provinces: () => [...newsKeys.all, 'provinces'] as const,
};

/** GET /api/v1/article/list, newest first; the list shows its own spinner. */
export function fetchArticleList(query: ArticleListQuery, signal?: AbortSignal): Promise<Page<ArticleListItem>> {
  return get<Page<ArticleListItem>>('/api/v1/article/list', query as Params, { loading: false, signal });
}

/** GET /api/v1/article/detail: the sanitised body; each read counts one view on the server. */
export function fetchArticleDetail(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  return get<ArticleDetail>('/api/v1/article/detail', { id }, { loading: false, silent: [Codes.notFound], signal });
}

/** Provinces for the province filter (reference data, HTTP-cached so 找大学 and here share one request). */
export function fetchProvinces(): Promise<ProvinceListItem[]> {
  return get<ProvinceListItem[]>('/api/v1/getProvinceListForNemtInfo', undefined, { loading: false, cache: true });
}

/** Loads a list page into the cache ahead of its first render (the landing page, app/pages.ts). */
export function prefetchArticleList(client: QueryClient, query: ArticleListQuery): Promise<void> {
  return client.prefetchQuery({ queryKey: newsKeys.list(query), queryFn: ({ signal }) => fetchArticleList(query, signal) });
}

export function useArticleList(query: ArticleListQuery) {
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => fetchArticleList(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Read once per visit: every refetch would count another view. */
export function useArticleDetail(id: number) {
  return useQuery({ queryKey: newsKeys.detail(id), queryFn: ({ signal }) => fetchArticleDetail(id, signal), staleTime: Infinity });
}

export function useProvinces() {
  return useQuery({ queryKey: newsKeys.provinces(), queryFn: fetchProvinces, staleTime: Infinity });
}
