import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberDetail, AdminMemberItem } from '@yzy/shared/contracts';
import type { Page } from '../../lib/list-params';
import { adminGet, adminPost, type AdminParams } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export type { AdminMemberDetail, AdminMemberItem };

export const memberKeys = {
  all: [ADMIN_KEY, 'members'] as const,
  list: (query: AdminParams) => [...memberKeys.all, 'list', query] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};

/** The operator writes on a member, by endpoint; each answers the member as it now is. */
export interface MemberWrites {
  grantVip: { memberId: number; vipCardId: number; endTime?: number; note: string };
  revokeVip: { memberId: number; note: string };
  superVip: { memberId: number; isSuperVip: boolean; note: string };
  makeExpert: { memberId: number; extraQuota: number; note: string };
  disable: { memberId: number; disabled: boolean; note: string };
}

export type MemberWrite = keyof MemberWrites;

/** One call: the endpoint and its body, checked together. */
export type MemberWriteCall = { [K in MemberWrite]: { write: K; body: MemberWrites[K] } }[MemberWrite];

export function fetchMembers(query: AdminParams): Promise<Page<AdminMemberItem>> {
  return adminGet<Page<AdminMemberItem>>('/member/list', query);
}

export function fetchMember(id: number): Promise<AdminMemberDetail> {
  return adminGet<AdminMemberDetail>('/member/detail', { id });
}

export function useMembers(query: AdminParams) {
  return useQuery({ queryKey: memberKeys.list(query), queryFn: () => fetchMembers(query), placeholderData: keepPreviousData });
}

export function useMember(id: number | null) {
  return useQuery({ queryKey: memberKeys.detail(id ?? 0), queryFn: () => fetchMember(id ?? 0), enabled: id !== null });
}

/** One write; the list and the open detail refresh afterwards. */
export function useMemberWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ write, body }: MemberWriteCall) => adminPost<AdminMemberItem>(`/member/${write}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
