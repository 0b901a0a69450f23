import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@yzy/shared/contracts';
import { get } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { hasToken } from '../../lib/token';

export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
};

export function fetchMemberInfo(): Promise<MemberInfo> {
  return get<MemberInfo>('/api/v1/memberInfo');
}

const infoQuery = { queryKey: memberKeys.info(), queryFn: fetchMemberInfo, staleTime: 5 * 60_000 };

/** The logged-in member; disabled (data undefined) for visitors. Login, score saves and switches reload the page. */
export function useMember() {
  return useQuery({ ...infoQuery, enabled: hasToken() });
}

/** For route guards: the cached member, or one request for it. */
export function loadMember(): Promise<MemberInfo> {
  return queryClient.ensureQueryData(infoQuery);
}
