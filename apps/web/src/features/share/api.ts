import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareCreated, ShareItem, ShareList } from '@yzy/shared/contracts';
import { get, post } from '../../lib/http';

export type { ShareCreated, ShareItem };

export const shareKeys = {
  list: (tableId: number) => ['share', 'list', tableId] as const,
};

/** The address a parent opens: outside the member shell, nothing but the token in it. */
export function shareUrl(token: string): string {
  return `${window.location.origin}/s/${token}`;
}

export function useShares(tableId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.list(tableId),
    queryFn: ({ signal }) => get<ShareList>('/api/v1/share/list', { tableId }, { loading: false, signal }).then((r) => r.content),
    enabled,
  });
}

export function useCreateShare(tableId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => post<ShareCreated>('/api/v1/share/create', { tableId, days }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.list(tableId) }),
  });
}

export function useRevokeShare(tableId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<ShareItem>('/api/v1/share/revoke', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.list(tableId) }),
  });
}
