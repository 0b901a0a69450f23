import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';

/** 艺考资讯: 各省艺考政策、统考与校考安排、招生计划与录取动态，按时间整理。 */
export function NewsListPage() {
  return (
    <PageFrame title="艺考资讯" description="各省艺考政策、统考与校考安排、招生计划与录取动态，按时间整理。">
      <ComingSoon what="资讯列表" />
    </PageFrame>
  );
}
