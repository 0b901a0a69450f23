import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Codes, type MajorDetail, type MajorListItem, type MajorListQuery } from '@yzy/shared/contracts';
import { get, type Params } from '../../lib/http';
import type { Page } from '../../lib/list-params';

export type { MajorDetail, MajorListItem, MajorListQuery };

export const majorKeys = {
  all: ['major'] as const,
  list: (query: MajorListQuery) => [...majorKeys.all, 'list', query] as const,
  detail: (id: number) => [...majorKeys.all, 'detail', id] as const,
};

/** GET /api/v1/major/list; the table shows its own spinner, so no page overlay. */
export function fetchMajorList(query: MajorListQuery, signal?: AbortSignal): Promise<Page<MajorListItem>> {
  return get<Page<MajorListItem>>('/api/v1/major/list', query as Params, { loading: false, signal });
}

/** GET /api/v1/major/detail (login + score info); an unknown id is shown in the page, not toasted. */
export function fetchMajorDetail(id: number, signal?: AbortSignal): Promise<MajorDetail> {
  return get<MajorDetail>('/api/v1/major/detail', { id }, { loading: false, silent: [Codes.notFound], signal });
}

export function useMajorList(query: MajorListQuery) {
  return useQuery({
    queryKey: majorKeys.list(query),
    queryFn: ({ signal }) => fetchMajorList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMajorDetail(id: number) {
  return useQuery({ queryKey: majorKeys.detail(id), queryFn: ({ signal }) => fetchMajorDetail(id, signal) });
}
