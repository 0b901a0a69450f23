/**
 * Build time (vite.config.ts, vitest.config.ts, in Node): antd's design tokens for each of the
 * site's themes, keyed by seed, for theme.ts's algorithm to answer with instead of deriving them in
 * the browser. Each theme's tokens are JSON text: parsing ~440 entries is several times quicker in
 * the browser than copying them from an object literal (docs/performance.md, "The theme's tokens as
 * JSON text").
 */
import { theme as antdTheme } from 'antd';
import { allSiteTokens, seedKey } from './theme-tokens';

export function siteMapTokens(): Record<string, string> {
  return Object.fromEntries(
    allSiteTokens.map((token) => {
      // The seed antd derives a theme from: its defaults under the theme's own tokens.
      const seed = { ...antdTheme.defaultSeed, ...token };
      return [seedKey(seed), JSON.stringify(antdTheme.defaultAlgorithm(seed))];
    }),
  );
}
