import type { QueryClient } from '@tanstack/react-query';
import { articleListQuery } from '@yzy/shared/contracts/catalogue-content';
import { PageFrame } from '../../components/page-frame';
import { NewsList, prefetchArticleList } from '../../features/news';
import '../../features/news/news.css';
import { parseListParams, useListParams } from '../../lib/list-params';
import { NEWS_LIST, NEWS_LIST_HEAD } from '../../shared/first-screen';

/** 艺考资讯: category, province and page in the URL, so coming back from an article keeps them (a cached page). */
export function NewsListPage() {
  const [query, update] = useListParams(articleListQuery);
  return (
    <PageFrame title={NEWS_LIST_HEAD.title} description={NEWS_LIST_HEAD.description}>
      <NewsList query={{ ...query, size: NEWS_LIST.pageSize }} onChange={update} />
    </PageFrame>
  );
}

/** Landing here: the URL's page of articles first, so the page draws with them (lib/lazy-page.ts). */
export function prefetch(client: QueryClient, search: URLSearchParams): Promise<void> {
  return prefetchArticleList(client, { ...parseListParams(articleListQuery, search), size: NEWS_LIST.pageSize });
}
