import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayAnswer, PayVipOrderResponse, QueryVipOrderResponse, VipCard, VipOrderListResponse } from '@yzy/shared/contracts';
import { VIP_ORDER_SOURCE, VIP_PAY_TYPE, type PayChannel } from '@yzy/shared/rules';
import { get, post } from '../../lib/http';

export const vipKeys = {
  all: ['vip'] as const,
  cards: () => [...vipKeys.all, 'cards'] as const,
  orders: (page: number, size: number) => [...vipKeys.all, 'orders', page, size] as const,
  provinces: () => [...vipKeys.all, 'provinces'] as const,
};

/** GET vipCard/list: the cards on sale, with 已开通 and canBuy worked out by the server for the caller. */
export function fetchVipCards(): Promise<VipCard[]> {
  return get<VipCard[]>('/api/v1/vipCard/list');
}

/** POST vipOrder/create with the price the member saw; the server refuses (40001) when it differs. */
export async function createVipOrder(card: Pick<VipCard, 'id' | 'currentPrice'>, appName: string): Promise<string> {
  const body = { appName, payAmount: card.currentPrice, payType: VIP_PAY_TYPE, source: VIP_ORDER_SOURCE, vipCardId: card.id };
  const { orderId } = await post<{ orderId: string }>('/api/v1/vipOrder/create', body);
  return orderId;
}

/**
 * POST vipOrder/pay through the channel this device calls for (payChannelFor): the QR code's content
 * (code_url), the H5 link, or the JSAPI parameters. `returnUrl` is where H5 payment and WeChat's
 * authorisation come back to.
 */
export async function payVipOrder(orderId: string, appName: string, channel: PayChannel, returnUrl: string): Promise<PayAnswer> {
  const answer = await post<PayVipOrderResponse>('/api/v1/vipOrder/pay', { payType: VIP_PAY_TYPE, orderId, appName, channel, returnUrl });
  return answer.config.response;
}

/** GET vipOrder/queryOrder: silent and without the loading overlay, since it repeats every 3 s. */
export function queryVipOrder(orderId: string, signal?: AbortSignal): Promise<QueryVipOrderResponse> {
  return get<QueryVipOrderResponse>('/api/v1/vipOrder/queryOrder', { orderId }, { silent: true, loading: false, signal });
}

export function fetchVipOrders(page: number, size: number): Promise<VipOrderListResponse> {
  return get<VipOrderListResponse>('/api/v1/vipOrder/list', { page, size }, { loading: false });
}

export function useVipCards() {
  return useQuery({ queryKey: vipKeys.cards(), queryFn: fetchVipCards });
}

/** The member's orders, newest first, one page at a time. */
export function useVipOrders(page: number, size: number) {
  return useQuery({ queryKey: vipKeys.orders(page, size), queryFn: () => fetchVipOrders(page, size), placeholderData: keepPreviousData });
}

/** GET common/coveredProvinces: the provinces the site holds admission data for (the purchase notes count them). */
export function fetchCoveredProvinces(): Promise<string[]> {
  return get<string[]>('/api/v1/common/coveredProvinces', undefined, { silent: true, loading: false });
}

export function useCoveredProvinces() {
  return useQuery({ queryKey: vipKeys.provinces(), queryFn: fetchCoveredProvinces, staleTime: Infinity });
}
