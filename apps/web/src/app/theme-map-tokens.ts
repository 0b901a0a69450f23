/**
 * Build time (vite.config.ts, vitest.config.ts, in Node): antd's design tokens for each of the
 * site's themes, keyed by seed, for theme.ts's algorithm to answer with instead of deriving them in
 * the browser.
 */
import { theme as antdTheme } from 'antd';
import type { MapToken } from 'antd/es/theme/interface';
import { allSiteTokens, seedKey } from './theme-tokens';

export function siteMapTokens(): Record<string, MapToken> {
  return Object.fromEntries(
    allSiteTokens.map((token) => {
      // The seed antd derives a theme from: its defaults under the theme's own tokens.
      const seed = { ...antdTheme.defaultSeed, ...token };
      return [seedKey(seed), antdTheme.defaultAlgorithm(seed)];
    }),
  );
}
