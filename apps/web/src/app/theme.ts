import type { ThemeConfig } from 'antd';

/** The default primary colour is orange-red. */
export const PRIMARY_COLOR = '#f5541f';

/**
 * Whether the person asked their system for less motion (prefers-reduced-motion). antd then opens
 * dialogs, menus and popovers without animating them.
 */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

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

/** Smallest height of a control a finger taps (buttons, inputs, selects, pagination). */
export const TOUCH_TARGET = 44;

/**
 * Phones and tablets (below antd's `lg`, 992 px): the same theme with every control at least
 * 44 px tall, so buttons and fields are easy to tap (docs/responsive.md). The desktop keeps `theme`.
 */
export const touchTheme: ThemeConfig = {
  ...theme,
  token: { ...theme.token, controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET, controlHeightLG: 48 },
};
