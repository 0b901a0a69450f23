import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CompositeResponse,
  EquivalentResponse,
  ProvinceListItem,
  RankLookupResponse,
  RankTableMeta,
  RankTableResponse,
} from '@yzy/shared/contracts';
import { get, post } from '../../lib/http';

export type { EquivalentResponse, RankLookupResponse, RankTableMeta, RankTableResponse };

export const rangeKeys = {
  all: ['range'] as const,
  provinces: () => [...rangeKeys.all, 'provinces'] as const,
  tables: (provinceId: number) => [...rangeKeys.all, 'tables', provinceId] as const,
  table: (id: number) => [...rangeKeys.all, 'table', id] as const,
  lookup: (tableId: number, score: number) => [...rangeKeys.all, 'lookup', tableId, score] as const,
  equivalent: (examCategoryId: number, score: number) => [...rangeKeys.all, 'equivalent', examCategoryId, score] as const,
  myComposite: () => [...rangeKeys.all, 'myComposite'] as const,
};

// Every panel shows its own spinner, so no call here raises the global 加载中 overlay.
const quiet = { loading: false } as const;
// Tables change only on an operator import: keep them for the page's lifetime.
const tableStale = 10 * 60_000;

/** Provinces for the picker: reference data, in the 3,000,000 ms GET cache. */
export function fetchProvinces(): Promise<ProvinceListItem[]> {
  return get<ProvinceListItem[]>('/api/v1/getProvinceListForNemtInfo', undefined, { ...quiet, cache: true });
}

/** GET range/tables: the province's tables, newest first. */
export function fetchRankTables(provinceId: number, signal?: AbortSignal): Promise<RankTableMeta[]> {
  return get<RankTableMeta[]>('/api/v1/range/tables', { provinceId }, { ...quiet, signal });
}

/** GET range/table without `size`: the whole table (the chart needs every row, the list pages it locally). */
export function fetchRankTable(id: number, signal?: AbortSignal): Promise<RankTableResponse> {
  return get<RankTableResponse>('/api/v1/range/table', { id }, { ...quiet, signal });
}

/** GET range/lookup: a score's 位次 in one table, outside the table said so. */
export function fetchRankLookup(tableId: number, score: number, signal?: AbortSignal): Promise<RankLookupResponse> {
  return get<RankLookupResponse>('/api/v1/range/lookup', { tableId, score }, { ...quiet, signal });
}

/** GET range/equivalent: this year's 位次 of a composite and its equivalent score in earlier years. */
export function fetchEquivalent(
  provinceId: number,
  examCategoryId: number,
  score: number,
  signal?: AbortSignal,
): Promise<EquivalentResponse> {
  return get<EquivalentResponse>('/api/v1/range/equivalent', { provinceId, examCategoryId, score }, { ...quiet, signal });
}

/** POST compute/composite with no body: the member's own composite by the province formula, to find their row. */
export function fetchMyComposite(): Promise<CompositeResponse> {
  return post<CompositeResponse>('/api/v1/compute/composite', {}, quiet);
}

export function useProvinces() {
  return useQuery({ queryKey: rangeKeys.provinces(), queryFn: fetchProvinces, staleTime: Infinity });
}

export function useRankTables(provinceId: number) {
  return useQuery({
    queryKey: rangeKeys.tables(provinceId),
    queryFn: ({ signal }) => fetchRankTables(provinceId, signal),
    staleTime: tableStale,
  });
}

export function useRankTable(id: number | null) {
  return useQuery({
    queryKey: rangeKeys.table(id ?? 0),
    queryFn: ({ signal }) => fetchRankTable(id as number, signal),
    enabled: id !== null,
    staleTime: tableStale,
  });
}

export function useRankLookup(tableId: number | null, score: number | null) {
  return useQuery({
    queryKey: rangeKeys.lookup(tableId ?? 0, score ?? -1),
    queryFn: ({ signal }) => fetchRankLookup(tableId as number, score as number, signal),
    enabled: tableId !== null && score !== null,
    staleTime: tableStale,
  });
}

export function useEquivalent(provinceId: number, examCategoryId: number | null, score: number | null) {
  return useQuery({
    queryKey: rangeKeys.equivalent(examCategoryId ?? 0, score ?? -1),
    queryFn: ({ signal }) => fetchEquivalent(provinceId, examCategoryId as number, score as number, signal),
    enabled: examCategoryId !== null && score !== null,
    placeholderData: keepPreviousData,
    staleTime: tableStale,
  });
}

/** The member's composite; only asked for while their own category is shown. */
export function useMyComposite(enabled: boolean) {
  return useQuery({ queryKey: rangeKeys.myComposite(), queryFn: fetchMyComposite, enabled, staleTime: 5 * 60_000 });
}
