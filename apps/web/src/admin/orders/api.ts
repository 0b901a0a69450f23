import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderItem, AdminReconcileResult } from '@yzy/shared/contracts';
import type { Page } from '../../lib/list-params';
import { adminGet, adminPost, type AdminParams } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';

export type { AdminOrderDetail, AdminOrderItem, AdminReconcileResult };

export const orderKeys = {
  all: [ADMIN_KEY, 'orders'] as const,
  list: (query: AdminParams) => [...orderKeys.all, 'list', query] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
};

export function fetchOrders(query: AdminParams): Promise<Page<AdminOrderItem>> {
  return adminGet<Page<AdminOrderItem>>('/order/list', query);
}

export function fetchOrder(orderId: string): Promise<AdminOrderDetail> {
  return adminGet<AdminOrderDetail>('/order/detail', { orderId });
}

export function useOrders(query: AdminParams) {
  return useQuery({ queryKey: orderKeys.list(query), queryFn: () => fetchOrders(query), placeholderData: keepPreviousData });
}

export function useOrder(orderId: string | null) {
  return useQuery({ queryKey: orderKeys.detail(orderId ?? ''), queryFn: () => fetchOrder(orderId ?? ''), enabled: orderId !== null });
}

/** 重新对账: asks the payment provider; a paid order is settled the way a notification would. */
export function useReconcile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => adminPost<AdminReconcileResult>('/order/reconcile', { orderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
