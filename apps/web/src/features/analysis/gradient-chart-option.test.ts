import { describe, expect, it } from 'vitest';
import { gradientChartOption } from './gradient-chart-option';
import { analysisOf } from './test-data';

describe('冲稳保梯度 chart', () => {
  it('puts the table’s counts, in tier colours, beside the suggested mix', () => {
    const { gradient, targetMix } = analysisOf({ gradient: { counts: { 冲: 4, 稳: 2, 保: 0, unrated: 1, ineligible: 0 }, sequence: [] } });
    const option = gradientChartOption(gradient, targetMix);
    expect(option.xAxis).toMatchObject({ data: ['冲', '稳', '保'] });
    const [current, target] = option.series as { name: string; data: unknown[] }[];
    expect(current.name).toBe('当前志愿表');
    expect(current.data).toEqual([
      { value: 4, itemStyle: { color: '#f5222d' } },
      { value: 2, itemStyle: { color: '#faad14' } },
      { value: 0, itemStyle: { color: '#52c41a' } },
    ]);
    expect(target).toMatchObject({ name: '建议数量', data: [12, 16, 12] });
    expect(option.animation).toBe(false);
  });
});
