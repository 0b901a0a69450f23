import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { FillingView, prefetchFilling } from '../../features/filling';
import '../../features/filling/filling.css';
import { prefetchTables } from '../../features/volunteer';

/** 模拟填报 (a cached page): batch, tier, filters, sort and page live in the URL. */
export function FillingPage() {
  return (
    <PageFrame
      title="模拟填报"
      description="按批次查看与你的综合分匹配的院校专业，按冲、稳、保分档并给出录取概率，可筛选地区、院校类型与学费，一键加入志愿表。"
    >
      <FillingView />
    </PageFrame>
  );
}

/** Asked for as the page opens (app/guard-loader.ts): the list and everything around it, and the tables 加入志愿表 reads. */
export function prefetch(client: QueryClient, search: URLSearchParams): Promise<void> {
  return Promise.all([prefetchFilling(client, search), prefetchTables(client)]).then(() => undefined);
}
