import { describe, expect, it } from 'vitest';
import { classifyTier, type TierOf } from './tiers';

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
