import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { TrendPoint } from './admission-trend';

export type TrendChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

const SCORE_COLOR = '#f5541f';
const RANK_COLOR = '#3b6cf6';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** ECharts writes tooltip text as HTML; names and sources come from imported data, so escape them. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

function tooltipOf(points: readonly TrendPoint[]) {
  return (index: number) => {
    const point = points[index];
    const rank = point.minRank == null ? '—' : point.minRank.toLocaleString('zh-CN');
    return `${point.year}年（${escapeHtml(point.majorName)}）<br/>最低分：${point.minScore}<br/>最低位次：${rank}<br/>来源：${escapeHtml(point.source)}`;
  };
}

/**
 * The history chart: the lowest admitted score (left axis) and its rank (right axis, reversed so
 * that "harder to get in" points up on both lines), one point per year.
 */
export function trendChartOption(points: readonly TrendPoint[]): TrendChartOption {
  const describe = tooltipOf(points);
  return {
    color: [SCORE_COLOR, RANK_COLOR],
    grid: { left: 56, right: 64, top: 56, bottom: 32 },
    legend: { top: 0, data: ['最低分', '最低位次'] },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        return describe(first.dataIndex);
      },
    },
    xAxis: { type: 'category', boundaryGap: true, data: points.map((p) => `${p.year}年`) },
    yAxis: [
      { type: 'value', name: '分数', scale: true, splitLine: { lineStyle: { type: 'dashed' } } },
      // Reversed, so its name goes to the top with nameLocation start.
      { type: 'value', name: '位次', nameLocation: 'start', scale: true, inverse: true, splitLine: { show: false } },
    ],
    series: [
      { name: '最低分', type: 'line', data: points.map((p) => p.minScore), symbolSize: 8, label: { show: true, position: 'top' } },
      // No point labels: score and rank move together, so their labels would sit on top of each other; the tooltip and the table give the rank.
      { name: '最低位次', type: 'line', yAxisIndex: 1, data: points.map((p) => p.minRank), symbolSize: 8, lineStyle: { type: 'dashed' } },
    ],
  };
}
