import { fireEvent, screen } from '@testing-library/react';
import type { ArticleDetail, Banner } from '@yzy/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeBanner } from '../features/home';
import { UserMenu } from '../features/member';
import { ArticleView } from '../features/news';
import { httpUrl, sitePath } from '../lib/safe-url';
import { setToken } from '../lib/token';
import { memberFactory } from '../test/member-factory';
import { envelope, mockServer, type MockServer } from '../test/mock-adapter';
import { renderWithApp } from '../test/render';

// Text a member or an operator saved is drawn as text: markup in it never becomes elements, and an
// address that is not http(s) or a path of the site never becomes a link. The server keeps rich text
// to its allow-list (apps/server: stored-xss.test.ts); these are the fields the page draws itself.

vi.mock('../lib/browser', () => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));

const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

/** No element the markup could have made, and no address that runs script, anywhere in the page. */
function expectNothingRunnable(container: HTMLElement) {
  expect(container.querySelectorAll('script, iframe, object, embed, img[onerror], svg[onload]')).toHaveLength(0);
  const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([]);
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}

describe('stored text is drawn as text', () => {
  it('a banner: title and subtitle as text; a javascript: or data: link or image is no link and no image', async () => {
    const banners: Banner[] = [
      {
        id: 1,
        title: MARKUP,
        subtitle: `"><svg onload="window.__xss=3">`,
        image: 'javascript:window.__xss=4',
        gradient: '',
        link: 'javascript:window.__xss=5',
        sort: 1,
      },
      {
        id: 2,
        title: '第二张',
        subtitle: '',
        image: 'data:image/svg+xml,<svg onload=alert(1)>',
        gradient: '',
        link: '//evil.example/x',
        sort: 2,
      },
    ];
    server = mockServer((call) => (call.url === '/api/v1/banner' ? envelope(200, banners) : envelope(10004, null, '接口不存在')));
    const { container } = renderWithApp(<HomeBanner />);
    expect((await screen.findAllByText(MARKUP)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`"><svg onload="window.__xss=3">`).length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.yzy-banner-action')).toHaveLength(0);
    const backgrounds = [...container.querySelectorAll<HTMLElement>('.yzy-banner-slide')].map((slide) => slide.style.background);
    expect(backgrounds.filter((b) => /javascript|data:/i.test(b))).toEqual([]);
    expectNothingRunnable(container);
  });

  it("an article's title as text", async () => {
    const article: ArticleDetail = {
      id: 7,
      title: MARKUP,
      summary: MARKUP,
      category: '政策解读',
      provinceId: null,
      provinceName: null,
      cover: '',
      viewCount: 1,
      publishedAt: 1_790_000_000,
      source: '<b>来源</b>',
      content: '<p>正文</p>',
    };
    server = mockServer((call) => (call.url === '/api/v1/article/detail' ? envelope(200, article) : envelope(10004, null, '接口不存在')));
    const { container } = renderWithApp(<ArticleView id={7} />);
    expect(await screen.findByRole('heading', { name: MARKUP })).toBeInTheDocument();
    expect(screen.getByText('正文')).toBeInTheDocument();
    expectNothingRunnable(container);
  });

  it("a member's nickname as text in the header", async () => {
    setToken('tok');
    const { container } = renderWithApp(<UserMenu member={memberFactory({ nickname: MARKUP })} scoreSummary="" />);
    fireEvent.mouseEnter(screen.getByTestId('user-menu-trigger'));
    expect((await screen.findAllByText(MARKUP)).length).toBeGreaterThan(0);
    expectNothingRunnable(container);
    expectNothingRunnable(document.body);
  });
});

describe('httpUrl and sitePath: the one check for an address the page links to', () => {
  it.each(['https://www.haeea.cn/', 'http://www.jseea.cn/a?b=1', 'HTTPS://EXAMPLE.ORG'])('keeps %s as an http(s) address', (url) => {
    expect(httpUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    'https://',
    'http:/x',
    '',
    null,
    undefined,
  ])('refuses %j as an http(s) address', (url) => {
    expect(httpUrl(url)).toBeNull();
  });

  it('keeps a path of the site, and no other site dressed as one', () => {
    expect(sitePath('/news?id=1')).toBe('/news?id=1');
    expect(sitePath('//evil.example')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
  });
});
