import { describe, expect, it } from 'vitest';
import { trendChartOption } from './trend-chart-option';

const points = [
  { year: 2025, minScore: 592.8, minRank: 106, majorName: '动画', source: '示例数据' },
  { year: 2026, minScore: 580.2, minRank: null, majorName: '实验艺术', source: '示例数据' },
];

describe('trendChartOption', () => {
  it('draws score on the left and rank reversed on the right, one point per year', () => {
    const option = trendChartOption(points);
    expect(option.xAxis).toMatchObject({ data: ['2025年', '2026年'] });
    expect(option.yAxis).toMatchObject([{ name: '分数' }, { name: '位次', inverse: true }]);
    expect(option.series).toMatchObject([
      { name: '最低分', data: [592.8, 580.2] },
      { name: '最低位次', yAxisIndex: 1, data: [106, null] },
    ]);
  });

  it('names the year, major and source of each point in the tooltip', () => {
    const tooltip = trendChartOption(points).tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 0 }])).toBe('2025年（动画）<br/>最低分：592.8<br/>最低位次：106<br/>来源：示例数据');
    expect(tooltip.formatter({ dataIndex: 1 })).toContain('最低位次：—');
  });

  it('escapes imported names in the tooltip HTML', () => {
    const tooltip = trendChartOption([{ ...points[0], majorName: '<img src=x onerror=alert(1)>' }]).tooltip as {
      formatter: (params: unknown) => string;
    };
    expect(tooltip.formatter([{ dataIndex: 0 }])).toContain('（&lt;img src=x onerror=alert(1)&gt;）');
  });
});
