import { EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ArticleListItem } from '../api';
import { publishDate } from '../publish-date';

/** Category, province, date, views and source of an article, in one quiet line that wraps on a phone (plain elements, as article-row.tsx explains). */
export function ArticleMeta({ article }: { article: ArticleListItem }) {
  const quiet = (text: ReactNode, label?: string) => (
    <div>
      <span className="yzy-article-meta-text yzy-text-secondary" aria-label={label}>
        {text}
      </span>
    </div>
  );
  return (
    <div className="yzy-article-meta">
      <div>
        <Tag color="orange" variant="filled">
          {article.category}
        </Tag>
      </div>
      {quiet(article.provinceName ?? '全国')}
      {quiet(publishDate(article.publishedAt))}
      {quiet(
        <>
          <EyeOutlined /> {article.viewCount}
        </>,
        `阅读 ${article.viewCount}`,
      )}
      {quiet(`来源：${article.source}`)}
    </div>
  );
}
