import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';
import type { ArticleListItem } from '../api';
import { ArticleMeta } from './article-meta';

/**
 * One article in 艺考资讯: title, summary (two lines at most), meta; opens newsDetail (a new tab, by the
 * navigation rule). Plain elements styled as antd's Typography: a page of rows drew 50 Typography
 * components, a large part of a phone's first render (docs/performance.md).
 */
export function ArticleRow({ article }: { article: ArticleListItem }) {
  const target = routeTarget('newsDetail', { id: article.id });
  return (
    <article className="yzy-article-row" data-testid="article-row">
      <Link to={target.href} target={target.newTab ? '_blank' : undefined} rel="noopener" className="yzy-article-row-title">
        {article.title}
      </Link>
      <div className="yzy-article-row-summary yzy-text-secondary">{article.summary}</div>
      <ArticleMeta article={article} />
    </article>
  );
}
