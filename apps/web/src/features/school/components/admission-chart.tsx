import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { TrendPoint } from '../admission-trend';
import { trendChartOption } from '../trend-chart-option';

// Tree-shaken ECharts: only what a line chart needs, and only in the school-detail chunk.
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** 历年录取 chart: lowest score and lowest rank per year. */
export function AdmissionChart({ points }: { points: readonly TrendPoint[] }) {
  const option = useMemo(() => trendChartOption(points), [points]);
  return (
    <div
      data-testid="admission-chart"
      role="img"
      aria-label={`历年最低分与最低位次折线图，${points.map((p) => `${p.year}年最低分${p.minScore}`).join('，')}`}
    >
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />
    </div>
  );
}
