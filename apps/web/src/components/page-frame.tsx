import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  description: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The common frame of a page: title, what the page is for, then its content. The two lines are
 * plain elements drawn as antd's Typography drew them: its Typography brought a tooltip and a text
 * area into the first visit of 找大学 and 艺考资讯 (docs/performance.md, "The page head").
 */
export function PageFrame({ title, description, extra, children }: PageFrameProps) {
  return (
    <div className="yzy-container yzy-page">
      <header className="yzy-page-head">
        <div>
          <h2 className="yzy-page-title">{title}</h2>
          <div className="yzy-page-lead yzy-text-secondary">{description}</div>
        </div>
        {extra}
      </header>
      {children}
    </div>
  );
}
