import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@yzy/shared/contracts';
import { get, post, put } from '../../lib/http';
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

export function logout(): Promise<null> {
  return post<null>('/api/v1/logout');
}


export interface ProfileChanges {
  nickname?: string;
  /** An image URL, or empty for the default avatar. */
  avatar?: string;
}

export function updateProfile(changes: ProfileChanges): Promise<null> {
  return put<null>('/api/v1/member/updateProfile', changes);
}

/** Saves nickname/avatar and refreshes the member everywhere (header, 我的). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }) });
}
