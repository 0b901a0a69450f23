import { keepPreviousData, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  FillingOverview,
  ProvinceListItem,
  RecommendPage,
  RecommendQuery,
  TestsRankAnswer,
  WhatIfAnswer,
  WhatIfBody,
  WhatIfRecommendPage,
  WhatIfScores,
} from '@yzy/shared/contracts';
import { get, post, request, type Params } from '../../lib/http';
import { batchesQuery, fillingKeys, targetsQuery } from '../../shared/planning';
import { parseFillingParams } from './filling-params';

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

const overviewQuery = queryOptions({
  queryKey: fillingKeys.overview(),
  queryFn: ({ signal }) => fetchOverview(signal),
  staleTime: 10 * 60_000,
});

export function useOverview() {
  return useQuery(overviewQuery);
}

/** Disabled until the page knows its batch (null). */
function recommendPageQuery(query: RecommendQuery | null) {
  return queryOptions({
    queryKey: fillingKeys.recommend(query as RecommendQuery),
    queryFn: ({ signal }) => fetchRecommend(query as RecommendQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useRecommend(query: RecommendQuery | null) {
  return useQuery(recommendPageQuery(query));
}

const provincesQuery = queryOptions({ queryKey: fillingKeys.provinces(), queryFn: fetchProvinces, staleTime: Infinity });

export function useProvinces() {
  return useQuery(provincesQuery);
}

/** The plans of a page that show a number: the ones 目标倒推 is asked for. */
export function ratedPlanIds(page: RecommendPage | undefined): number[] {
  return page?.content.filter((r) => r.probability !== null && !r.locked).map((r) => r.planId) ?? [];
}

/** POST filling/what-if: 1–3 scenarios' 冲/稳/保 per batch beside the saved scores' (nothing is saved). A refusal is shown in the panel, not as a toast. */
export function postWhatIf(body: WhatIfBody): Promise<WhatIfAnswer> {
  return post<WhatIfAnswer>('/api/v1/filling/what-if', body, { silent: [10001] });
}

export function useWhatIf() {
  return useMutation({ mutationFn: postWhatIf });
}

/** POST filling/what-if/recommend: the page of `query` for hypothetical scores. */
export function fetchWhatIfRecommend(query: RecommendQuery, scores: WhatIfScores, signal?: AbortSignal): Promise<WhatIfRecommendPage> {
  return request<WhatIfRecommendPage>(
    'post',
    '/api/v1/filling/what-if/recommend',
    { params: query as Params, body: scores },
    { ...quiet, signal },
  );
}

/** Disabled while the page shows the saved scores (null). */
export function useWhatIfRecommend(query: RecommendQuery | null, scores: WhatIfScores | null) {
  return useQuery({
    queryKey: [...fillingKeys.all, 'what-if', query, scores] as const,
    queryFn: ({ signal }) => fetchWhatIfRecommend(query as RecommendQuery, scores as WhatIfScores, signal),
    enabled: query !== null && scores !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET filling/tests-rank: the 统考 score's 位次 in the official 统考 一分一段, where one is held. */
export function fetchTestsRank(signal?: AbortSignal): Promise<TestsRankAnswer> {
  return get<TestsRankAnswer>('/api/v1/filling/tests-rank', undefined, { ...quiet, signal });
}

const testsRankQuery = queryOptions({
  queryKey: [...fillingKeys.all, 'tests-rank'] as const,
  queryFn: ({ signal }) => fetchTestsRank(signal),
  staleTime: 10 * 60_000,
});

export function useTestsRank() {
  return useQuery(testsRankQuery);
}

/**
 * The first screen of 模拟填报, asked for at once when the page opens (its route's prefetch): the
 * batches, then the list of the URL's batch and its 目标倒推, beside the official overview, the 统考
 * rank and the provinces of the filters. Each with the query its component reads, so the
 * components find the answers in the cache instead of asking one after another as they render.
 */
export async function prefetchFilling(client: QueryClient, search: URLSearchParams): Promise<void> {
  const list = client.fetchQuery(batchesQuery).then(async ({ batches }) => {
    if (batches.length === 0) {
      return;
    }
    const query = parseFillingParams(search, batches);
    const page = await client.fetchQuery(recommendPageQuery(query));
    await client.prefetchQuery(targetsQuery(ratedPlanIds(page), null));
  });
  await Promise.all([
    list,
    client.prefetchQuery(overviewQuery),
    client.prefetchQuery(testsRankQuery),
    client.prefetchQuery(provincesQuery),
  ]);
}
