import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';

/** 找大学: 按所在地区、办学类型、公办/民办与985、211、双一流、独立设置艺术院校等标签查找院校。 */
export function SchoolListPage() {
  return (
    <PageFrame title="找大学" description="按所在地区、办学类型、公办/民办与985、211、双一流、独立设置艺术院校等标签查找院校。">
      <ComingSoon what="院校列表" />
    </PageFrame>
  );
}
