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

/**
 * Links of a table: the member's own (share/*), or a student's made by the group's main account
 * from the workspace (workspace/share/*, the same links after the server's group check).
 */
function endpoints(studentId?: number) {
  return studentId === undefined ? { base: '/api/v1/share', extra: {} } : { base: '/api/v1/workspace/share', extra: { studentId } };
}

export function useShares(tableId: number, enabled: boolean, studentId?: number) {
  const { base, extra } = endpoints(studentId);
  return useQuery({
    queryKey: shareKeys.list(tableId),
    queryFn: ({ signal }) => get<ShareList>(`${base}/list`, { tableId, ...extra }, { loading: false, signal }).then((r) => r.content),
    enabled,
  });
}

export function useCreateShare(tableId: number, studentId?: number) {
  const client = useQueryClient();
  const { base, extra } = endpoints(studentId);
  return useMutation({
    mutationFn: (days: number) => post<ShareCreated>(`${base}/create`, { tableId, days, ...extra }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.list(tableId) }),
  });
}

export function useRevokeShare(tableId: number, studentId?: number) {
  const client = useQueryClient();
  const { base, extra } = endpoints(studentId);
  return useMutation({
    mutationFn: (id: number) => post<ShareItem>(`${base}/revoke`, { id, ...extra }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.list(tableId) }),
  });
}
