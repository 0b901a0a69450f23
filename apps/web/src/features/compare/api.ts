import { useQuery } from '@tanstack/react-query';
import type { MajorComparison, SchoolComparison } from '@yzy/shared/contracts';
import { get } from '../../lib/http';

export type { MajorComparison, SchoolComparison };

export function useSchoolComparison(ids: readonly number[]) {
  return useQuery({
    queryKey: ['compare', 'school', ids],
    queryFn: ({ signal }) => get<SchoolComparison>('/api/v1/compare/schools', { ids: ids.join(',') }, { loading: false, signal }),
    enabled: ids.length > 0,
  });
}

export function useMajorComparison(ids: readonly number[]) {
  return useQuery({
    queryKey: ['compare', 'major', ids],
    queryFn: ({ signal }) => get<MajorComparison>('/api/v1/compare/majors', { ids: ids.join(',') }, { loading: false, signal }),
    enabled: ids.length > 0,
  });
}
