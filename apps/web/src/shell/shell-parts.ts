/** What the build renders of the app shell (prerender.tsx) and writes into index.html (vite-plugin.ts), and what boot.ts reads of it. */
export interface Shell {
  /** What goes inside `<div id="root">`: the site frame (antd's App wrapper, the header, an empty page area). */
  frame: string;
  /** The first screen of each landing page, by path, for boot.ts to put into the page area. */
  screens: Record<string, string>;
  /** The head of 模拟填报 and 我的志愿, by path: painted only when a session is stored (a visitor goes to 登录). */
  memberScreens: Record<string, string>;
  /** antd's rules and theme variables for what the shell draws. */
  antdCss: string;
  /** 艺考资讯's article row with a `{{slot}}` in place of each field (ARTICLE_SLOTS). */
  articleRow: string;
}

/** The fields of 艺考资讯's row that boot.ts fills from the first page's answer. */
export const ARTICLE_SLOTS = ['id', 'title', 'summary', 'category', 'province', 'date', 'views', 'source'] as const;
