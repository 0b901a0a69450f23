import type { Location } from 'react-router';
import { routeTable } from './route-table';

/**
 * Cached pages (docs/product-rules.md) keep their state when the member comes back by the top tab: their state
 * lives in the URL search params, so the tab links to the last URL the page had, and
 * the scroll position is kept per page rather than per history entry (app/cached-scroll.ts brings it back).
 */
const CACHED_PATHS: ReadonlySet<string> = new Set(
  Object.values(routeTable).flatMap((route) => ('cached' in route && route.cached ? [route.path] : [])),
);

const lastSearch = new Map<string, string>();

/** Where the scroll positions outlive a reload (logging in, paying and saving scores reload the page): this tab only. */
const SCROLL_STORAGE_KEY = 'yzy-cached-scroll';

function storedScrolls(): [string, number][] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.entries(stored).flatMap(([path, y]) => (isCachedPath(path) && typeof y === 'number' && y > 0 ? [[path, y]] : []));
  } catch {
    return [];
  }
}

const lastScroll = new Map<string, number>(storedScrolls());

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

/** Records how far a cached page is scrolled (called on scroll, never while the position is being brought back). */
export function rememberCachedScroll(pathname: string, y: number): void {
  if (isCachedPath(pathname)) {
    lastScroll.set(pathname, Math.max(0, Math.round(y)));
  }
}

/** How far a cached page was scrolled when last seen in this tab; null for other pages and pages not seen. */
export function cachedScrollOf(pathname: string): number | null {
  return lastScroll.get(pathname) ?? null;
}

/** Keeps the positions in sessionStorage as the page goes away (pagehide), so they survive a reload. */
export function storeCachedScrolls(): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(lastScroll)));
  } catch {
    // Storage full or refused (private mode): the positions are kept for this page only.
  }
}

/** Forgets every remembered page (tests). */
export function forgetCachedLocations(): void {
  lastSearch.clear();
  lastScroll.clear();
}
