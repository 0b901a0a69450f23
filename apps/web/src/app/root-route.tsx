import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { scrollKeyOf } from './cached-routes';
import { DialogsHost } from './dialogs-host';
import { HttpEffectsBridge } from './http-effects-bridge';
import { VersionWatcher } from './version-watcher';

/** Everything every route shares, inside or outside the site layout. */
export function RootRoute() {
  return (
    <>
      <HttpEffectsBridge />
      <VersionWatcher />
      <Outlet />
      {/* Cached pages (docs/product-rules.md) come back where the user left them: state in the URL, scroll restored here. */}
      <ScrollRestoration getKey={scrollKeyOf} />
      <DialogsHost />
      <LoadingOverlay />
    </>
  );
}
