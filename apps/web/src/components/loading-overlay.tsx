import { Spin } from 'antd';
import { useExternalStore } from '../lib/external-store';
import { loadingVisible } from '../lib/loading';

/**
 * Above every dialog, where most requests start: antd stacks modals from 1000 up to 2000 (nested
 * and confirm dialogs included) and toasts at 2010, so 2005 covers the dialogs and leaves the
 * error toasts readable.
 */
export const LOADING_OVERLAY_Z_INDEX = 2005;

/** The global 加载中... overlay, driven by the HTTP client's request counter (lib/loading.ts). */
export function LoadingOverlay() {
  const visible = useExternalStore(loadingVisible);
  return <Spin fullscreen spinning={visible} description="加载中..." data-testid="loading-overlay" style={{ zIndex: LOADING_OVERLAY_Z_INDEX }} />;
}
