import { Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { routeTarget } from '../../../lib/navigation';
import { useArticleList } from '../api';
import { publishDate } from '../publish-date';

const LATEST = { page: 1, size: 6 };

/** 最新资讯 on 首页: the six newest articles. */
export function LatestNews() {
  const { data, isPending } = useArticleList(LATEST);
  return (
    <Card title="最新资讯" extra={<Link to="/news">查看全部</Link>} className="yzy-home-card" data-testid="latest-news">
      {isPending ? (
        <Skeleton active />
      ) : !data || data.content.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资讯" />
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
                <Typography.Text type="secondary" className="yzy-latest-news-date">
                  {publishDate(article.publishedAt)}
                </Typography.Text>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
