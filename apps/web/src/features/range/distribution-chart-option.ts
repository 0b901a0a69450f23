import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, MarkLineComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { RankRowItem } from '@yzy/shared/contracts';
import { formatCount, formatRankRange } from './rank-text';

export type DistributionChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption | MarkLineComponentOption
>;

const COUNT_COLOR = '#f5541f';
const CUMULATIVE_COLOR = '#3b6cf6';
const LOOKUP_COLOR = '#1677ff';

/** A marked score step on the chart. */
export interface ChartMark {
  rowScore: number;
  label: string;
  /** The looked-up score is blue, the member's own orange, as in the table. */
  kind: 'mine' | 'lookup';
}

/**
 * The distribution of one table: 本段人数 as bars and 累计人数 as a line on a second axis,
 * lowest score on the left as people read a score axis, with vertical marks on the member's and
 * the looked-up score steps.
 */
export function distributionChartOption(rows: readonly RankRowItem[], marks: readonly ChartMark[]): DistributionChartOption {
  const ascending = [...rows].reverse();
  const categories = ascending.map((row) => String(row.score));
  return {
    // Hundreds of bars: drawn at once, so the chart is never caught half-grown.
    animation: false,
    color: [COUNT_COLOR, CUMULATIVE_COLOR],
    grid: { left: 56, right: 72, top: 48, bottom: 52 },
    legend: { top: 0, data: ['本段人数', '累计人数'] },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        const row = ascending[first.dataIndex];
        return `${row.score}分<br/>本段人数：${formatCount(row.count)}<br/>累计人数：${formatCount(row.cumulative)}<br/>位次区间：${formatRankRange(row.rankRange)}`;
      },
    },
    xAxis: { type: 'category', name: '分数', nameLocation: 'middle', nameGap: 30, data: categories, axisTick: { alignWithLabel: true } },
    yAxis: [
      { type: 'value', name: '本段人数', splitLine: { lineStyle: { type: 'dashed' } } },
      { type: 'value', name: '累计人数', splitLine: { show: false } },
    ],
    series: [
      {
        name: '本段人数',
        type: 'bar',
        data: ascending.map((row) => row.count),
        barCategoryGap: '10%',
        markLine: {
          symbol: 'none',
          data: marks.map((mark) => ({
            xAxis: String(mark.rowScore),
            lineStyle: { color: mark.kind === 'mine' ? COUNT_COLOR : LOOKUP_COLOR, type: 'solid', width: 2 },
            label: { formatter: `${mark.label} ${mark.rowScore}分`, color: mark.kind === 'mine' ? COUNT_COLOR : LOOKUP_COLOR },
          })),
        },
      },
      { name: '累计人数', type: 'line', yAxisIndex: 1, data: ascending.map((row) => row.cumulative), showSymbol: false, smooth: true },
    ],
  };
}
