/**
 * The site's antd theme tokens (its look), without antd's code, so the build can read them in Node
 * (theme-map-tokens.ts) as well as the browser (theme.ts).
 */
import type { ThemeConfig } from 'antd';

/** The default primary colour is orange-red. */
export const PRIMARY_COLOR = '#f5541f';

/** Smallest height of a control a finger taps (buttons, inputs, selects, pagination). */
export const TOUCH_TARGET = 44;

type Token = NonNullable<ThemeConfig['token']>;

const siteToken = (motion: boolean): Token => ({
  motion,
  colorPrimary: PRIMARY_COLOR,
  colorLink: PRIMARY_COLOR,
  borderRadius: 6,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
});

/**
 * The tokens of one of the site's themes. `motion: false` when the person asked their system for
 * less motion: antd then opens dialogs, menus and popovers without animating them. `touch` below
 * antd's `lg` (992 px): every control at least 44 px tall, easy to tap (docs/responsive.md); the
 * desktop keeps the standard heights.
 */
export const siteTokenOf = (motion: boolean, touch: boolean): Token =>
  touch ? { ...siteToken(motion), controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET, controlHeightLG: 48 } : siteToken(motion);

/** Every token set the site can draw with: desktop and touch, with motion and without. */
export const allSiteTokens: readonly Token[] = [false, true].flatMap((touch) => [true, false].map((motion) => siteTokenOf(motion, touch)));

/** A seed's entries in name order: the same seed gives the same key whatever order antd merged it in. */
export function seedKey(seed: object): string {
  return JSON.stringify(Object.entries(seed).sort(([a], [b]) => (a < b ? -1 : 1)));
}
