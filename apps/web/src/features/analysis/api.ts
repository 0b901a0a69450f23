import { useQuery } from '@tanstack/react-query';
import { Codes, type VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { get } from '../../lib/http';
import { TABLE_MISSING_CODES } from '../volunteer';

export type { VolunteerAnalysisResult };

export const analysisKeys = {
  // Under the volunteer prefix: any change to a table (its mutations invalidate ['volunteer']) refreshes its analysis.
  all: ['volunteer', 'analysis'] as const,
  detail: (id: number) => [...analysisKeys.all, id] as const,
};

/** GET volunteer/analysis (VIP). 10005 still opens the VIP center (HTTP effects); the page explains the rest. */
export function fetchAnalysis(id: number, signal?: AbortSignal): Promise<VolunteerAnalysisResult> {
  return get<VolunteerAnalysisResult>(
    '/api/v1/volunteer/analysis',
    { id },
    { loading: false, silent: [...TABLE_MISSING_CODES, Codes.vipRequired], signal },
  );
}

/** Disabled for an id the server would refuse (null). */
export function useAnalysis(id: number | null) {
  return useQuery({
    queryKey: analysisKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchAnalysis(id ?? 0, signal),
    enabled: id !== null,
  });
}
