import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { prefetchTables, VolunteerTables } from '../../features/volunteer';
import '../../features/volunteer/volunteer.css';

/** 我的志愿: the member's volunteer tables. */
export function VolunteerPage() {
  return (
    <PageFrame
      title="我的志愿"
      description="管理你保存的志愿表：新建、重命名、删除、设为当前（模拟填报的「加入志愿表」加到当前表），进入志愿表调整顺序、设置服从调剂、打印与导出。"
    >
      <VolunteerTables />
    </PageFrame>
  );
}

/** Asked for as the page opens (app/guard-loader.ts). */
export function prefetch(client: QueryClient): Promise<void> {
  return prefetchTables(client);
}
