import { Card, Empty, Result, Skeleton } from 'antd';
import type { FillingBatches } from '@yzy/shared/contracts';
import { useTables } from '../../volunteer/api';
import { useBatches, useRecommend } from '../api';
import { useFillingParams } from '../filling-params';
import { BatchTabs } from './batch-tabs';
import { FillingFilters } from './filling-filters';
import { LockedPrompt } from './locked-prompt';
import { OfficialOverview } from './official-overview';
import { RecommendTable } from './recommend-table';
import { StandingStrip } from './standing-strip';
import { TierTabs, emptyTextOf } from './tier-tabs';

/** 模拟填报: loads the member's batches, then the recommendation list of the batch in the URL. */
export function FillingView() {
  const { data: batches, isPending, isError } = useBatches();
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (isError) {
    return <Result status="warning" title="批次加载失败" subTitle="请稍后刷新重试。" />;
  }
  if (batches.batches.length === 0) {
    return (
      <>
        <OfficialOverview />
        <Empty description={`${batches.provinceName}${batches.examCategoryName}暂无可填报的批次和院校专业数据`} />
      </>
    );
  }
  return (
    <>
      <OfficialOverview />
      <RecommendSection batches={batches} />
    </>
  );
}

function RecommendSection({ batches }: { batches: FillingBatches }) {
  const [query, update] = useFillingParams(batches.batches);
  // keepPreviousData: the last page (and its counts) stays up, under the table's spinner, while the next loads.
  const { data: page, isFetching } = useRecommend(query);
  const tables = useTables();
  const current = tables.data?.content.find((t) => t.isCurrent) ?? null;
  return (
    <>
      <StandingStrip batches={batches} standing={page?.member} currentTable={current} />
      <BatchTabs batches={batches.batches} value={query.batchId} onChange={(batchId) => update({ batchId })} />
      <FillingFilters query={query} onChange={update} />
      <Card className="yzy-recommend-card" size="small">
        <TierTabs value={query.tier} counts={page?.counts} onChange={(tier) => update({ tier })} />
        <RecommendTable data={page} loading={isFetching} emptyText={emptyTextOf(query.tier, page?.counts)} onPage={(p) => update({ page: p })} />
        {page && page.locked > 0 && <LockedPrompt locked={page.locked} freeRowsPerTier={page.freeRowsPerTier} />}
      </Card>
    </>
  );
}
