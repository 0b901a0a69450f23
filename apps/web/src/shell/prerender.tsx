/**
 * The app shell, rendered at build time from the app's own components (vite-plugin.ts loads this
 * module in Node): the site header as a visitor first sees it, the first screen of each landing
 * page, and the head of 模拟填报 and 我的志愿. index.html paints it before any of the app's
 * JavaScript has arrived; React replaces it on its first commit. antd's styles for what it draws
 * come from the same render, so the shell looks as React then draws it. They end with antd's record
 * of what they hold, in the desktop and the touch theme, so antd does not generate those styles
 * again when React draws.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { Button, ConfigProvider } from 'antd';
import { StaticRouter } from 'react-router';
import { SiteHeader } from '../app/layout/site-header';
import { Providers } from '../app/providers';
import { TOUCH_QUERY, touchTheme } from '../app/theme';
import { routeTable } from '../app/route-table';
import { PageFrame } from '../components/page-frame';
import { HomeBanner } from '../features/home';
import { ArticleRow, NewsList, publishDate } from '../features/news';
import { FILLING_HEAD, NEWS_LIST, NEWS_LIST_HEAD, SCHOOL_LIST_HEAD, VOLUNTEER_HEAD } from '../shared/first-screen';
import { ARTICLE_SLOTS, type Shell } from './shell-parts';

export function prerenderShell(): Shell {
  const cache = createCache();
  const drawn: ReactNode[] = [];
  const inApp = (node: ReactNode) => (
    <StyleProvider cache={cache}>
      <StaticRouter location="/">
        <Providers queryClient={new QueryClient()}>{node}</Providers>
      </StaticRouter>
    </StyleProvider>
  );
  const render = (node: ReactNode) => {
    drawn.push(node);
    return renderToStaticMarkup(inApp(node));
  };
  const grey = Object.values(routeTable)
    .filter((meta) => 'grey' in meta && meta.grey)
    .map((meta) => meta.path)
    .join(' ');
  // Inside antd's App wrapper, as React draws the site (app/providers.tsx): it carries the theme's font and variables.
  // Inert: its buttons and tabs only look like the app's until React replaces them, so a click or a
  // screen reader passes them by instead of reaching a control that does nothing.
  const frame = render(
    <div className="yzy-shell yzy-site" data-grey={grey} inert>
      <SiteHeader activeTab={-1} />
      <main className="yzy-main" />
    </div>,
  );
  const screens = {
    '/': render(<HomeBanner />),
    [routeTable.schoolList.path]: render(<PageFrame {...SCHOOL_LIST_HEAD} />),
    // The list card while its first page loads; boot.ts draws the first articles into it (articleRow below).
    [routeTable.newsList.path]: render(
      <PageFrame {...NEWS_LIST_HEAD}>
        <NewsList query={{ page: 1, size: NEWS_LIST.pageSize }} onChange={() => undefined} />
      </PageFrame>,
    ),
  };
  // A member's page paints its head at once; the rest waits for the member's data, which the app asks for.
  // Not 志愿表详情: its largest text on a phone is the table's rule card, so its head earned nothing.
  const memberScreens = {
    [routeTable.filling.path]: render(<PageFrame {...FILLING_HEAD} />),
    [routeTable.volunteer.path]: render(<PageFrame {...VOLUNTEER_HEAD} />),
  };
  const articleRow = articleRowTemplate(render);
  // The same again in the touch theme, for its styles alone: a phone's first render then finds them
  // in the record too (antd names a theme's styles by a hash of its tokens).
  for (const node of drawn) {
    renderToStaticMarkup(inApp(<ConfigProvider theme={touchTheme}>{node}</ConfigProvider>));
  }
  return {
    frame,
    screens: withoutAppWrappers(screens),
    memberScreens: withoutAppWrappers(memberScreens),
    articleRow,
    antdCss: extractStyle(cache, { plain: true }) + touchVariables(themeClassOf(frame)),
  };
}

/** A sample article whose every field shows as its slot's name, `{{field}}`, for boot.ts to fill. */
const SAMPLE_TIME = 1_800_000_000;
const SAMPLE_ID = 424_242;
const SAMPLE_VIEWS = 737_373;

/** 艺考资讯's row as ArticleRow draws it, each field a `{{slot}}` (shell-parts.ts, ARTICLE_SLOTS). */
function articleRowTemplate(render: (node: ReactNode) => string): string {
  const sample = {
    id: SAMPLE_ID,
    title: '{{title}}',
    summary: '{{summary}}',
    category: '{{category}}',
    provinceId: null,
    provinceName: '{{province}}',
    cover: '',
    viewCount: SAMPLE_VIEWS,
    publishedAt: SAMPLE_TIME,
    source: '{{source}}',
  } as const;
  const html = withoutAppWrapper(render(<ArticleRow article={sample as unknown as Parameters<typeof ArticleRow>[0]['article']} />))
    .replaceAll(publishDate(SAMPLE_TIME), '{{date}}')
    .replaceAll(String(SAMPLE_VIEWS), '{{views}}')
    .replaceAll(String(SAMPLE_ID), '{{id}}');
  const missing = ARTICLE_SLOTS.filter((slot) => !html.includes(`{{${slot}}}`));
  if (missing.length > 0) {
    throw new Error(`app shell: 艺考资讯's row shows no ${missing.join(', ')}`);
  }
  return html;
}

/** The class antd puts its theme variables under (`css-var-…`, on its App wrapper). */
function themeClassOf(html: string): string {
  const found = /class="[^"]*\b(css-var-[\w-]+)/.exec(html);
  if (!found) {
    throw new Error('app shell: no theme variables class on antd App wrapper');
  }
  return found[1];
}

/**
 * The touch theme's variables (44 px controls) for windows below antd's `lg`, under the shell's
 * theme class: the render above used the desktop theme, as a build knows no window, and React
 * draws phones with the touch theme (app/providers.tsx).
 */
function touchVariables(themeClass: string): string {
  const cache = createCache();
  renderToStaticMarkup(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={touchTheme}>
        <Button />
      </ConfigProvider>
    </StyleProvider>,
  );
  // Without the record of prebuilt styles extractStyle ends with: the shell's one (from the desktop
  // render) is what antd reads on every screen.
  const variables = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
  const touchClass = /\.(css-var-[\w-]+)/.exec(variables)?.[1];
  if (!touchClass) {
    throw new Error('app shell: no theme variables in the touch theme');
  }
  return `@media ${TOUCH_QUERY}{${variables.replaceAll(`.${touchClass}`, `.${themeClass}`)}}`;
}

function withoutAppWrappers(screens: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(screens).map(([path, html]) => [path, withoutAppWrapper(html)]));
}

/** antd's App draws a wrapper element around the app; the shell keeps what is inside it. */
function withoutAppWrapper(html: string): string {
  const match = /^<div class="[^"]*ant-app[^"]*">([\s\S]*)<\/div>$/.exec(html);
  if (!match) {
    throw new Error(`app shell: expected antd's App wrapper around ${html.slice(0, 80)}`);
  }
  return match[1];
}
