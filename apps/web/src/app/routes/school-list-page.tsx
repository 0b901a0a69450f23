import { schoolListQuery } from '@yzy/shared/contracts';
import { PageFrame } from '../../components/page-frame';
import { SchoolFilters, SchoolList } from '../../features/school';
import '../../features/school/school.css';
import { useListParams } from '../../lib/list-params';

/** 找大学: filters and page in the URL, so coming back from a school keeps them (a cached page). */
export function SchoolListPage() {
  const [query, update] = useListParams(schoolListQuery);
  return (
    <PageFrame title="找大学" description="按所在地区、办学类型、公办/民办与985、211、双一流、独立设置艺术院校等标签查找院校。">
      <SchoolFilters query={query} onChange={update} />
      <SchoolList query={query} onPage={(page) => update({ page })} />
    </PageFrame>
  );
}
