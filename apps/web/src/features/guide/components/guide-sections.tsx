import { Anchor, Card, Empty, Skeleton, Typography } from 'antd';
import { useGuide } from '../api';

/** Room for the sticky header when jumping to a section. */
const ANCHOR_OFFSET = 88;

/** 使用指南: a table of contents that follows the reader, and one card per feature. */
export function GuideSections() {
  const { data: sections, isPending, isError } = useGuide();
  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  if (isError || !sections || sections.length === 0) {
    return (
      <Card>
        <Empty description={isError ? '使用指南加载失败，请稍后刷新重试' : '使用指南正在整理中'} />
      </Card>
    );
  }
  return (
    <div className="yzy-guide" data-testid="guide">
      <nav className="yzy-guide-nav" aria-label="指南目录">
        <Anchor
          targetOffset={ANCHOR_OFFSET}
          offsetTop={ANCHOR_OFFSET}
          items={sections.map((s) => ({ key: s.key, href: `#${s.key}`, title: s.title }))}
        />
      </nav>
      <div className="yzy-guide-body">
        {sections.map((section) => (
          <Card key={section.id} id={section.key} className="yzy-guide-section">
            <Typography.Title level={3} className="yzy-guide-title">
              {section.title}
            </Typography.Title>
            {/* Sanitised by the server, like articles. */}
            <div className="yzy-guide-content" dangerouslySetInnerHTML={{ __html: section.content }} />
          </Card>
        ))}
      </div>
    </div>
  );
}
