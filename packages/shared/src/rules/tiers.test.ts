import { describe, expect, it } from 'vitest';
import { classifyTier, usefulBand, type TierOf } from './tiers';

describe('classifyTier', () => {
  it.each<[number, TierOf]>([
    [0.01, { tier: '冲', hopeless: true, wasted: false }],
    [0.04, { tier: '冲', hopeless: true, wasted: false }],
    [0.05, { tier: '冲', hopeless: false, wasted: false }],
    [0.39, { tier: '冲', hopeless: false, wasted: false }],
    [0.4, { tier: '稳', hopeless: false, wasted: false }],
    [0.7499, { tier: '稳', hopeless: false, wasted: false }],
    [0.75, { tier: '保', hopeless: false, wasted: false }],
    [0.97, { tier: '保', hopeless: false, wasted: false }],
    [0.98, { tier: '保', hopeless: false, wasted: true }],
    [0.99, { tier: '保', hopeless: false, wasted: true }],
  ])('%s → %o', (p, expected) => {
    expect(classifyTier(p)).toEqual(expected);
  });
});

describe('usefulBand: the useful order of a list', () => {
  it('within 冲, the plans worth a slot (20–40%) first, then the long shots, the near-hopeless (< 5%) last; then 稳, 保, no number', () => {
    const ps = [0.01, 0.99, 0.1, 0.5, null, 0.3, 0.04, 0.2];
    const sorted = [...ps].sort((a, b) => usefulBand(a) - usefulBand(b));
    expect(sorted).toEqual([0.3, 0.2, 0.1, 0.01, 0.04, 0.5, 0.99, null]);
  });
});
