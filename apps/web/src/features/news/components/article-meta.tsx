import { EyeOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { ArticleListItem } from '../api';
import { publishDate } from '../publish-date';

/** Category, province, date, views and source of an article, in one quiet line. */
export function ArticleMeta({ article }: { article: ArticleListItem }) {
  return (
    <Space size={12} wrap className="yzy-article-meta">
      <Tag color="orange" variant="filled">
        {article.category}
      </Tag>
      <Typography.Text type="secondary">{article.provinceName ?? '全国'}</Typography.Text>
      <Typography.Text type="secondary">{publishDate(article.publishedAt)}</Typography.Text>
      <Typography.Text type="secondary" aria-label={`阅读 ${article.viewCount}`}>
        <EyeOutlined /> {article.viewCount}
      </Typography.Text>
      <Typography.Text type="secondary">来源：{article.source}</Typography.Text>
    </Space>
  );
}
