import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { SeedToken } from 'antd/es/theme/interface';
import { describe, expect, it } from 'vitest';
import { isPrecomputed, precomputedAlgorithm, theme, touchTheme } from './theme';
import { allSiteTokens } from './theme-tokens';

/** The seed antd hands a theme's algorithm, taken as antd itself merges it. */
function seedAntdDerives(config: ThemeConfig): SeedToken {
  let seen: SeedToken | undefined;
  antdTheme.getDesignToken({
    ...config,
    algorithm: (seed) => {
      seen = seed;
      return antdTheme.defaultAlgorithm(seed);
    },
  });
  if (!seen) {
    throw new Error('antd did not call the algorithm');
  }
  return seen;
}

describe("the site's themes", () => {
  it('have their tokens computed by the build, for the seed antd derives them from', () => {
    expect(allSiteTokens.length).toBeGreaterThan(0);
    for (const token of allSiteTokens) {
      expect(isPrecomputed(seedAntdDerives({ token }))).toBe(true);
    }
    expect(isPrecomputed(seedAntdDerives({ token: { colorPrimary: '#1677ff' } }))).toBe(false);
  });

  it("give every component the tokens antd's own algorithm gives", () => {
    for (const config of [theme, touchTheme, ...allSiteTokens.map((token) => ({ ...theme, token }))]) {
      expect(antdTheme.getDesignToken(config)).toEqual(antdTheme.getDesignToken({ token: config.token }));
    }
  });

  it('hands antd a copy it may change, and derives any other seed as antd does', () => {
    const seed = seedAntdDerives(theme);
    const first = precomputedAlgorithm(seed);
    (first as { colorPrimary: string }).colorPrimary = 'changed';
    expect(precomputedAlgorithm(seed).colorPrimary).not.toBe('changed');
    const other = { ...seed, colorPrimary: '#1677ff' };
    expect(precomputedAlgorithm(other)).toEqual(antdTheme.defaultAlgorithm(other));
  });
});
