// First, so the entry names the shell's chunk; index.html has usually run it long before (src/shell/boot.ts).
import './shell/boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/pages';
import { warmUpTheme } from './app/providers';
import { createAppRouter, routerReady } from './app/router';
import { createHttpEffects } from './lib/http-effects';
import { antdStylesLoaded } from './shell/antd-styles';
import { queryClient } from './lib/query-client';
import { setHttpFailureHandler } from './lib/http';
import { nextTask } from './lib/next-task';
import './styles/base.css';
import './styles/header.css';
import './styles/pages.css';
import './styles/responsive.css';
import './styles/shell.css';

// Installed before the router starts its first loaders, so no failure goes unanswered.
setHttpFailureHandler(createHttpEffects());

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
/** The longest the shell waits for the landing page's chunk, its first data and antd's styles before React draws anyway. */
const LANDING_WAIT_MS = 3000;

// The app shell stays on screen until the landing page's chunk (and the data its first screen
// needs) and antd's prebuilt styles (shell/antd-styles.ts) are here, so React's first commit
// replaces it with the page itself rather than with a loading placeholder and then a second layout;
// it also waits for the router's first loaders (see routerReady). A chunk that fails to load is
// left to React.lazy and the route's error boundary.
// The first render is a transition, so React renders it in slices and a slow phone's main thread
// is never blocked for long (docs/performance.md).
async function start(root: HTMLElement) {
  // The modules' own evaluation was the task before this one.
  await nextTask();
  const landing = Promise.race([
    Promise.all([preloadLandingPage(window.location.pathname, queryClient).catch(() => undefined), antdStylesLoaded()]),
    new Promise((done) => setTimeout(done, LANDING_WAIT_MS)),
  ]);
  await nextTask();
  const router = createAppRouter();
  await Promise.all([landing, routerReady(router)]);
  // antd's theme code warmed up in this task, so the first render's token derivation is shorter.
  warmUpTheme();
  await nextTask();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

void start(container);
