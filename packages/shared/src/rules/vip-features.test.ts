import { describe, expect, it } from 'vitest';
import { FREE_MEMBER_ACCESS, canUseFeature, hasFullFeature, type VipFeature } from './vip-features';

describe('free member access', () => {
  it('lets a free member export their own table without the probabilities, and keeps analysis VIP-only', () => {
    expect(canUseFeature('export', false)).toBe(true);
    expect(hasFullFeature('export', false)).toBe(false);
    expect(canUseFeature('analysis', false)).toBe(false);
    expect(canUseFeature('analysis', true)).toBe(true);
  });

  it('gives VIP every feature in full', () => {
    for (const feature of Object.keys(FREE_MEMBER_ACCESS) as VipFeature[]) {
      expect(canUseFeature(feature, true) && hasFullFeature(feature, true)).toBe(true);
    }
  });
});
