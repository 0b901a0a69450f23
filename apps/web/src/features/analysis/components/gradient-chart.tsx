import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { gradientChartOption } from '../gradient-chart-option';

// Tree-shaken ECharts: only a bar chart, and only in the /analysis chunk.
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

interface GradientChartProps {
  gradient: VolunteerAnalysisResult['gradient'];
  target: VolunteerAnalysisResult['targetMix'];
}

/** 冲/稳/保 梯度: the table's counts against a balanced mix for the batch. */
export function GradientChart({ gradient, target }: GradientChartProps) {
  const option = useMemo(() => gradientChartOption(gradient, target), [gradient, target]);
  const { 冲: rush, 稳: match, 保: safe } = gradient.counts;
  return (
    <div
      data-testid="gradient-chart"
      role="img"
      aria-label={`冲稳保梯度柱状图：冲${rush}个、稳${match}个、保${safe}个；建议冲${target.冲}个、稳${target.稳}个、保${target.保}个`}
    >
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 260 }} />
    </div>
  );
}
