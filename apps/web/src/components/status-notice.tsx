import type { ReactNode } from 'react';
import './status-notice.css';

interface StatusNoticeProps {
  icon: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/**
 * A centred icon, title, explanation and action, drawn like antd's Result. The layout's own
 * notices (a page that failed to load, a page waiting for scores) use it because antd's Result
 * carries its 403/404/500 illustrations into every first visit (docs/performance.md); pages that
 * load on demand keep Result.
 */
export function StatusNotice({ icon, title, subTitle, extra }: StatusNoticeProps) {
  return (
    <div className="yzy-status-notice">
      <div className="yzy-status-notice-icon">{icon}</div>
      <h2 className="yzy-status-notice-title">{title}</h2>
      {subTitle && <div className="yzy-status-notice-sub">{subTitle}</div>}
      {extra && <div className="yzy-status-notice-extra">{extra}</div>}
    </div>
  );
}
