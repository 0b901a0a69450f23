import type { AdmissionLine } from '@yzy/shared/contracts';
import { describe, expect, it } from 'vitest';
import { schoolTrend, yearSpan } from './admission-trend';

function line(year: number, majorName: string, minScore: number, minRank: number | null): AdmissionLine {
  return {
    year,
    batchName: '艺术类本科提前批',
    majorId: 1,
    majorName,
    minScore,
    avgScore: null,
    minRank,
    admittedCount: 3,
    planCount: 3,
    recordKind: '录取',
    subjectGroup: '',
    batchLabel: null,
    scale: 750,
    source: '示例数据',
    sourceUrl: null,
  };
}

describe('schoolTrend', () => {
  it('keeps the lowest line of each year, oldest year first', () => {
    const trend = schoolTrend([
      line(2026, '动画', 582.8, 105),
      line(2026, '实验艺术', 580.2, 114),
      line(2025, '动画', 592.8, 106),
      line(2024, '动画', 569.2, 91),
    ]);
    expect(trend).toEqual([
      { year: 2024, minScore: 569.2, minRank: 91, majorName: '动画', source: '示例数据' },
      { year: 2025, minScore: 592.8, minRank: 106, majorName: '动画', source: '示例数据' },
      { year: 2026, minScore: 580.2, minRank: 114, majorName: '实验艺术', source: '示例数据' },
    ]);
  });

  it('is empty without lines', () => {
    expect(schoolTrend([])).toEqual([]);
  });
});

describe('yearSpan', () => {
  it('names a span, a single year or nothing', () => {
    expect(yearSpan([2026, 2024, 2025])).toBe('2024–2026');
    expect(yearSpan([2026, 2026])).toBe('2026');
    expect(yearSpan([])).toBe('');
  });
});
