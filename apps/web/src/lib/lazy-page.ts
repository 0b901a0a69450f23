import { createElement, lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** What a page module may export besides its page: the data its first screen needs, for the URL's query string. */
interface PageModule {
  prefetch?: (client: QueryClient, search: URLSearchParams) => Promise<void>;
}

/** A lazy page that can also be loaded ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** The page's chunk and the data its first screen needs (its module's `prefetch`) at `search`, by default the address bar's. */
  preload: (client: QueryClient, search?: URLSearchParams) => Promise<void>;
  /** The page's chunk alone, for a route that must check the member before it asks for data. */
  load: () => Promise<void>;
};

/**
 * React.lazy for a module's named export, so every page (or dialog, or panel) is its own chunk without
 * default exports. `preload()` fetches the chunk ahead: a page preloaded before its first render is
 * drawn at once instead of suspending behind a fallback (main.tsx does this for the landing page, so
 * the app shell gives way straight to the page, docs/performance.md); a page module may export
 * `prefetch` to load the data its first screen needs into the query cache as well. Which of the two it renders is
 * fixed at its first render, so a preload finishing later never remounts a page.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] })));
  let loaded: ComponentType<P> | undefined;
  let chosen: ComponentType<P> | typeof Lazy | undefined;
  function Page(props: P) {
    chosen ??= loaded ?? Lazy;
    return createElement(chosen as ComponentType<P>, props);
  }
  const loadPage = () =>
    load().then((module) => {
      loaded = module[name];
      return module as PageModule;
    });
  Page.preload = (client: QueryClient, search = new URLSearchParams(window.location.search)) =>
    loadPage().then((module) => module.prefetch?.(client, search));
  Page.load = () => loadPage().then(() => undefined);
  return Page;
}
