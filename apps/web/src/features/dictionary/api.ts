import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DictionariesResponse } from '@yzy/shared/contracts';
import { keepUsedDictionaries, type Dictionaries } from '@yzy/shared/rules/dictionaries';
import { post } from '../../lib/http';

export const dictionaryKeys = { all: ['dictionaries'] as const };

/** POST /api/v1/common/getDictionariesList, without the loading overlay; unused keys dropped (docs/product-behaviour.md, Calls). */
export async function fetchDictionaries(): Promise<Dictionaries> {
  return keepUsedDictionaries(await post<DictionariesResponse>('/api/v1/common/getDictionariesList', undefined, { loading: false }));
}

/** Every dictionary, loaded once per page load and shared by all features. */
const dictionariesQuery = { queryKey: dictionaryKeys.all, queryFn: fetchDictionaries, staleTime: Infinity, gcTime: Infinity } as const;

export function useDictionaries() {
  return useQuery(dictionariesQuery);
}

/** Ahead of the landing page's first render (app/pages.ts), so the labels do not arrive as a second render. */
export function prefetchDictionaries(client: QueryClient): Promise<void> {
  return client.prefetchQuery(dictionariesQuery);
}

/**
 * One dictionary as select/filter options, from the cached load; the contract's own values stand in
 * until it arrives (or if it fails), so a filter never renders empty.
 */
export function useDictionaryOptions<V extends string>(name: string, fallback: readonly V[]): { value: V; label: string }[] {
  const { data } = useDictionaries();
  const entries = data?.[name];
  if (!entries || entries.length === 0) {
    return fallback.map((value) => ({ value, label: value }));
  }
  return entries.map((entry) => ({ value: entry.value as V, label: entry.label }));
}
