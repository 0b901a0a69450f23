// First, so the entry names the shell's chunk; index.html has usually run it long before (shell/boot.ts).
import './shell/boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/pages';
import { createAppRouter, routerReady } from './app/router';
import { createHttpEffects } from './lib/http-effects';
import { queryClient } from './lib/query-client';
import { setHttpFailureHandler } from './lib/http';
import './styles/base.css';
import './styles/header.css';
import './styles/pages.css';
import './styles/responsive.css';

// Installed before the router starts its first loaders, so no failure goes unanswered.
setHttpFailureHandler(createHttpEffects());

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}

/** The longest the shell waits for the landing page's chunk and first data before React draws anyway. */
const LANDING_WAIT_MS = 3000;

// The router starts its first loaders at once (a member page's check, chunk and data). The landing
// page's chunk and the data its first screen needs are asked for beside them, and the app shell
// stays on screen until they and the loaders are done, so React's first commit replaces it with the
// page itself rather than with a placeholder that then draws again as each answer arrives. A failure
// is left to the page, which asks again. The first render is a transition: React renders it in
// slices, so a slow phone's main thread is never held for long.
const router = createAppRouter();
const landing = Promise.race([
  preloadLandingPage(window.location.pathname, queryClient).catch(() => undefined),
  new Promise((done) => setTimeout(done, LANDING_WAIT_MS)),
]);
void Promise.all([landing, routerReady(router)]).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  ),
);
