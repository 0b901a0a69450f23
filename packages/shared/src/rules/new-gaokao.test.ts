import { describe, expect, it } from 'vitest';
import { isFirstNewGaokaoYear } from './new-gaokao';

describe('isFirstNewGaokaoYear', () => {
  it('knows each round’s first year and nothing else', () => {
    expect(isFirstNewGaokaoYear('河南', 2025)).toBe(true);
    expect(isFirstNewGaokaoYear('河南', 2026)).toBe(false);
    expect(isFirstNewGaokaoYear('广东', 2021)).toBe(true);
    expect(isFirstNewGaokaoYear('安徽', 2024)).toBe(true);
    expect(isFirstNewGaokaoYear('新疆', 2027)).toBe(false);
  });
});
