import { articleListQuery } from '@yzy/shared/contracts';
import { PageFrame } from '../../components/page-frame';
import { NewsList } from '../../features/news';
import '../../features/news/news.css';
import { useListParams } from '../../lib/list-params';

/** Articles read best ten to a page. */
const NEWS_PAGE_SIZE = 10;

/** 艺考资讯: category, province and page in the URL, so coming back from an article keeps them (a cached page). */
export function NewsListPage() {
  const [query, update] = useListParams(articleListQuery);
  return (
    <PageFrame title="艺考资讯" description="各省艺考政策、统考与校考安排、招生计划与录取动态，按时间整理。">
      <NewsList query={{ ...query, size: NEWS_PAGE_SIZE }} onChange={update} />
    </PageFrame>
  );
}
