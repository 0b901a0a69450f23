import { Link } from 'react-router';
import { topTabs } from '../route-table';

/** The nine top tabs; the active one comes from the route's tabIndex, not from the URL. */
export function HeaderTabs({ activeIndex }: { activeIndex: number }) {
  return (
    <nav className="yzy-tabs" aria-label="主导航">
      {topTabs.map((tab, index) => (
        <Link key={tab.path} to={tab.path} className={index === activeIndex ? 'yzy-tab yzy-tab-active' : 'yzy-tab'} aria-current={index === activeIndex ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
