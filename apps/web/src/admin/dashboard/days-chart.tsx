import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { DashboardDay } from '@yzy/shared/contracts';
import { daysChartOption } from './days-chart-option';

// Tree-shaken ECharts (docs/product-behaviour.md, Look), imported only inside the console's chunk.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The last 30 days as one chart. */
export function DaysChart({ days }: { days: readonly DashboardDay[] }) {
  const option = useMemo(() => daysChartOption(days), [days]);
  return (
    <div role="img" aria-label="近30天新增会员、支付订单与收入">
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} />
    </div>
  );
}
