import type { ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  title: ReactNode;
  /** Beside the title, at the right (a link, a small button). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A titled white card drawn like antd's Card, for what 首页 shows on a first visit: antd's Card
 * always brings its tabs (about 13 kB of gzip JavaScript) even when no tab is drawn
 * (docs/performance.md). The other pages keep antd's Card.
 */
export function Panel({ title, extra, className, children, 'data-testid': testId }: PanelProps) {
  return (
    <section className={className ? `yzy-panel ${className}` : 'yzy-panel'} data-testid={testId}>
      <div className="yzy-panel-head">
        <div className="yzy-panel-title">{title}</div>
        {extra && <div className="yzy-panel-extra">{extra}</div>}
      </div>
      <div className="yzy-panel-body">{children}</div>
    </section>
  );
}

/** Label–value pairs in two columns (one on phones), as on the score card. */
export function Facts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="yzy-facts">
      {items.map((item, i) => (
        <div key={i} className="yzy-fact">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
