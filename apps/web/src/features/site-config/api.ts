import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@yzy/shared/contracts';
import { get } from '../../lib/http';

export const siteConfigKeys = { all: ['siteConfig'] as const };

/** GET /api/v1/common/siteConfig. What the site falls back to while the endpoint is missing (10004) or unreachable. */
export function defaultSiteConfig(origin = window.location.origin): SiteConfig {
  return {
    appName: '艺志愿',
    contactEmail: 'service@yizhiyuan.example.com',
    customerServiceUrl: '',
    androidUrl: `${origin}/app#android`,
    miniProgramUrl: `${origin}/app#miniprogram`,
    demo: false,
    // The server's default (PAY_PHONE_CHANNELS); a switched-off channel is refused with a clear message.
    payChannels: ['h5', 'jsapi'],
  };
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const fallback = defaultSiteConfig();
  try {
    const config = await get<Partial<SiteConfig>>('/api/v1/common/siteConfig', undefined, { silent: true, loading: false, cache: true });
    return { ...fallback, ...config };
  } catch {
    return fallback;
  }
}

const siteConfigQuery = { queryKey: siteConfigKeys.all, queryFn: fetchSiteConfig, staleTime: Infinity } as const;

/** Ahead of the landing page's first render (app/pages.ts), so the settings do not arrive as a second render. */
export function prefetchSiteConfig(client: QueryClient): Promise<void> {
  return client.prefetchQuery(siteConfigQuery);
}

export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQuery);
  return data ?? defaultSiteConfig();
}
