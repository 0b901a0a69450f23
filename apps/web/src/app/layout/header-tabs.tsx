import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberCachedLocation, tabTargetOf } from '../cached-routes';
import { topTabs } from '../route-table';

/** The nine top tabs; the active one comes from the route's tabIndex, not from the URL. Cached pages reopen where they were left. */
export function HeaderTabs({ activeIndex }: { activeIndex: number }) {
  const location = useLocation();
  useEffect(() => {
    rememberCachedLocation(location);
  }, [location]);
  return (
    <nav className="yzy-tabs" aria-label="主导航">
      {topTabs.map((tab, index) => (
        <Link
          key={tab.path}
          to={tabTargetOf(tab.path)}
          className={index === activeIndex ? 'yzy-tab yzy-tab-active' : 'yzy-tab'}
          aria-current={index === activeIndex ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
