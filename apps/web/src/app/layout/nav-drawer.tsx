import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { HeaderTabs } from './header-tabs';

/**
 * The nine tabs on phones and tablets: a menu button (shown by CSS below 992 px, see
 * docs/responsive.md) opening a drawer with the same tabs; following a tab closes it.
 */
export function NavDrawer({ activeTab }: { activeTab: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="yzy-nav-toggle" aria-label="打开导航" aria-expanded={open} onClick={() => setOpen(true)} data-testid="nav-toggle">
        <MenuOutlined />
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={260} title="艺志愿" className="yzy-nav-drawer" data-testid="nav-drawer">
        <div onClick={() => setOpen(false)}>
          <HeaderTabs activeIndex={activeTab} />
        </div>
      </Drawer>
    </>
  );
}
