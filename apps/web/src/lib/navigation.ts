import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openInNewTab } from './browser';
import { hrefOf, namedPaths, type Query, type RouteName } from './paths';

export interface RouteTarget {
  href: string;
  newTab: boolean;
}

/** A named route opens in a new tab by default; the school detail page opens in the same tab. */
export function routeTarget(name: RouteName, query?: Query, newTab?: boolean): RouteTarget {
  return { href: hrefOf(namedPaths[name], query), newTab: newTab ?? name !== 'schoolDetail' };
}

/** The navigation helper: `openRoute('majorDetail', { id })`. */
export function useOpenRoute(): (name: RouteName, query?: Query, newTab?: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (name, query, newTab) => {
      const target = routeTarget(name, query, newTab);
      if (target.newTab) {
        openInNewTab(target.href);
        return;
      }
      navigate(target.href);
    },
    [navigate],
  );
}
