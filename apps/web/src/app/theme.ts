import type { ThemeConfig } from 'antd';
import type { MapToken, MappingAlgorithm } from 'antd/es/theme/interface';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { seedKey, siteTokenOf } from './theme-tokens';

// Defined by the build: antd's tokens for every theme of the site, as JSON text (theme-map-tokens.ts).
const PRECOMPUTED: Readonly<Record<string, string>> = __ANTD_MAP_TOKENS__;

/** Whether the build computed the tokens of this seed. */
export function isPrecomputed(seed: object): boolean {
  return seedKey(seed) in PRECOMPUTED;
}

/**
 * antd's default algorithm, answering for the site's own themes from the tokens the build computed.
 * antd derives a theme's ~440 tokens (colour palettes above all) in the first render of every
 * page, in one piece of work that was a long task on a phone (docs/performance.md, "The theme's
 * tokens"). Any other seed is derived as before.
 */
export const precomputedAlgorithm: MappingAlgorithm = (seed) => {
  const known = PRECOMPUTED[seedKey(seed)];
  // A new object on every call, as antd's own algorithm returns.
  return known ? (JSON.parse(known) as MapToken) : defaultAlgorithm(seed);
};

/** Whether the person asked their system for less motion (prefers-reduced-motion). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const motion = !prefersReducedMotion();

export const theme: ThemeConfig = { algorithm: precomputedAlgorithm, token: siteTokenOf(motion, false) };

/** Phones and tablets (below antd's `lg`, 992 px): touch-sized controls. */
export const touchTheme: ThemeConfig = { algorithm: precomputedAlgorithm, token: siteTokenOf(motion, true) };
