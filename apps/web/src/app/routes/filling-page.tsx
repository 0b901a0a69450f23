import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { FillingView, prefetchFilling } from '../../features/filling';
import '../../features/filling/filling.css';
import { prefetchTables } from '../../features/volunteer';
import { FILLING_HEAD } from '../../shared/first-screen';

/** 模拟填报 (a cached page): batch, tier, filters, sort and page live in the URL. */
export function FillingPage() {
  return (
    <PageFrame {...FILLING_HEAD}>
      <FillingView />
    </PageFrame>
  );
}

/** Asked for as the page opens (app/guard-loader.ts): the list and everything around it, and the tables 加入志愿表 reads. */
export function prefetch(client: QueryClient, search: URLSearchParams): Promise<void> {
  return Promise.all([prefetchFilling(client, search), prefetchTables(client)]).then(() => undefined);
}
