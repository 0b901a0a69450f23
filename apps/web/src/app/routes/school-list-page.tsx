import type { QueryClient } from '@tanstack/react-query';
import { schoolListQuery } from '@yzy/shared/contracts/catalogue';
import { PageFrame } from '../../components/page-frame';
import { prefetchProvinces, prefetchSchoolList, SchoolFilters, SchoolList } from '../../features/school';
import '../../features/school/school.css';
import { parseListParams, useListParams } from '../../lib/list-params';
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

/**
 * Landing here: the provinces and the URL's page of schools first, so the page first draws with
 * its filter rows complete (nothing pushed down when the provinces arrive) and its list filled,
 * in one render instead of two more after the data (lib/lazy-page.ts).
 */
export function prefetch(client: QueryClient, search: URLSearchParams): Promise<void> {
  const query = parseListParams(schoolListQuery, search);
  return Promise.all([prefetchProvinces(client), prefetchSchoolList(client, query)]).then(() => undefined);
}
