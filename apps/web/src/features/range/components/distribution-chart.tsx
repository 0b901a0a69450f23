import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { RankRowItem } from '@yzy/shared/contracts';
import { useMemo } from 'react';
import { distributionChartOption, type ChartMark } from '../distribution-chart-option';

// Tree-shaken ECharts: only what this chart needs, and only in the /range chunk.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, CanvasRenderer]);

interface DistributionChartProps {
  rows: readonly RankRowItem[];
  marks: readonly ChartMark[];
  /** Spoken summary for screen readers, e.g. 2026年 河南 美术与设计类 共 42,088 人. */
  label: string;
}

/** 分数分布: 本段人数 bars and the 累计人数 line of one table, with the member's and the looked-up steps marked. */
export function DistributionChart({ rows, marks, label }: DistributionChartProps) {
  const option = useMemo(() => distributionChartOption(rows, marks), [rows, marks]);
  return (
    <div data-testid="distribution-chart" role="img" aria-label={`${label}的分数分布柱状图`}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 340 }} />
    </div>
  );
}
