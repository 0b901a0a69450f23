import { useQuery } from '@tanstack/react-query';
import { Codes, type SharedReport, type VolunteerReport } from '@yzy/shared/contracts';
import { get, post } from '../../lib/http';
import { TABLE_MISSING_CODES } from '../volunteer';

export type { SharedReport, VolunteerReport };

export const reportKeys = {
  // Under the volunteer prefix: a change to the table refreshes its report.
  own: (id: number) => ['volunteer', 'report', id] as const,
  shared: (token: string) => ['share', 'view', token] as const,
};

export function fetchReport(id: number, signal?: AbortSignal): Promise<VolunteerReport> {
  return get<VolunteerReport>('/api/v1/volunteer/report', { id }, { loading: false, silent: TABLE_MISSING_CODES, signal });
}

/** The token goes in the body, so it never appears in a URL the server logs. Refusals are explained by the page. */
export function fetchSharedReport(token: string, signal?: AbortSignal): Promise<SharedReport> {
  return post<SharedReport>(
    '/api/v1/share/view',
    { token },
    { loading: false, silent: [Codes.notFound, Codes.tooManyRequests, Codes.invalidInput], signal },
  );
}

export function useReport(id: number | null) {
  return useQuery({ queryKey: reportKeys.own(id ?? 0), queryFn: ({ signal }) => fetchReport(id ?? 0, signal), enabled: id !== null });
}

export function useSharedReport(token: string) {
  return useQuery({
    queryKey: reportKeys.shared(token),
    queryFn: ({ signal }) => fetchSharedReport(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}
