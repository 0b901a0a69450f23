import type { QueryClient } from '@tanstack/react-query';
import { DetailFrame } from '../../components/detail-frame';
import { prefetchTableDetail, VolunteerDetailView } from '../../features/volunteer';
import '../../features/volunteer/volunteer.css';
import { parseIdParam } from '../../lib/id-param';

/** 志愿表详情 (?id=): the table's 志愿 in order, reorder, 服从调剂, remove, print and export. */
export function VolunteerDetailPage() {
  return (
    <DetailFrame
      title="志愿表详情"
      description="志愿表中的院校与专业按顺序排列，可拖动调整、设置服从调剂、删除、打印与导出。"
      listPath="/volunteer"
      listTitle="我的志愿"
    >
      {(id) => <VolunteerDetailView key={id} id={parseIdParam(id)} />}
    </DetailFrame>
  );
}

/** The table of the URL's id, asked for as the page opens (app/guard-loader.ts). */
export function prefetch(client: QueryClient, search: URLSearchParams): Promise<void> {
  const id = search.get('id');
  return prefetchTableDetail(client, id ? parseIdParam(id) : null);
}
