import { Suspense, useEffect, useRef, useState } from 'react';
import { MobileOutlined } from '@ant-design/icons';
import { lazyPage } from '../../../lib/lazy-page';
import '../download.css';

// The QR codes (antd QRCode and its encoder) load when the menu first opens, not with every page.
const AppQrCodes = lazyPage(() => import('./app-qr-codes'), 'AppQrCodes');

/** Leaving the button for the panel crosses a gap; the panel stays this long. */
const CLOSE_DELAY_MS = 150;

/**
 * 下载APP: hover shows both QR codes, and so does a tap or Enter (touch screens, keyboards); a
 * second tap, Escape or a tap elsewhere closes them. The app's own small popover rather than
 * antd's Popover, which would bring its positioning engine to every first visit (docs/performance.md).
 */
export function DownloadMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function cancelClose() {
    if (closeTimer.current) {
      clearTimeout(closeTimer.current);
      closeTimer.current = null;
    }
  }

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  return (
    <div
      ref={root}
      className="yzy-download"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') {
          cancelClose();
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') {
          cancelClose();
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }
      }}
    >
      <button
        type="button"
        className="yzy-header-link"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
        data-testid="header-download"
      >
        <MobileOutlined /> 下载APP
      </button>
      {open && (
        <div className="yzy-download-panel" role="dialog" aria-label="下载APP">
          <Suspense fallback={<div className="yzy-qr-placeholder" />}>
            <AppQrCodes />
          </Suspense>
        </div>
      )}
    </div>
  );
}
