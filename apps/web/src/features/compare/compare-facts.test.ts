import { describe, expect, it } from 'vitest';
import type { AdmissionLine, PlanLine } from '@yzy/shared/contracts';
import { lowestLineByYear, tuitionSpan } from './compare-facts';
import { parseCompareIds } from './compare-selection';

const line = (year: number, minScore: number, source: string): AdmissionLine => ({
  year,
  batchName: '本科批',
  majorId: 1,
  majorName: '美术学',
  minScore,
  avgScore: null,
  minRank: 100,
  admittedCount: 10,
  planCount: 10,
  recordKind: '录取',
  subjectGroup: '',
  batchLabel: null,
  scale: 750,
  source,
  sourceUrl: null,
});
const plan = (tuition: string, source: string): PlanLine => ({
  year: 2026,
  batchName: '本科批',
  majorId: 1,
  majorName: '美术学',
  planCount: 5,
  tuition,
  years: 4,
  source,
  sourceUrl: null,
});

describe('compare facts', () => {
  it('keeps the lowest row of each year, newest year first, with its own source', () => {
    const rows = lowestLineByYear([line(2024, 230, 'a'), line(2025, 240, 'b'), line(2024, 220, 'c'), line(2025, 245, 'd')]);
    expect(rows.map((r) => [r.year, r.minScore, r.source])).toEqual([
      [2025, 240, 'b'],
      [2024, 220, 'c'],
    ]);
  });

  it('spans tuition by value, not by text', () => {
    const span = tuitionSpan([plan('9000.00', 'x'), plan('15000.00', 'y'), plan('12000.00', 'z')]);
    expect([span?.low.source, span?.high.source]).toEqual(['x', 'y']);
    expect(tuitionSpan([])).toBeNull();
    expect(tuitionSpan([{ ...plan('1.00', 'unpublished'), tuition: null }])).toBeNull();
  });

  it('reads ids from the URL: positive, distinct, at most four', () => {
    expect(parseCompareIds('3,1,3,x,0,-2,7,9,11')).toEqual([3, 1, 7, 9]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});
