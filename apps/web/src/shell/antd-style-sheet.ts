/**
 * antd's component styles, written once at build time (vite-plugin.ts) instead of by every visitor's
 * browser. antd generates each component's CSS on the main thread the first time the component
 * renders; on a slow phone that was most of the first render of every page (docs/performance.md,
 * "antd's styles at build time").
 *
 * The sheet ends with antd's own record of which styles it holds (a `content:` rule on
 * `.data-ant-cssinjs-cache-path`). At run time antd reads that record before it generates a
 * style and skips every component listed there. A component missing from this list still works:
 * antd generates its style in the browser as before, so a missed component costs time, never looks.
 *
 * Only the rules are prebuilt. The theme's values (colours, the touch theme's 44 px controls) stay
 * CSS variables that antd writes at run time from the theme the page is in, so one sheet serves
 * both themes.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';

type AnyComponent = ComponentType<Record<string, unknown>>;
const el = (component: unknown, props: Record<string, unknown> = {}, ...children: ReactNode[]) =>
  createElement(component as AnyComponent, props, ...children);

/**
 * The antd components of the site's frame and of the first screens of 首页, 找大学 and 艺考资讯, where
 * a phone's first visit usually lands, each in the form that registers its styles. The rest of the
 * site and the console keep generating theirs at run time, when they are opened: prebuilding them
 * too tripled the sheet, and a phone parses all of it before the first render (docs/performance.md).
 * A browser check lists what a page still generates (e2e/tests/first-visit.spec.ts).
 */
function landingComponents(): ReactNode[] {
  const { Input } = antd;
  return [
    el(antd.App, {}, 'app'),
    el(antd.Button, { type: 'primary', icon: el('span') }, 'button'),
    // Input.Search draws its button in a Space.Compact.
    el(antd.Space.Compact, {}, el(Input), el(antd.Button, {}, 'b')),
    // One style for every kind of Typography (Text, Title, Paragraph).
    el(antd.Typography.Text, {}, 'text'),
    el(antd.Card, { title: 'card', extra: 'extra' }, 'card'),
    el(antd.Tag, {}, 'tag'),
    el(antd.Tag, { color: 'orange' }, 'tag'),
    el(Input.Search),
    el(antd.Select, { options: [{ value: 1, label: '1' }] }),
    el(antd.Spin),
    el(antd.Pagination, { total: 100 }),
  ];
}

/** The style sheet, or an error naming what failed, so a build never ships a broken sheet unknowingly. */
export function antdStyleSheet(): string {
  if (process.env.NODE_ENV !== 'production') {
    // antd names its classes `css-dev-only-…` outside production: the record would match nothing.
    throw new Error('antd style sheet: build with NODE_ENV=production');
  }
  const cache = createCache();
  for (const node of landingComponents()) {
    // One render per component: a component that cannot render here only loses its own prebuilt style.
    try {
      renderToString(el(StyleProvider, { cache }, el(antd.ConfigProvider, {}, el(Fragment, {}, node))));
    } catch (error) {
      console.warn(`antd style sheet: ${String(error)}`);
    }
  }
  // Only the component rules: the theme's variables depend on the theme and stay run time.
  return extractStyle(cache, { plain: true, types: ['style'] });
}
