import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkVersion } from '../lib/version-check';

/** The version file is checked on every navigation; a new deployment reloads the page. */
export function VersionWatcher() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The dev server has no version.json (it is written by the production build).
    if (import.meta.env.DEV) {
      return;
    }
    // A task of its own: on a first visit this effect runs with every other effect of the page,
    // in one task that a slow phone feels (docs/performance.md, "The first commit").
    const timer = setTimeout(() => void checkVersion());
    return () => clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
