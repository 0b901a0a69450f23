import { DownloadMenu } from '../../features/download';
import { GlobalSearch } from '../../features/search';
import { VipEntry } from '../../features/vip';
import { Brand } from './brand';
import { HeaderTabs } from './header-tabs';
import { NavDrawer } from './nav-drawer';
import { UserArea } from './user-area';

/** Top bar (brand, search, download, VIP, user) and the tab row; below 992 px the tabs move into the menu drawer. */
export function SiteHeader({ activeTab }: { activeTab: number }) {
  return (
    <header className="yzy-header">
      <div className="yzy-container yzy-header-top">
        <NavDrawer activeTab={activeTab} />
        <Brand />
        <GlobalSearch />
        <div className="yzy-header-actions">
          <DownloadMenu />
          <VipEntry />
          <UserArea />
        </div>
      </div>
      <div className="yzy-header-nav">
        <div className="yzy-container">
          <HeaderTabs activeIndex={activeTab} />
        </div>
      </div>
    </header>
  );
}
