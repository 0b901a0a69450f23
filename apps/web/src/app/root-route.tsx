import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { scrollKeyOf } from './cached-routes';
import { useCachedScroll } from './cached-scroll';
import { DialogsHost } from './dialogs-host';
import { HttpEffectsBridge } from './http-effects-bridge';
import { VersionWatcher } from './version-watcher';

/** Everything every route shares, inside or outside the site layout. */
export function RootRoute() {
  useCachedScroll();
  return (
    <>
      <HttpEffectsBridge />
      <VersionWatcher />
      <Outlet />
      {/* Cached pages (docs/product-rules.md) come back where the user left them: state in the URL, scroll restored here and by useCachedScroll while the page grows back. */}
      <ScrollRestoration getKey={scrollKeyOf} />
      <DialogsHost />
      <LoadingOverlay />
    </>
  );
}
