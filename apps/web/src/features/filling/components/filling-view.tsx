import { useMemo, useState } from 'react';
import { Button, Card, Empty, Skeleton } from 'antd';
import type { FillingBatches, RecommendPage } from '@yzy/shared/contracts';
import { useTables } from '../../volunteer';
import { TargetsProvider, useBatches, useTargets } from '../../../shared/planning';
import { ratedPlanIds, useRecommend, useWhatIfRecommend } from '../api';
import { useFillingParams } from '../filling-params';
import { BatchTabs } from './batch-tabs';
import { FillingFilters } from './filling-filters';
import { LockedPrompt } from './locked-prompt';
import { OfficialOverview } from './official-overview';
import { RecommendTable } from './recommend-table';
import { StandingStrip } from './standing-strip';
import { TierTabs, emptyTextOf } from './tier-tabs';
import { HypotheticalBanner, WhatIfPanel, type Hypothetical } from './what-if-panel';
import { LazyResult } from '../../../components/lazy-result';

/** 模拟填报: loads the member's batches, then the recommendation list of the batch in the URL. */
export function FillingView() {
  const { data: batches, isPending, isError } = useBatches();
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (isError) {
    return <LazyResult status="warning" title="批次加载失败" subTitle="请稍后刷新重试。" />;
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
  // 估分 what-if: the list of hypothetical scores while one is chosen in 「如果我考…」, else the saved scores'.
  const [hypothetical, setHypothetical] = useState<Hypothetical | null>(null);
  const scores = hypothetical && { cultureScore: hypothetical.cultureScore, testsScore: hypothetical.testsScore };
  // keepPreviousData: the last page (and its counts) stays up, under the table's spinner, while the next loads.
  const real = useRecommend(hypothetical ? null : query);
  const whatIf = useWhatIfRecommend(hypothetical ? query : null, scores);
  const { data: page, isFetching } = hypothetical ? whatIf : real;
  const tables = useTables();
  const current = tables.data?.content.find((t) => t.isCurrent) ?? null;
  const targets = useTargets(useRatedIds(page), scores);
  return (
    <>
      <WhatIfPanel active={hypothetical} onView={setHypothetical} />
      {hypothetical && <HypotheticalBanner hypothetical={hypothetical} onBack={() => setHypothetical(null)} />}
      <StandingStrip batches={batches} standing={page?.member} currentTable={current} hypothetical={hypothetical !== null} />
      <BatchTabs batches={batches.batches} value={query.batchId} onChange={(batchId) => update({ batchId })} />
      <FillingFilters query={query} onChange={update} />
      <Card className="yzy-recommend-card" size="small">
        <TierTabs value={query.tier} counts={page?.counts} locked={page?.locked} onChange={(tier) => update({ tier })} />
        <TargetsProvider answer={targets.data}>
          <RecommendTable
            data={page}
            loading={isFetching}
            emptyText={emptyTextOf(query.tier, page?.counts, page?.locked)}
            onPage={(p) => update({ page: p })}
          />
        </TargetsProvider>
        {page && (page.folded > 0 || query.hopeless === 'show') && (
          <FoldedNote
            folded={page.folded}
            shown={query.hopeless === 'show'}
            onToggle={(show) => update({ hopeless: show ? 'show' : undefined })}
          />
        )}
        {page && page.locked > 0 && <LockedPrompt locked={page.locked} freeRowsPerTier={page.freeRowsPerTier} />}
      </Card>
    </>
  );
}

/** The page's plans that show a number: the ones 目标倒推 is asked for. */
function useRatedIds(page: RecommendPage | undefined): number[] {
  return useMemo(() => ratedPlanIds(page), [page]);
}

/** The near-hopeless plans (< 5%) are folded away; one click lists them (at the end of 冲). */
function FoldedNote({ folded, shown, onToggle }: { folded: number; shown: boolean; onToggle: (show: boolean) => void }) {
  return (
    <div className="yzy-folded-note" data-testid="folded-note">
      {shown ? <span>已列出录取概率低于5%（几乎无望）的计划</span> : <span>另有 {folded} 个录取概率低于5%的计划几乎无望，已折叠</span>}
      <Button type="link" size="small" onClick={() => onToggle(!shown)}>
        {shown ? '收起' : '展开'}
      </Button>
    </div>
  );
}
