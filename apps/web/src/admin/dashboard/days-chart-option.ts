import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { DashboardDay } from '@yzy/shared/contracts';

export type DaysChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** 近30天: new members and paid orders as bars (left axis), revenue in yuan as a line (right axis). */
export function daysChartOption(days: readonly DashboardDay[]): DaysChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['新增会员', '支付订单', '收入（元）'], top: 0 },
    grid: { left: 48, right: 64, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '人 / 单', minInterval: 1 },
      { type: 'value', name: '元', splitLine: { show: false } },
    ],
    series: [
      { name: '新增会员', type: 'bar', data: days.map((d) => d.newMembers), itemStyle: { color: '#5b8def' } },
      { name: '支付订单', type: 'bar', data: days.map((d) => d.paidOrders), itemStyle: { color: '#36b37e' } },
      { name: '收入（元）', type: 'line', yAxisIndex: 1, smooth: true, data: days.map((d) => d.revenue), itemStyle: { color: '#f5541f' } },
    ],
  };
}
