import type { Location } from 'react-router';
import { routeTable } from './route-table';

/**
 * Cached pages (docs/product-rules.md) keep their state when the member comes back by the top tab: their state
 * lives in the URL search params, so the tab links to the last URL the page had, and
 * the scroll position is kept per page rather than per history entry.
 */
const CACHED_PATHS: ReadonlySet<string> = new Set(
  Object.values(routeTable).flatMap((route) => ('cached' in route && route.cached ? [route.path] : [])),
);

const lastSearch = new Map<string, string>();

export function isCachedPath(pathname: string): boolean {
  return CACHED_PATHS.has(pathname);
}

/** Records where a cached page is now (called on every navigation). */
export function rememberCachedLocation(location: Pick<Location, 'pathname' | 'search'>): void {
  if (isCachedPath(location.pathname)) {
    lastSearch.set(location.pathname, location.search);
  }
}

/** Where a top tab leads: a cached page's last URL, any other page's plain path. */
export function tabTargetOf(path: string): string {
  return `${path}${lastSearch.get(path) ?? ''}`;
}

/** ScrollRestoration key: one per cached page (so a tab click restores it), one per entry elsewhere. */
export function scrollKeyOf(location: Pick<Location, 'pathname' | 'key'>): string {
  return isCachedPath(location.pathname) ? location.pathname : location.key;
}

/** Forgets every remembered page (tests). */
export function forgetCachedLocations(): void {
  lastSearch.clear();
}
