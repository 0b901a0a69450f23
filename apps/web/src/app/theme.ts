import type { ThemeConfig } from 'antd';

/** Spec §9: the default primary colour is orange-red. */
export const PRIMARY_COLOR = '#f5541f';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};
