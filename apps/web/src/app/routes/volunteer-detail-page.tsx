import type { QueryClient } from '@tanstack/react-query';
import { DetailFrame } from '../../components/detail-frame';
import { prefetchTableDetail, VolunteerDetailView } from '../../features/volunteer';
import '../../features/volunteer/volunteer.css';
import { parseIdParam } from '../../lib/id-param';
import { VOLUNTEER_DETAIL_HEAD } from '../../shared/first-screen';

/** 志愿表详情 (?id=): the table's 志愿 in order, reorder, 服从调剂, remove, print and export. */
export function VolunteerDetailPage() {
  return (
    <DetailFrame {...VOLUNTEER_DETAIL_HEAD} listPath="/volunteer" listTitle="我的志愿">
      {(id) => <VolunteerDetailView key={id} id={parseIdParam(id)} />}
    </DetailFrame>
  );
}

/** The table of the URL's id, asked for as the page opens (app/guard-loader.ts). */
export function prefetch(client: QueryClient, search: URLSearchParams): Promise<void> {
  const id = search.get('id');
  return prefetchTableDetail(client, id ? parseIdParam(id) : null);
}
