import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { TIERS } from '@yzy/shared/rules';
import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { TIER_COLORS } from '../../shared/planning';

export type GradientChartOption = ComposeOption<BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** Bars of the table's 冲/稳/保 counts beside a balanced mix for the batch (targetMix). */
export function gradientChartOption(
  gradient: VolunteerAnalysisResult['gradient'],
  target: VolunteerAnalysisResult['targetMix'],
): GradientChartOption {
  return {
    animation: false,
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    legend: { top: 0, data: ['当前志愿表', '建议数量'] },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: [...TIERS] },
    yAxis: { type: 'value', minInterval: 1, name: '志愿数' },
    series: [
      {
        name: '当前志愿表',
        type: 'bar',
        barMaxWidth: 36,
        // The legend swatch; each bar takes its tier's colour below.
        itemStyle: { color: '#f5541f' },
        data: TIERS.map((tier) => ({ value: gradient.counts[tier], itemStyle: { color: TIER_COLORS[tier].hex } })),
        label: { show: true, position: 'top' },
      },
      {
        name: '建议数量',
        type: 'bar',
        barMaxWidth: 36,
        data: TIERS.map((tier) => target[tier]),
        itemStyle: { color: '#d9dde3' },
        label: { show: true, position: 'top', color: '#8a919c' },
      },
    ],
  };
}
