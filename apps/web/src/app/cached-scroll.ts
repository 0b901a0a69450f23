import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { cachedScrollOf, rememberCachedScroll, storeCachedScrolls } from './cached-routes';

/**
 * How long a cached page may take to grow back to its old height (its chunk and data arriving after
 * the route has changed) before the position is left where it got to.
 */
const RESTORE_FOR_MS = 10_000;
/** The member taking over: from then on the scroll is theirs. */
const USER_INTENT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `target` now and again every time the page grows, until it gets there, the member
 * scrolls or clicks, or RESTORE_FOR_MS pass; then calls `done`. Returns a cancel that skips `done`.
 */
function keepScrollingTo(target: number, done: () => void): () => void {
  let over = false;
  const stop = () => {
    over = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of USER_INTENT) {
      window.removeEventListener(type, finish, true);
    }
  };
  const finish = () => {
    if (!over) {
      stop();
      done();
    }
  };
  const attempt = () => {
    window.scrollTo(0, target);
    if (window.scrollY >= target - 1) {
      finish();
    }
  };
  // The body grows as the page's chunk and data come in; each growth is a new chance to get there.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(attempt);
  observer?.observe(document.body);
  const timer = setTimeout(finish, RESTORE_FOR_MS);
  for (const type of USER_INTENT) {
    window.addEventListener(type, finish, { capture: true, passive: true });
  }
  attempt();
  return stop;
}

/**
 * Cached pages (docs/product-rules.md) come back at the scroll position they had. The router's
 * ScrollRestoration scrolls once, when the route changes; a page whose chunk or data is still
 * loading is too short then, the browser clamps the scroll, and the member lands at the top. This
 * keeps the position per cached page (across reloads of the tab) and scrolls to it again as the
 * page grows, until it is reached or the member scrolls.
 */
export function useCachedScroll(): void {
  const { pathname } = useLocation();
  const current = useRef(pathname);
  const restoring = useRef(false);

  useEffect(() => {
    const record = () => {
      if (!restoring.current) {
        rememberCachedScroll(current.current, window.scrollY);
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', storeCachedScrolls);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', storeCachedScrolls);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = pathname;
    const target = cachedScrollOf(pathname);
    if (target == null || target <= 0) {
      return;
    }
    restoring.current = true;
    const cancel = keepScrollingTo(target, () => {
      restoring.current = false;
      rememberCachedScroll(pathname, window.scrollY);
    });
    return () => {
      cancel();
      restoring.current = false;
    };
  }, [pathname]);
}
