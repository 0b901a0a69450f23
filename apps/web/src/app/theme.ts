import type { ThemeConfig } from 'antd';

/** The default primary colour is orange-red. */
const PRIMARY_COLOR = '#f5541f';

/** Smallest height of a control a finger taps (buttons, inputs, selects, pagination). */
const TOUCH_TARGET = 44;

/** Whether the person asked their system for less motion (prefers-reduced-motion); never at build time (shell/prerender.tsx). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The site's look. `motion: false` when the person asked their system for less motion: antd then
 * opens dialogs, menus and popovers without animating them.
 */
export const theme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion(),
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Windows below antd's `lg` (992 px), which draw with the touch theme. */
export const TOUCH_QUERY = '(max-width: 991.98px)';

/**
 * Phones and tablets (below antd's `lg`, 992 px): the same theme with every control at least 44 px
 * tall, easy to tap (docs/responsive.md); the desktop keeps `theme`.
 */
export const touchTheme: ThemeConfig = {
  ...theme,
  token: { ...theme.token, controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET, controlHeightLG: 48 },
};
