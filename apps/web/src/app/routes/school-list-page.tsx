import { schoolListQuery } from '@yzy/shared/contracts';
import { PageFrame } from '../../components/page-frame';
import { prefetchProvinces, SchoolFilters, SchoolList } from '../../features/school';
import '../../features/school/school.css';
import { useListParams } from '../../lib/list-params';
import { queryClient } from '../../lib/query-client';
import { SCHOOL_LIST_HEAD } from '../../shared/first-screen';

/** 找大学: filters and page in the URL, so coming back from a school keeps them (a cached page). */
export function SchoolListPage() {
  const [query, update] = useListParams(schoolListQuery);
  return (
    <PageFrame title={SCHOOL_LIST_HEAD.title} description={SCHOOL_LIST_HEAD.description}>
      <SchoolFilters query={query} onChange={update} />
      <SchoolList query={query} onPage={(page) => update({ page })} />
    </PageFrame>
  );
}

/** Landing here: the provinces first, so the filter rows are complete when the page first draws (lib/lazy-page.ts). */
export function prefetch(): Promise<void> {
  return prefetchProvinces(queryClient);
}
