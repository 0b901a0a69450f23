/**
 * 冲 / 稳 / 保 from an admission probability (docs/engine.md, Tiers).
 *
 * Bands (probability p of being admitted by this plan, already clipped to 1%–99%):
 *   冲  p < 40%        a reach: more likely out than in
 *   稳  40% ≤ p < 75%  a match: about even or better
 *   保  p ≥ 75%        a safety: out only in a bad year
 * Flags on top of the band:
 *   hopeless  p < 5%   (冲) the line would have to fall further than it has in any recent year
 *   wasted    p > 97%  (保) so safe that it spends a slot (and the score) below the member's level
 * The bands are wider on the 稳 side than the 35/90 of tools for 普通类: a 90% floor for 保
 * leaves too few 保 entries for art categories whose lines move more than 普通类 lines.
 */

export const TIERS = ['冲', '稳', '保'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_BOUNDS = {
  /** Below this a plan is 冲. */
  matchFrom: 0.4,
  /** From this a plan is 保. */
  safeFrom: 0.75,
  /** From this a 冲 plan is worth a slot: listed first within 冲. */
  worthFrom: 0.2,
  /** Below this a 冲 plan is flagged hopeless (and folded away in lists). */
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
  const percent = Math.round(probability * 100);
  // Probabilities shown are whole percents (clipProbability): their answers are made once and shared.
  if (percent / 100 === probability && percent >= 0 && percent <= 100) {
    return (WHOLE_PERCENTS[percent] ??= Object.freeze(tierOf(probability)));
  }
  return tierOf(probability);
}

const WHOLE_PERCENTS: TierOf[] = [];

function tierOf(probability: number): TierOf {
  const tier: Tier = probability < TIER_BOUNDS.matchFrom ? '冲' : probability < TIER_BOUNDS.safeFrom ? '稳' : '保';
  return { tier, hopeless: probability < TIER_BOUNDS.hopelessBelow, wasted: probability > TIER_BOUNDS.wastedAbove };
}

/** What each band means, for tooltips and the analysis page. */
export const TIER_DESCRIPTIONS: Record<Tier, string> = {
  冲: '录取概率低于40%，可以冲一冲，但不能指望',
  稳: '录取概率在40%到75%之间，与往年录取线相当',
  保: '录取概率不低于75%，用来保底',
};

/**
 * Where a plan goes in the useful order of a list (smaller first): within 冲 the plans worth a
 * slot (20–40%) before the long shots (5–20%), the near-hopeless (< 5%) after them (lists fold
 * them away unless asked), then 稳, then 保; plans without a number last. Ties go by line.
 */
export function usefulBand(probability: number | null): number {
  if (probability === null) {
    return 5;
  }
  if (probability >= TIER_BOUNDS.safeFrom) {
    return 4;
  }
  if (probability >= TIER_BOUNDS.matchFrom) {
    return 3;
  }
  return probability >= TIER_BOUNDS.worthFrom ? 0 : probability >= TIER_BOUNDS.hopelessBelow ? 1 : 2;
}
