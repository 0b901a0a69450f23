import { useMatches } from 'react-router';
import type { RouteMeta } from '../route-table';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'tabIndex' in handle;
}

/** The deepest matched route's row of the route table (tab, background, title). */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteMeta(handle)) {
      return handle;
    }
  }
  return null;
}
