import { createBrowserRouter } from 'react-router';
import { setCommittedPath } from './guard-loader';
import { routes } from './routes';

/** Created lazily by App so module import stays free of side effects (tests build their own routers). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.initialized) {
      setCommittedPath(state.location.pathname + state.location.search);
    }
  });
  return router;
}
