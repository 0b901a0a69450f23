import { describe, expect, it } from 'vitest';
import { distributionChartOption } from './distribution-chart-option';
import { ROWS } from './test-data';

describe('distribution chart option', () => {
  it('puts the lowest score on the left, counts as bars and the cumulative count as a line, with the marked steps', () => {
    const option = distributionChartOption(ROWS, [
      { rowScore: 527, label: '我的综合分', kind: 'mine' },
      { rowScore: 600, label: '查询分数', kind: 'lookup' },
    ]);
    const xAxis = option.xAxis as { data: string[] };
    expect(xAxis.data[0]).toBe('150');
    expect(xAxis.data.at(-1)).toBe('749');
    const [bars, line] = option.series as [
      { type: string; data: number[]; markLine: { data: { xAxis: string }[] } },
      { type: string; data: number[]; yAxisIndex: number },
    ];
    expect(bars.type).toBe('bar');
    expect(bars.data).toHaveLength(600);
    expect(bars.markLine.data.map((mark) => mark.xAxis)).toEqual(['527', '600']);
    expect(line).toMatchObject({ type: 'line', yAxisIndex: 1 });
    expect(line.data[0]).toBe(6000);
  });
});
