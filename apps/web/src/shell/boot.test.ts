import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleListItem } from '@yzy/shared/contracts';
import { firstScreenTemplates, shellMarkup } from './markup';

/** The module itself stands in for the built chunk whose address index.html gives boot.ts. */
const ROWS_SCRIPT = new URL('./first-rows.ts', import.meta.url).pathname;

/** index.html as the build writes it, with stand-ins for the app's script tags. */
function writeIndexHtml() {
  document.body.innerHTML =
    `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(ROWS_SCRIPT)}` +
    '<template id="yzy-app-scripts"><meta name="app-script" content="1"><meta name="app-script" content="2"></template>';
}

async function runBootAt(path: string) {
  window.history.replaceState(null, '', path);
  writeIndexHtml();
  vi.resetModules();
  await import('./boot');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="app-script"]').forEach((tag) => tag.remove());
  window.history.replaceState(null, '', '/');
  delete window.yzyShellCall;
});

describe('app shell boot', () => {
  it("fills the shell with the page's first screen, its tab and its background", async () => {
    await runBootAt('/school');
    const shell = document.querySelector('.yzy-shell');
    expect(shell?.querySelector('main .yzy-page-head')?.textContent).toContain('找大学');
    expect([...document.querySelectorAll('.yzy-tab-active')].map((a) => a.textContent)).toEqual(['找大学']);
    expect(shell?.classList.contains('yzy-site-grey')).toBe(true);
  });

  it('marks the parent tab on a sub-page and leaves an unknown page empty and white', async () => {
    await runBootAt('/news/detail');
    expect([...document.querySelectorAll('.yzy-tab-active')].map((a) => a.textContent)).toEqual(['艺考资讯']);
    expect(document.querySelector('.yzy-shell main')?.children).toHaveLength(0);
    expect(document.querySelector('.yzy-shell')?.classList.contains('yzy-site-grey')).toBe(false);
  });

  it('draws no site header for the pages outside the site layout', async () => {
    await runBootAt('/admin/login');
    expect(document.querySelector('.yzy-shell')).toBeNull();
  });

  it("hides the visitor's buttons from a member", async () => {
    window.localStorage.setItem('token', 't');
    await runBootAt('/');
    expect(document.querySelector('.yzy-shell')?.classList.contains('yzy-shell-member')).toBe(true);
  });

  it("starts the app's scripts after the first frame, each once", async () => {
    await runBootAt('/');
    expect(document.head.querySelectorAll('meta[name="app-script"]')).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect([...document.head.querySelectorAll('meta[name="app-script"]')].map((m) => m.getAttribute('content'))).toEqual(['1', '2']);
    expect(document.getElementById('yzy-app-scripts')).toBeNull();
  });

  it("runs the app's chunks one per task in the build's order, then the page's that can go first, and the entry last instead of by its script tag", async () => {
    const evaluated: string[] = [];
    vi.stubGlobal('yzyEvaluated', evaluated);
    // Stand-ins for built chunks: each notes that it ran (vite-plugin.ts writes the order, imports first).
    const chunk = (name: string) => `data:text/javascript,globalThis.yzyEvaluated.push('${name}')`;
    window.history.replaceState(null, '', '/school');
    const school = { preload: [chunk('school-page'), chunk('zod')], evaluate: [chunk('zod')] };
    document.body.innerHTML =
      `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(ROWS_SCRIPT, { '/school': school })}` +
      `<template id="yzy-app-scripts"><script type="module" crossorigin src="${chunk('entry')}"></script>` +
      `<link rel="modulepreload" crossorigin href="${chunk('react')}"><link rel="modulepreload" crossorigin href="${chunk('antd')}"></template>`;
    vi.resetModules();
    await import('./boot');
    await vi.runAllTimersAsync();
    // The page's own chunk imports the entry's: its loader runs it after the entry, as before.
    await vi.waitFor(() => expect(evaluated).toEqual(['react', 'antd', 'zod', 'entry']));
    // The entry is fetched with the others, never added as a script that would run everything in one task.
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.href)).toEqual([chunk('entry'), chunk('react'), chunk('antd'), chunk('school-page'), chunk('zod')]);
    preloads.forEach((link) => link.remove());
  });

  it('runs the entry even when a chunk before it fails to load', async () => {
    const evaluated: string[] = [];
    vi.stubGlobal('yzyEvaluated', evaluated);
    window.history.replaceState(null, '', '/');
    document.body.innerHTML =
      `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(ROWS_SCRIPT)}` +
      // Not the entry of the test before: a module address runs once per test file.
      `<template id="yzy-app-scripts"><script type="module" src="data:text/javascript,globalThis.yzyEvaluated.push('entry')//2"></script>` +
      `<link rel="modulepreload" href="data:text/javascript,throw new Error('offline')"></template>`;
    vi.resetModules();
    await import('./boot');
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(evaluated).toEqual(['entry']));
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  });

  it("starts the landing page's own chunks after the app's scripts, on that page only", async () => {
    window.history.replaceState(null, '', '/school');
    document.body.innerHTML =
      `<div id="root">${shellMarkup()}</div>${firstScreenTemplates(ROWS_SCRIPT, { '/school': { preload: ['/assets/school-page.js', '/assets/table.js'], evaluate: [] } })}` +
      '<template id="yzy-app-scripts"><meta name="app-script" content="1"></template>';
    vi.resetModules();
    await import('./boot');
    await vi.runAllTimersAsync();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual(['/assets/school-page.js', '/assets/table.js']);
    expect(preloads.every((link) => link.crossOrigin === '')).toBe(true);
    // After the app's own tags.
    expect(document.head.querySelector('meta[name="app-script"] ~ link[rel="modulepreload"]')).not.toBeNull();
    preloads.forEach((link) => link.remove());
    await runBootAt('/news');
    await vi.runAllTimersAsync();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it("puts antd's prebuilt sheet and the place for antd's own styles first in <head>, ahead of the app's sheet", async () => {
    const appSheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/index.css' });
    document.head.append(appSheet);
    window.history.replaceState(null, '', '/');
    writeIndexHtml();
    // As vite-plugin.ts writes them, before the scripts.
    (document.getElementById('yzy-app-scripts') as HTMLTemplateElement).content.prepend(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', id: 'yzy-antd-styles', href: '/assets/antd-styles.css' }),
      Object.assign(document.createElement('style'), { id: 'antd-queue' }),
    );
    vi.resetModules();
    await import('./boot');
    await vi.runAllTimersAsync();
    const order = [...document.head.children].map((node) => node.id || node.getAttribute('href') || node.getAttribute('content'));
    expect(order.indexOf('yzy-antd-styles')).toBe(0);
    expect(order.indexOf('antd-queue')).toBe(1);
    expect(order.indexOf('/assets/index.css')).toBeGreaterThan(1);
    expect(order.slice(-2)).toEqual(['1', '2']);
    for (const id of ['yzy-antd-styles', 'antd-queue']) {
      document.getElementById(id)?.remove();
    }
    appSheet.remove();
  });

  it("draws 艺考资讯's first articles from the page's first call as text, then starts the app", async () => {
    const article: ArticleListItem = {
      id: 7,
      title: '<img src=x onerror=alert(1)>统考安排',
      summary: '先弄清目标专业',
      category: '政策解读',
      provinceId: null,
      provinceName: null,
      cover: '',
      viewCount: 12,
      publishedAt: new Date(2026, 10, 20, 9).getTime() / 1000,
      source: '示例数据',
    };
    const fetch = vi.fn(() => Promise.resolve(Response.json({ status: 200, msg: 'ok', data: { content: [article], total: 1 } })));
    vi.stubGlobal('fetch', fetch);
    await runBootAt('/news');
    await vi.waitFor(() => expect(document.querySelectorAll('.yzy-shell-row')).toHaveLength(1));
    expect(fetch).toHaveBeenCalledWith('/api/v1/article/list?page=1&size=10', expect.anything());
    // Left for the page's own first call (hand-over.ts), so it is not asked twice.
    expect(window.yzyShellCall?.url).toBe('/api/v1/article/list?page=1&size=10');
    const row = document.querySelector('.yzy-shell main .yzy-shell-row');
    const title = row?.querySelector('a');
    expect(title?.textContent).toBe(article.title);
    expect(title?.querySelector('img')).toBeNull();
    expect(title?.getAttribute('href')).toBe('/news/detail?id=7');
    expect(row?.querySelector('.yzy-shell-row-meta')?.textContent).toBe('政策解读全国2026-11-20 12来源：示例数据');
    expect(document.querySelector('.yzy-shell-tab-active')?.textContent).toBe('全部');
    await vi.runAllTimersAsync();
    expect(document.head.querySelectorAll('meta[name="app-script"]')).toHaveLength(2);
  });

  it('starts the app on 艺考资讯 in a browser without AbortSignal.timeout (iOS before 16)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const timeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout');
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true });
    try {
      await runBootAt('/news');
      await vi.runAllTimersAsync();
      expect(document.head.querySelectorAll('meta[name="app-script"]')).toHaveLength(2);
    } finally {
      if (timeout) {
        Object.defineProperty(AbortSignal, 'timeout', timeout);
      } else {
        // Inherited in happy-dom: removing the stand-in shows it again.
        Reflect.deleteProperty(AbortSignal, 'timeout');
      }
      document.head.querySelectorAll('meta[name="app-script"]').forEach((tag) => tag.remove());
    }
  });

  it('draws no articles when the call fails, and asks for none when the address carries filters', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    await runBootAt('/news');
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.yzy-shell .yzy-shell-card')).not.toBeNull();
    expect(document.querySelectorAll('.yzy-shell-row')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[name="app-script"]')).toHaveLength(2);

    document.head.querySelectorAll('meta[name="app-script"]').forEach((tag) => tag.remove());
    await runBootAt('/news?category=政策解读');
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.yzy-shell-tab-active')).toBeNull();
  });
});
