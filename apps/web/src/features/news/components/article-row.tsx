import { Typography } from 'antd';
import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';
import type { ArticleListItem } from '../api';
import { ArticleMeta } from './article-meta';

/** One article in 艺考资讯: title, summary, meta; opens newsDetail (a new tab, by the navigation rule). */
export function ArticleRow({ article }: { article: ArticleListItem }) {
  const target = routeTarget('newsDetail', { id: article.id });
  return (
    <article className="yzy-article-row" data-testid="article-row">
      <Link to={target.href} target={target.newTab ? '_blank' : undefined} rel="noopener" className="yzy-article-row-title">
        {article.title}
      </Link>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="yzy-article-row-summary">
        {article.summary}
      </Typography.Paragraph>
      <ArticleMeta article={article} />
    </article>
  );
}
