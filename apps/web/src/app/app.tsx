import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router';
import { Providers } from './providers';

/** The whole app: providers around the router (main.tsx creates it, see there why). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
