import { useQuery } from '@tanstack/react-query';
import type { DictionariesResponse } from '@yzy/shared/contracts';
import { keepUsedDictionaries, type Dictionaries } from '@yzy/shared/rules';
import { post } from '../../lib/http';

export const dictionaryKeys = { all: ['dictionaries'] as const };

/** POST /api/v1/common/getDictionariesList, without the loading overlay (spec §7); unused keys dropped (spec §3). */
export async function fetchDictionaries(): Promise<Dictionaries> {
  return keepUsedDictionaries(await post<DictionariesResponse>('/api/v1/common/getDictionariesList', undefined, { loading: false }));
}

/** Every dictionary, loaded once per page load and shared by all features. */
export function useDictionaries() {
  return useQuery({ queryKey: dictionaryKeys.all, queryFn: fetchDictionaries, staleTime: Infinity, gcTime: Infinity });
}
