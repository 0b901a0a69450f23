import { useExternalStore } from '../lib/external-store';
import { loadingVisible } from '../lib/loading';
import './loading-overlay.css';

/**
 * Above every dialog, where most requests start: antd stacks modals from 1000 up to 2000 (nested
 * and confirm dialogs included) and toasts at 2010, so 2005 covers the dialogs and leaves the
 * error toasts readable.
 */
export const LOADING_OVERLAY_Z_INDEX = 2005;

/**
 * The global 加载中... overlay, driven by the HTTP client's request counter (lib/loading.ts). Drawn
 * like antd's fullscreen Spin without it: every first visit mounts this overlay (docs/performance.md).
 */
export function LoadingOverlay() {
  const visible = useExternalStore(loadingVisible);
  return (
    <div
      className={visible ? 'yzy-loading-overlay yzy-loading-overlay-on' : 'yzy-loading-overlay'}
      role="status"
      aria-busy={visible}
      aria-hidden={!visible}
      data-testid="loading-overlay"
      style={{ zIndex: LOADING_OVERLAY_Z_INDEX }}
    >
      <span className="yzy-spinner" />
      <span>加载中...</span>
    </div>
  );
}
