import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { FillingBatches, RecommendQuery } from '@yzy/shared/contracts';
import { get } from '../../lib/http';

/**
 * Query keys of the planning data. Tables (volunteer) and the plans shown against them (filling:
 * 已在第N志愿 marks) go stale together, so both roots live here and neither feature imports the other's.
 */
export const fillingKeys = {
  all: ['filling'] as const,
  batches: () => [...fillingKeys.all, 'batches'] as const,
  overview: () => [...fillingKeys.all, 'overview'] as const,
  recommend: (query: RecommendQuery) => [...fillingKeys.all, 'recommend', query] as const,
  provinces: () => [...fillingKeys.all, 'provinces'] as const,
};

export const volunteerKeys = {
  all: ['volunteer'] as const,
  list: () => [...volunteerKeys.all, 'list'] as const,
  detail: (id: number) => [...volunteerKeys.all, 'detail', id] as const,
};

/** Tables changed: the list, the details and filling's 已在第N志愿 marks are all stale. */
export function refreshPlanning(client: QueryClient) {
  return Promise.all([client.invalidateQueries({ queryKey: volunteerKeys.all }), client.invalidateQueries({ queryKey: fillingKeys.all })]);
}

/** GET filling/batches: the batches of the member's province, category and plan year (filling tabs, new-table form). */
export function fetchBatches(signal?: AbortSignal): Promise<FillingBatches> {
  return get<FillingBatches>('/api/v1/filling/batches', undefined, { loading: false, signal });
}

/** The batches query, for the hook and for a page that asks for them ahead (filling's prefetch). */
export const batchesQuery = queryOptions({
  queryKey: fillingKeys.batches(),
  queryFn: ({ signal }) => fetchBatches(signal),
  staleTime: 10 * 60_000,
});

export function useBatches() {
  return useQuery(batchesQuery);
}
