import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenTemplates, shellMarkup } from './markup';

/** index.html as the build writes it, with stand-ins for the app's script tags. */
function writeIndexHtml() {
  document.body.innerHTML =
    `<div id="root">${shellMarkup()}</div>${firstScreenTemplates('/first-rows.js')}` +
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
  document.head.querySelectorAll('meta[name="app-script"]').forEach((tag) => tag.remove());
  window.history.replaceState(null, '', '/');
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
});
