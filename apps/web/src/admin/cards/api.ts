import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVipCard, AdminVipCardFields } from '@yzy/shared/contracts';
import { adminGet, adminPost } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export type { AdminVipCard, AdminVipCardFields };

export const cardKeys = { all: [ADMIN_KEY, 'vipCards'] as const };

/** Every card, retired ones too. */
export function fetchCards(): Promise<AdminVipCard[]> {
  return adminGet<AdminVipCard[]>('/vipCard/list');
}

export function useAdminCards() {
  return useQuery({ queryKey: cardKeys.all, queryFn: fetchCards });
}

/** Create (no id) or edit (with id). */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: AdminVipCardFields }) =>
      id === null ? adminPost<AdminVipCard>('/vipCard/create', fields) : adminPost<AdminVipCard>('/vipCard/update', { id, ...fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

/** 下架 (retired) or 重新上架. */
export function useRetireCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; retired: boolean }) => adminPost<AdminVipCard>('/vipCard/retire', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
