import { useQuery } from '@tanstack/react-query';
import type { CoverageResponse } from '@yzy/shared/contracts';
import { get } from '../../lib/http';

export type { CoverageCategory, CoverageResponse } from '@yzy/shared/contracts';

export const coverageKeys = { all: ['coverage'] as const };

/** GET /api/v1/data/coverage: the years of data held per province and category. */
export function fetchCoverage(signal?: AbortSignal): Promise<CoverageResponse> {
  return get<CoverageResponse>('/api/v1/data/coverage', undefined, { loading: false, signal });
}

export function useCoverage() {
  return useQuery({ queryKey: coverageKeys.all, queryFn: ({ signal }) => fetchCoverage(signal), staleTime: 10 * 60_000 });
}
