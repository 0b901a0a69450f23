import { Alert, Card, Skeleton, Typography } from 'antd';
import { ORDINARY_CATEGORY, type CompositeResponse, type RankTableMeta } from '@yzy/shared/contracts';
import { useMemo } from 'react';
import { DataSource } from '../../../components/data-source';
import { useRankTable } from '../api';
import type { ChartMark } from '../distribution-chart-option';
import type { RangeParamActions, RangeParams } from '../range-params';
import { formatCount } from '../rank-text';
import { categoryLabel, pageOfScore, rowScoreOf, tableLabel, type MyMark } from '../select-table';
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
  /** The member's composite and scores, only while their own province is shown. */
  mine: CompositeResponse | undefined;
  /** The member's score this table ranks, or null when the table is not theirs to place. */
  mark: MyMark | null;
  isHomeProvince: boolean;
  homeLabel: string;
}

/** One table: its rows beside the member's place, the look-up and equivalent scores; the distribution chart below. */
export function RangeTablePanel({ table, provinceName, params, actions, mine, mark, isHomeProvince, homeLabel }: RangeTablePanelProps) {
  const { data, isPending } = useRankTable(table.id);
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const myScore = mark?.score ?? null;
  const lookupScore = params.score ?? null;
  const myRow = rowScoreOf(rows, myScore);
  const lookupRow = rowScoreOf(rows, lookupScore);
  // No page in the URL means "where my score is": the looked-up score first, else the member's.
  const page = params.page ?? pageOfScore(rows, lookupScore ?? myScore);
  const myLabel = mark?.label ?? '';
  // 河南 美术与设计类's 统考 is published in 5-point bands (分数段): a row is a band, not a score.
  const step = data?.step ?? 1;
  const marks = useMemo(() => chartMarks(myRow, lookupRow, myLabel), [myRow, lookupRow, myLabel]);
  const title = `${table.year}年 ${provinceName} ${categoryLabel(table.examCategoryId, table.examCategoryName)} ${tableLabel(table)}${step > 1 ? '分数段统计表' : '一分一段表'}`;
  // Equivalent scores (位次法) are read from the category's 综合分 tables.
  const ranksComposite = table.scoreType === 'composite' && table.examCategoryId !== ORDINARY_CATEGORY.id;
  const source = <DataSource year={table.year} source={table.source} url={table.sourceUrl} />;
  return (
    <>
      <div className="yzy-range-grid yzy-section">
        <Card title={title} extra={source} className="yzy-range-table-card">
          <Typography.Paragraph type="secondary" className="yzy-range-summary">
            共 {formatCount(table.totalCount)} 人 · 满分 {table.maxScore} 分 ·{' '}
            {step > 1
              ? `官方按 ${step} 分一段公布，每行为一个分数段（最高一段为该分及以上），位次区间为该段考生的名次范围，段内不再细分`
              : '每行为一个 1 分分段，位次区间为同分考生共享的名次范围'}
          </Typography.Paragraph>
          {data?.truncated && <Alert type="warning" showIcon title={`表共 ${data.total} 行，仅显示前 ${data.rows.length} 行`} />}
          {isPending ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : (
            <RankTable rows={rows} page={page} onPage={actions.setPage} myRow={myRow} myLabel={myLabel} lookupRow={lookupRow} step={step} />
          )}
        </Card>
        <div className="yzy-range-side">
          <MyScoreCard mine={mine} mark={mark} table={table} isHomeProvince={isHomeProvince} homeLabel={homeLabel} />
          <RankLookupBox key={lookupScore ?? 'none'} table={table} score={lookupScore} onScore={actions.setScore} />
          {ranksComposite && (
            <EquivalentScores
              provinceId={table.provinceId}
              examCategoryId={table.examCategoryId}
              score={lookupScore ?? myScore}
              scoreLabel={lookupScore === null ? myLabel || '我的综合分' : '查询分数'}
            />
          )}
        </div>
      </div>
      <Card
        title={`分数分布 · ${table.year}年 ${categoryLabel(table.examCategoryId, table.examCategoryName)} ${tableLabel(table)}`}
        extra={source}
        className="yzy-section"
      >
        {rows.length > 0 ? <DistributionChart rows={rows} marks={marks} label={title} /> : <Skeleton active />}
      </Card>
    </>
  );
}

function chartMarks(myRow: number | null, lookupRow: number | null, myLabel: string): ChartMark[] {
  const marks: ChartMark[] = [];
  if (myRow !== null) {
    marks.push({ rowScore: myRow, label: myLabel, kind: 'mine' });
  }
  if (lookupRow !== null && lookupRow !== myRow) {
    marks.push({ rowScore: lookupRow, label: '查询分数', kind: 'lookup' });
  }
  return marks;
}
