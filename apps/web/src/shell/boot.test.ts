import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** index.html as the build writes it (vite-plugin.ts), with a shortened header and stand-ins for the app's scripts. */
function writeIndexHtml() {
  const tabs = [
    ['首页', '/'],
    ['找大学', '/school'],
    ['艺考资讯', '/news'],
  ]
    .map(([label, href]) => `<a class="yzy-tab" href="${href}">${label}</a>`)
    .join('');
  document.body.innerHTML =
    `<div id="root"><div class="ant-app"><div class="yzy-shell yzy-site" data-grey="/mine /school">` +
    `<header class="yzy-header"><nav class="yzy-tabs">${tabs}</nav></header><main class="yzy-main"></main></div></div></div>` +
    '<template data-first-screen="/school"><header class="yzy-page-head">找大学</header></template>' +
    '<template data-first-screen="/filling" data-member><header class="yzy-page-head">模拟填报</header></template>' +
    '<template data-first-screen="/news" data-rows="/api/v1/article/list?page=1&amp;size=10"><div class="yzy-news-card"><span class="yzy-news-spin"></span></div></template>' +
    '<template data-article-row><article><a href="/news/detail?id={{id}}" title="{{title}}">{{title}}</a><p>{{summary}}</p>' +
    '<span>{{category}}</span><span>{{province}}</span><span>{{date}}</span><span>{{views}}</span><span>来源：{{source}}</span></article></template>' +
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
  window.localStorage.clear();
  document.head.querySelectorAll('meta[name="app-script"]').forEach((tag) => tag.remove());
  window.history.replaceState(null, '', '/');
});

describe('app shell boot', () => {
  it("fills the shell with the page's first screen, its tab and its background", async () => {
    await runBootAt('/school');
    const shell = document.querySelector('.yzy-shell');
    expect(shell?.querySelector('main .yzy-page-head')?.textContent).toBe('找大学');
    expect([...document.querySelectorAll('.yzy-tab-active')].map((a) => a.textContent)).toEqual(['找大学']);
    expect(shell?.classList.contains('yzy-site-grey')).toBe(true);
  });

  it('marks the parent tab on a sub-page and leaves a page without a first screen empty and white', async () => {
    await runBootAt('/news/detail');
    expect([...document.querySelectorAll('.yzy-tab-active')].map((a) => a.textContent)).toEqual(['艺考资讯']);
    expect(document.querySelector('.yzy-shell main')?.children).toHaveLength(0);
    expect(document.querySelector('.yzy-shell')?.classList.contains('yzy-site-grey')).toBe(false);
  });

  it('draws no site header for the pages outside the site layout', async () => {
    await runBootAt('/admin/login');
    expect(document.querySelector('.yzy-shell')).toBeNull();
  });

  it('marks the shell of a member, whose login button it hides', async () => {
    window.localStorage.setItem('token', 't');
    await runBootAt('/');
    expect(document.querySelector('.yzy-shell')?.classList.contains('yzy-shell-member')).toBe(true);
  });

  it("paints a member page's head only when a session is stored (a visitor is sent to 登录)", async () => {
    await runBootAt('/filling');
    expect(document.querySelector('.yzy-shell main')?.children).toHaveLength(0);
    window.localStorage.setItem('token', 't');
    await runBootAt('/filling');
    expect(document.querySelector('.yzy-shell main .yzy-page-head')?.textContent).toBe('模拟填报');
  });

  it("starts the app's scripts after the first frame, each once", async () => {
    await runBootAt('/');
    expect(document.head.querySelectorAll('meta[name="app-script"]')).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect([...document.head.querySelectorAll('meta[name="app-script"]')].map((m) => m.getAttribute('content'))).toEqual(['1', '2']);
    expect(document.getElementById('yzy-app-scripts')).toBeNull();
  });

  it("draws 艺考资讯's first articles from the page's first call, as text, in place of the list's spinner", async () => {
    const article = {
      id: 13,
      title: '<b>八大美院</b>',
      summary: '八所',
      category: '院校动态',
      provinceName: null,
      publishedAt: 1794877200,
      viewCount: 12,
      source: '示例数据',
    };
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ status: 200, msg: 'ok', data: { content: [article, article] } }))),
    );
    vi.stubGlobal('fetch', fetch);
    await runBootAt('/news');
    await vi.waitFor(() => expect(document.querySelectorAll('.yzy-shell article')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledWith('/api/v1/article/list?page=1&size=10', expect.anything());
    const row = document.querySelector('.yzy-shell article');
    expect(row?.querySelector('a')?.getAttribute('href')).toBe('/news/detail?id=13');
    expect(row?.querySelector('a')?.textContent).toBe('<b>八大美院</b>');
    expect(row?.querySelector('b')).toBeNull();
    expect(row?.textContent).toContain('院校动态全国');
    expect(row?.textContent).toContain('12来源：示例数据');
    expect(document.querySelector('.yzy-news-spin')).toBeNull();
  });

  it('draws no articles for a filtered address or a refused call', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 50000, msg: '服务繁忙', data: null }))));
    vi.stubGlobal('fetch', fetch);
    await runBootAt('/news?category=政策解读');
    expect(fetch).not.toHaveBeenCalled();
    await runBootAt('/news');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.runAllTimersAsync();
    expect(document.querySelectorAll('.yzy-shell article')).toHaveLength(0);
    expect(document.querySelector('.yzy-news-spin')).not.toBeNull();
  });
});
