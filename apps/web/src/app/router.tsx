import { createBrowserRouter } from 'react-router';
import { setCommittedPath } from './guard-loader';
import { routes } from './routes';

/** Created by main.tsx at start-up, so module import stays free of side effects (tests build their own routers). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.initialized) {
      setCommittedPath(state.location.pathname + state.location.search);
    }
  });
  return router;
}

/**
 * Resolves once the router has run the first location's loaders (a guarded page checks the member
 * first). React's first render is time-sliced (main.tsx): had the loaders finished between its slices,
 * before RouterProvider subscribed, the page would have stayed on its loading placeholder for good.
 */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
