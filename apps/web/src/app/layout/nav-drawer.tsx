import { Suspense, useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { lazyPage } from '../../lib/lazy-page';

// antd's Drawer loads with the first press of the menu button, not with every page (docs/performance.md).
const NavDrawerPanel = lazyPage(() => import('./nav-drawer-panel'), 'NavDrawerPanel');

/**
 * The nine tabs on phones and tablets: a menu button (shown by CSS below 992 px, see
 * docs/responsive.md) opening a drawer with the same tabs; following a tab closes it.
 */
export function NavDrawer({ activeTab }: { activeTab: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="yzy-nav-toggle"
        aria-label="打开导航"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="nav-toggle"
      >
        <MenuOutlined />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} activeTab={activeTab} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
