import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FillingOverview, ProvinceListItem, RecommendPage, RecommendQuery } from '@yzy/shared/contracts';
import { get, type Params } from '../../lib/http';
import { fillingKeys } from '../../shared/planning';

export type { FillingOverview, RecommendPage, RecommendQuery };

// The list and the tabs show their own spinners: no 加载中 overlay for these calls.
const quiet = { loading: false } as const;

/** GET filling/recommend: one page of plans with counts per tier (free members: the first rows per tier). */
export function fetchRecommend(query: RecommendQuery, signal?: AbortSignal): Promise<RecommendPage> {
  return get<RecommendPage>('/api/v1/filling/recommend', query as Params, { ...quiet, signal });
}

/** Provinces for the 院校省份 filter: reference data in the 3,000,000 ms GET cache. */
export function fetchProvinces(): Promise<ProvinceListItem[]> {
  return get<ProvinceListItem[]>('/api/v1/getProvinceListForNemtInfo', undefined, { ...quiet, cache: true });
}

/** GET filling/overview: the published lines that hold for the member, their culture rank, what the data holds. */
export function fetchOverview(signal?: AbortSignal): Promise<FillingOverview> {
  return get<FillingOverview>('/api/v1/filling/overview', undefined, { ...quiet, signal });
}

export function useOverview() {
  return useQuery({ queryKey: fillingKeys.overview(), queryFn: ({ signal }) => fetchOverview(signal), staleTime: 10 * 60_000 });
}

/** Disabled until the page knows its batch (null). */
export function useRecommend(query: RecommendQuery | null) {
  return useQuery({
    queryKey: fillingKeys.recommend(query as RecommendQuery),
    queryFn: ({ signal }) => fetchRecommend(query as RecommendQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useProvinces() {
  return useQuery({ queryKey: fillingKeys.provinces(), queryFn: fetchProvinces, staleTime: Infinity });
}
