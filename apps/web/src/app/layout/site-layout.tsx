import { Suspense, useEffect } from 'react';
import { Skeleton } from 'antd';
import { Outlet } from 'react-router';
import { CompareTray } from '../../features/compare/components/compare-tray';
import { SideTools } from './side-tools';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StickyHeader } from './sticky-header';
import { useRouteMeta } from './use-route-meta';

/** The home layout of spec §2: headers, the page, footer, side tools; grey background where the route asks. */
export function SiteLayout() {
  const meta = useRouteMeta();
  const activeTab = meta?.tabIndex ?? -1;

  useEffect(() => {
    document.title = meta && meta.path !== '/' ? `${meta.title} - 艺志愿` : '艺志愿';
  }, [meta]);

  return (
    <div className={meta?.grey ? 'yzy-site yzy-site-grey' : 'yzy-site'} data-testid="site-layout">
      <SiteHeader activeTab={activeTab} />
      <StickyHeader activeTab={activeTab} />
      <main className="yzy-main">
        <Suspense fallback={<Skeleton active className="yzy-container yzy-page" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SideTools />
      <CompareTray />
    </div>
  );
}
