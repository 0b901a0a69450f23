/**
 * What a free member gets of each feature the VIP compare table lists: the one rule the server
 * enforces and the pricing page shows (docs/product-rules.md, "Free and VIP").
 * - full: the same as VIP;
 * - partial: usable, with the VIP-only part (probabilities beyond the free plans) left out;
 * - none: VIP only.
 */
export type FreeAccess = 'full' | 'partial' | 'none';

export type VipFeature = 'recommendList' | 'probabilities' | 'analysis' | 'export';

export const FREE_MEMBER_ACCESS: Readonly<Record<VipFeature, FreeAccess>> = {
  /** Recommendation list of 模拟填报: every plan with its lines. */
  recommendList: 'full',
  /** Admission probabilities and tiers: a fixed few plans per tier and batch (FREE_ROWS_PER_TIER, docs/engine.md). */
  probabilities: 'partial',
  /** /analysis of a volunteer table. */
  analysis: 'none',
  /** Export of the member's own volunteer table: the file holds tiers but no probabilities. */
  export: 'partial',
};

/** Whether a member may use a feature at all (partial counts as usable). */
export function canUseFeature(feature: VipFeature, isVip: boolean): boolean {
  return isVip || FREE_MEMBER_ACCESS[feature] !== 'none';
}

/** Whether a member gets the VIP-only part of a feature (full lists, probabilities). */
export function hasFullFeature(feature: VipFeature, isVip: boolean): boolean {
  return isVip || FREE_MEMBER_ACCESS[feature] === 'full';
}
