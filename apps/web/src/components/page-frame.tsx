import type { ReactNode } from 'react';
import { Typography } from 'antd';

interface PageFrameProps {
  title: string;
  description: string;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The common frame of a page: title, what the page is for, then its content. */
export function PageFrame({ title, description, extra, children }: PageFrameProps) {
  return (
    <div className="yzy-container yzy-page">
      <header className="yzy-page-head">
        <div>
          <Typography.Title level={2}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
        </div>
        {extra}
      </header>
      {children}
    </div>
  );
}
