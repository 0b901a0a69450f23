import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Placeholder } from '../../components/placeholder';
import { useCompareSelection } from '../../features/compare';
import { useDictionaries } from '../../features/dictionary';
import { lazyPage } from '../../lib/lazy-page';
import { SideTools } from './side-tools';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StickyHeader } from './sticky-header';
import { useRouteMeta } from './use-route-meta';

// The compare bar loads once something is chosen for comparison, not with every first visit.
const CompareTray = lazyPage(() => import('../../features/compare/components/compare-tray'), 'CompareTray');

/** The home layout (docs/product-behaviour.md, Screens and routes): headers, the page, footer, side tools; grey background where the route asks. */
export function SiteLayout() {
  const meta = useRouteMeta();
  const activeTab = meta?.tabIndex ?? -1;
  const selection = useCompareSelection();
  const comparing = selection.school.length > 0 || selection.major.length > 0;
  // Loaded once per page load and cached for every feature ; no loading overlay (docs/product-behaviour.md, Session).
  useDictionaries();

  useEffect(() => {
    document.title = meta && meta.path !== '/' ? `${meta.title} - 艺志愿` : '艺志愿';
  }, [meta]);

  return (
    <div className={meta?.grey ? 'yzy-site yzy-site-grey' : 'yzy-site'} data-testid="site-layout">
      <SiteHeader activeTab={activeTab} />
      <StickyHeader activeTab={activeTab} />
      <main className="yzy-main">
        <Suspense fallback={<Placeholder rows={6} className="yzy-container yzy-page yzy-page-fallback" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SideTools />
      {comparing && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
    </div>
  );
}
