import { useQuery } from '@tanstack/react-query';
import type { GuideSection } from '@yzy/shared/contracts';
import { get } from '../../lib/http';

export type { GuideSection };

export const guideKeys = { all: ['guide'] as const };

/** GET /api/v1/guide: one section per feature, sanitised HTML, in reading order. */
export function fetchGuide(signal?: AbortSignal): Promise<GuideSection[]> {
  return get<GuideSection[]>('/api/v1/guide', undefined, { loading: false, signal });
}

export function useGuide() {
  return useQuery({ queryKey: guideKeys.all, queryFn: ({ signal }) => fetchGuide(signal), staleTime: 10 * 60_000 });
}
