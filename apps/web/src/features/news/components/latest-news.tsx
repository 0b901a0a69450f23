import { Link } from 'react-router';
import { Panel } from '../../../components/panel';
import { Placeholder } from '../../../components/placeholder';
import { routeTarget } from '../../../lib/navigation';
import { useArticleList } from '../api';
import { publishDate } from '../publish-date';

const LATEST = { page: 1, size: 6 };

/** 最新资讯 on 首页: the six newest articles. */
export function LatestNews() {
  const { data, isPending } = useArticleList(LATEST);
  return (
    <Panel title="最新资讯" extra={<Link to="/news">查看全部</Link>} className="yzy-home-card" data-testid="latest-news">
      {isPending ? (
        <Placeholder />
      ) : !data || data.content.length === 0 ? (
        <p className="yzy-panel-note">暂无资讯</p>
      ) : (
        <ul className="yzy-latest-news">
          {data.content.map((article) => {
            const target = routeTarget('newsDetail', { id: article.id });
            return (
              <li key={article.id}>
                <span className="yzy-latest-news-category">{article.category}</span>
                <Link to={target.href} target={target.newTab ? '_blank' : undefined} rel="noopener" className="yzy-latest-news-title">
                  {article.title}
                </Link>
                <span className="yzy-latest-news-date">{publishDate(article.publishedAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
