import { describe, expect, it } from 'vitest';
import { firstSubjectSplitYear, isFirstNewGaokaoYear } from './new-gaokao';

describe('isFirstNewGaokaoYear', () => {
  it('knows each round’s first year and nothing else', () => {
    expect(isFirstNewGaokaoYear('河南', 2025)).toBe(true);
    expect(isFirstNewGaokaoYear('河南', 2026)).toBe(false);
    expect(isFirstNewGaokaoYear('广东', 2021)).toBe(true);
    expect(isFirstNewGaokaoYear('安徽', 2024)).toBe(true);
    expect(isFirstNewGaokaoYear('新疆', 2027)).toBe(false);
  });

  it('splits by 物理/历史 from the first year only in 3+1+2 provinces', () => {
    expect(firstSubjectSplitYear('河南')).toBe(2025);
    expect(firstSubjectSplitYear('河北')).toBe(2021);
    expect(firstSubjectSplitYear('山东')).toBeUndefined();
    expect(firstSubjectSplitYear('新疆')).toBeUndefined();
  });
});
