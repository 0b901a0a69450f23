import { Alert, Card, Skeleton, Typography } from 'antd';
import type { CompositeResponse, RankTableMeta } from '@yzy/shared/contracts';
import { useMemo } from 'react';
import { DataSource } from '../../../components/data-source';
import { useRankTable } from '../api';
import type { ChartMark } from '../distribution-chart-option';
import type { RangeParamActions, RangeParams } from '../range-params';
import { formatCount } from '../rank-text';
import { pageOfScore, rowScoreOf, tableLabel } from '../select-table';
import { DistributionChart } from './distribution-chart';
import { EquivalentScores } from './equivalent-scores';
import { MyScoreCard } from './my-score-card';
import { RankLookupBox } from './rank-lookup-box';
import { RankTable } from './rank-table';

interface RangeTablePanelProps {
  table: RankTableMeta;
  provinceName: string;
  params: RangeParams;
  actions: RangeParamActions;
  /** The member's composite, only while their own category is shown. */
  mine: CompositeResponse | undefined;
  isHome: boolean;
  homeLabel: string;
}

/** One table: its rows beside the member's place, the look-up and equivalent scores; the distribution chart below. */
export function RangeTablePanel({ table, provinceName, params, actions, mine, isHome, homeLabel }: RangeTablePanelProps) {
  const { data, isPending } = useRankTable(table.id);
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const myScore = mine ? mine.province.composite : null;
  const lookupScore = params.score ?? null;
  const myRow = rowScoreOf(rows, myScore);
  const lookupRow = rowScoreOf(rows, lookupScore);
  // No page in the URL means "where my score is": the looked-up score first, else the member's.
  const page = params.page ?? pageOfScore(rows, lookupScore ?? myScore);
  const marks = useMemo(() => chartMarks(myRow, lookupRow), [myRow, lookupRow]);
  const title = `${table.year}年 ${provinceName} ${table.examCategoryName} ${tableLabel(table)}一分一段表`;
  return (
    <>
      <div className="yzy-range-grid yzy-section">
        <Card title={title} extra={<DataSource year={table.year} source={table.source} />} className="yzy-range-table-card">
          <Typography.Paragraph type="secondary" className="yzy-range-summary">
            共 {formatCount(table.totalCount)} 人 · 满分 {table.maxScore} 分 · 每行为一个 1 分分段，位次区间为同分考生共享的名次范围
          </Typography.Paragraph>
          {data?.truncated && <Alert type="warning" showIcon title={`表共 ${data.total} 行，仅显示前 ${data.rows.length} 行`} />}
          {isPending ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : (
            <RankTable rows={rows} page={page} onPage={actions.setPage} myRow={myRow} lookupRow={lookupRow} />
          )}
        </Card>
        <div className="yzy-range-side">
          <MyScoreCard mine={mine} table={table} isHome={isHome} homeLabel={homeLabel} />
          <RankLookupBox key={lookupScore ?? 'none'} table={table} score={lookupScore} onScore={actions.setScore} />
          <EquivalentScores
            provinceId={table.provinceId}
            examCategoryId={table.examCategoryId}
            score={lookupScore ?? myScore}
            scoreLabel={lookupScore === null ? '我的综合分' : '查询分数'}
          />
        </div>
      </div>
      <Card
        title={`分数分布 · ${table.year}年 ${table.examCategoryName}`}
        extra={<DataSource year={table.year} source={table.source} />}
        className="yzy-section"
      >
        {rows.length > 0 ? <DistributionChart rows={rows} marks={marks} label={title} /> : <Skeleton active />}
      </Card>
    </>
  );
}

function chartMarks(myRow: number | null, lookupRow: number | null): ChartMark[] {
  const marks: ChartMark[] = [];
  if (myRow !== null) {
    marks.push({ rowScore: myRow, label: '我的综合分', kind: 'mine' });
  }
  if (lookupRow !== null && lookupRow !== myRow) {
    marks.push({ rowScore: lookupRow, label: '查询分数', kind: 'lookup' });
  }
  return marks;
}
