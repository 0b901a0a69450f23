import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { prefetchTables, VolunteerTables } from '../../features/volunteer';
import '../../features/volunteer/volunteer.css';
import { VOLUNTEER_HEAD } from '../../shared/first-screen';

/** 我的志愿: the member's volunteer tables. */
export function VolunteerPage() {
  return (
    <PageFrame {...VOLUNTEER_HEAD}>
      <VolunteerTables />
    </PageFrame>
  );
}

/** Asked for as the page opens (app/guard-loader.ts). */
export function prefetch(client: QueryClient): Promise<void> {
  return prefetchTables(client);
}
