/**
 * 冲 / 稳 / 保 from an admission probability (DESIGN.md §7).
 *
 * Bands (probability p of being admitted by this plan, already clipped to 1%–99%):
 *   冲  p < 40%        a reach: more likely out than in
 *   稳  40% ≤ p < 75%  a match: about even or better
 *   保  p ≥ 75%        a safety: out only in a bad year
 * Flags on top of the band:
 *   hopeless  p < 5%   (冲) the line would have to fall further than it has in any recent year
 *   wasted    p > 97%  (保) so safe that it spends a slot (and the score) below the member's level
 * The bands are wider on the 稳 side than ZYTB's 35/90 (field-landscape §2.1): a 90% floor for 保
 * leaves too few 保 entries for art categories whose lines move more than 普通类 lines.
 */

export const TIERS = ['冲', '稳', '保'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_BOUNDS = {
  /** Below this a plan is 冲. */
  matchFrom: 0.4,
  /** From this a plan is 保. */
  safeFrom: 0.75,
  /** Below this a 冲 plan is flagged hopeless. */
  hopelessBelow: 0.05,
  /** Above this a 保 plan is flagged as wasting a slot. */
  wastedAbove: 0.97,
} as const;

export interface TierOf {
  tier: Tier;
  /** p < 5%: the slot is almost certainly spent for nothing. */
  hopeless: boolean;
  /** p > 97%: admitted for sure, at a plan well below the member's level. */
  wasted: boolean;
}

/** The band and flags of a probability in [0, 1]. */
export function classifyTier(probability: number): TierOf {
  const tier: Tier = probability < TIER_BOUNDS.matchFrom ? '冲' : probability < TIER_BOUNDS.safeFrom ? '稳' : '保';
  return { tier, hopeless: probability < TIER_BOUNDS.hopelessBelow, wasted: probability > TIER_BOUNDS.wastedAbove };
}

/** What each band means, for tooltips and the analysis page. */
export const TIER_DESCRIPTIONS: Record<Tier, string> = {
  冲: '录取概率低于40%，可以冲一冲，但不能指望',
  稳: '录取概率在40%到75%之间，与往年录取线相当',
  保: '录取概率不低于75%，用来保底',
};
