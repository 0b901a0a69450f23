import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditItem } from '@yzy/shared/contracts';
import type { Page } from '../../lib/list-params';
import { adminGet, type AdminParams } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export type { AuditItem };

export const auditKeys = {
  all: [ADMIN_KEY, 'audit'] as const,
  list: (query: AdminParams) => [...auditKeys.all, query] as const,
};

export function useAuditLog(query: AdminParams) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => adminGet<Page<AuditItem>>('/audit/list', query),
    placeholderData: keepPreviousData,
  });
}
