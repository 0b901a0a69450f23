import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@yzy/shared/contracts';
import { get } from '../../lib/http';

export type { Banner };

export const homeKeys = {
  all: ['home'] as const,
  banners: () => [...homeKeys.all, 'banners'] as const,
};

/** GET /api/v1/banner: the carousel, in order. Silent: 首页 falls back to its own hero rather than toast. */
export function fetchBanners(signal?: AbortSignal): Promise<Banner[]> {
  return get<Banner[]>('/api/v1/banner', undefined, { loading: false, silent: true, signal });
}

export function useBanners() {
  return useQuery({ queryKey: homeKeys.banners(), queryFn: ({ signal }) => fetchBanners(signal), staleTime: 10 * 60_000 });
}
