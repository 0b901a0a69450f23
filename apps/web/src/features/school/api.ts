import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProvinceListItem, SchoolDetail, SchoolListItem, SchoolListQuery } from '@yzy/shared/contracts';
import { Codes } from '@yzy/shared/contracts/codes';
import { get, type Params } from '../../lib/http';
import type { Page } from '../../lib/list-params';

export type { SchoolDetail, SchoolListItem, SchoolListQuery };

export const schoolKeys = {
  all: ['school'] as const,
  list: (query: SchoolListQuery) => [...schoolKeys.all, 'list', query] as const,
  detail: (id: number) => [...schoolKeys.all, 'detail', id] as const,
  provinces: () => [...schoolKeys.all, 'provinces'] as const,
};

/** GET /api/v1/school/list; the list shows its own spinner, so no page overlay. */
export function fetchSchoolList(query: SchoolListQuery, signal?: AbortSignal): Promise<Page<SchoolListItem>> {
  return get<Page<SchoolListItem>>('/api/v1/school/list', query as Params, { loading: false, signal });
}

/** GET /api/v1/school/detail (login + score info); an unknown id is shown in the page, not toasted. */
export function fetchSchoolDetail(id: number, signal?: AbortSignal): Promise<SchoolDetail> {
  return get<SchoolDetail>('/api/v1/school/detail', { id }, { loading: false, silent: [Codes.notFound], signal });
}

/** Provinces for the 所在地区 filter: reference data, cached for 3,000,000 ms. */
export function fetchProvinces(): Promise<ProvinceListItem[]> {
  return get<ProvinceListItem[]>('/api/v1/getProvinceListForNemtInfo', undefined, { loading: false, cache: true });
}

/** Loads a list page into the cache ahead of 找大学's first render (the landing page, app/pages.ts). */
export function prefetchSchoolList(client: QueryClient, query: SchoolListQuery): Promise<void> {
  return client.prefetchQuery({ queryKey: schoolKeys.list(query), queryFn: ({ signal }) => fetchSchoolList(query, signal) });
}

export function useSchoolList(query: SchoolListQuery) {
  return useQuery({
    queryKey: schoolKeys.list(query),
    queryFn: ({ signal }) => fetchSchoolList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSchoolDetail(id: number) {
  return useQuery({ queryKey: schoolKeys.detail(id), queryFn: ({ signal }) => fetchSchoolDetail(id, signal) });
}

const provincesQuery = { queryKey: schoolKeys.provinces(), queryFn: fetchProvinces, staleTime: Infinity } as const;

export function useProvinces() {
  return useQuery(provincesQuery);
}

/** Loads the provinces ahead of 找大学's first render, so its 所在地区 row does not push the filters down when they arrive. */
export function prefetchProvinces(client: QueryClient): Promise<void> {
  return client.prefetchQuery(provincesQuery);
}
