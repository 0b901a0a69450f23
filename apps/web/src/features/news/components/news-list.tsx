import { Card, Empty, Spin } from 'antd';
import { ListPagination } from '../../../components/list-pagination';
import type { ArticleListQuery } from '../api';
import { useArticleList } from '../api';
import { ArticleRow } from './article-row';
import { NewsFilters } from './news-filters';

interface NewsListProps {
  query: ArticleListQuery;
  onChange: (patch: Partial<ArticleListQuery>) => void;
}

/** 艺考资讯: category tabs, province, the articles newest first, paging. */
export function NewsList({ query, onChange }: NewsListProps) {
  const { data, isPending, isFetching, isError } = useArticleList(query);
  return (
    <Card className="yzy-news-card" data-testid="news-list">
      <NewsFilters query={query} onChange={onChange} />
      <Spin spinning={isFetching && !isPending}>
        {isPending ? (
          <Spin className="yzy-news-spin" />
        ) : isError || !data || data.content.length === 0 ? (
          <Empty description={isError ? '资讯加载失败，请稍后重试' : '暂无符合条件的资讯'} />
        ) : (
          data.content.map((article) => <ArticleRow key={article.id} article={article} />)
        )}
      </Spin>
      {data && data.total > data.size && (
        <ListPagination
          className="yzy-news-pagination"
          current={query.page}
          pageSize={query.size}
          total={data.total}
          onChange={(page) => onChange({ page })}
        />
      )}
    </Card>
  );
}
