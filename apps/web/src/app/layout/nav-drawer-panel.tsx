import { Drawer } from 'antd';
import { HeaderTabs } from './header-tabs';

interface NavDrawerPanelProps {
  open: boolean;
  activeTab: number;
  onClose: () => void;
}

/** The drawer of NavDrawer: its own chunk, fetched the first time the menu button is pressed. */
export function NavDrawerPanel({ open, activeTab, onClose }: NavDrawerPanelProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={260} title="艺志愿" className="yzy-nav-drawer" data-testid="nav-drawer">
      <div onClick={onClose}>
        <HeaderTabs activeIndex={activeTab} />
      </div>
    </Drawer>
  );
}
