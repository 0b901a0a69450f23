import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticleDetail, AdminBanner, ArticleDetail, Banner, GuideSection, MemberInfo } from '@yzy/shared/contracts';
import { login } from '../../../../test/login-helpers';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';
import { get, loginOperator, post } from '../admin-test-helpers';

// Stored HTML and script in every field an operator or a member writes. Rich text (articles, 使用指南)
// is served only as the allow-list keeps it, whatever the row holds; every other field is plain text,
// served as JSON and drawn by React as text (apps/web: stored-text-rendering.test.tsx, and the
// browser journey in e2e/tests/admin.spec.ts).

/** Markup that runs script in a browser, in the forms filters miss most often. */
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"><circle r="1"/></svg>',
  '<iframe src="javascript:window.__xss=4"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=5&lt;/script&gt;"></iframe>',
  '<a href="JaVaScRiPt:window.__xss=6">a</a>',
  '<a href="&#106;avascript:window.__xss=7">b</a>',
  '<a href=" javascript:window.__xss=8">c</a>',
  '<a href="data:text/html,&lt;script&gt;window.__xss=9&lt;/script&gt;">d</a>',
  '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
  '<p style="background:url(javascript:window.__xss=10)">e</p>',
  '<object data="javascript:window.__xss=11"></object><embed src="javascript:window.__xss=12">',
  '<form action="javascript:window.__xss=13"><button>f</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=14"></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__xss=15">g</details>',
  '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=16">',
  '<template><img src=x onerror="window.__xss=17"></template>',
  '<!--<img src="--><img src=x onerror="window.__xss=18">-->',
  '<p onmouseover="window.__xss=19" onclick="window.__xss=20">h</p>',
];
const RICH = `<h2>标题</h2><p>正文</p>${VECTORS.join('')}<a href="https://www.haeea.cn/">官方</a>`;

/** What runs script, as served HTML can carry it. */
function runnableIn(html: string): string[] {
  const found: string[] = [];
  const checks: [string, RegExp][] = [
    ['a script element', /<script/i],
    ['an event handler', /<[^>]+\son[a-z]+\s*=/i],
    ['a javascript: or data: address', /(href|src|action|data|srcdoc|formaction)\s*=\s*["']?\s*(javascript|data|vbscript):/i],
    ['an active element', /<(iframe|object|embed|form|svg|math|base|meta|style|template|details)\b/i],
    ['an inline style', /\sstyle\s*=/i],
  ];
  for (const [name, pattern] of checks) {
    if (pattern.test(html)) {
      found.push(name);
    }
  }
  return found;
}

describe(`stored HTML and script never come back as markup that runs (${engines})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('an article: the body as the allow-list keeps it, on save, in the preview and on the site; the title as text', async () => {
    const preview = await post<{ html: string }>(t, '/api/admin/v1/content/preview', { html: RICH }, token);
    expect(runnableIn(preview.data.html)).toEqual([]);
    expect(preview.data.html).toContain('<a href="https://www.haeea.cn/" rel="noopener noreferrer">官方</a>');
    const title = '<img src=x onerror="window.__xss=1">标题';
    const created = await post<AdminArticleDetail>(
      t,
      '/api/admin/v1/article/create',
      { title, summary: '<script>window.__xss=2</script>', content: RICH, category: '政策解读', source: '<b>来源</b>' },
      token,
    );
    expect(created.status).toBe(200);
    expect(runnableIn(created.data.content)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/article/detail?id=${created.data.id}` });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const onSite = (res.json() as { data: ArticleDetail }).data;
    expect(runnableIn(onSite.content)).toEqual([]);
    expect(onSite.content).toContain('<h2>标题</h2><p>正文</p>');
    // Plain-text fields are kept as typed: the page draws them as text, never as markup.
    expect(onSite).toMatchObject({ title, summary: '<script>window.__xss=2</script>', source: '<b>来源</b>' });
  });

  it('an article or a guide section written past the editor (a script, an old row) is served clean', async () => {
    const created = await post<AdminArticleDetail>(
      t,
      '/api/admin/v1/article/create',
      { title: '直接写入的正文', content: '<p>占位</p>', category: '政策解读' },
      token,
    );
    await t.deps.db.updateTable('articles').set({ content: RICH }).where('id', '=', created.data.id).execute();
    const article = await get<ArticleDetail>(t, `/api/v1/article/detail?id=${created.data.id}`);
    expect(article.data.content).toContain('<p>正文</p>');
    expect(runnableIn(article.data.content)).toEqual([]);

    const section = await post<{ id: number }>(
      t,
      '/api/admin/v1/guide/create',
      { key: 'xss', title: '说明', content: '<p>占位</p>' },
      token,
    );
    expect(section.status).toBe(200);
    await t.deps.db.updateTable('guide_sections').set({ content: RICH }).where('key', '=', 'xss').execute();
    const guide = await get<GuideSection[]>(t, '/api/v1/guide');
    const served = guide.data.find((g) => g.key === 'xss');
    expect(served?.content).toContain('<p>正文</p>');
    expect(runnableIn(served?.content ?? '<script>')).toEqual([]);
  });

  it('a guide section saved through the console keeps only the allow-list', async () => {
    const saved = await post<{ content: string }>(t, '/api/admin/v1/guide/create', { key: 'xss2', title: '说明二', content: RICH }, token);
    expect(saved.status).toBe(200);
    expect(runnableIn(saved.data.content)).toEqual([]);
  });

  it('a banner: title and subtitle kept as text; an image or link that is not http(s) or a path is refused', async () => {
    const text = { title: '<svg onload="window.__xss=1">', subtitle: '"><script>window.__xss=2</script>' };
    const created = await post<AdminBanner>(
      t,
      '/api/admin/v1/banner/create',
      { ...text, link: '/news', image: 'https://img.example/a.png' },
      token,
    );
    expect(created.status).toBe(200);
    const banners = await get<Banner[]>(t, '/api/v1/banner');
    expect(banners.data.find((b) => b.id === created.data.id)).toMatchObject(text);
    for (const image of [
      'javascript:window.__xss=3',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'https://img.example/a.png") no-repeat, url("javascript:alert(1)',
      "https://img.example/a.png'),url('x",
    ]) {
      const refused = await post(t, '/api/admin/v1/banner/create', { title: '图', image }, token);
      expect(refused.status, image).toBe(10001);
      const cover = await post(
        t,
        '/api/admin/v1/article/create',
        { title: '封面', content: '<p>x</p>', category: '政策解读', cover: image },
        token,
      );
      expect(cover.status, image).toBe(10001);
    }
    for (const link of ['javascript:window.__xss=4', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example']) {
      expect((await post(t, '/api/admin/v1/banner/create', { title: '链', link }, token)).status, link).toBe(10001);
    }
  });

  it("a member's free text (nickname, feedback) is kept as typed and served as JSON, never as markup", async () => {
    const member = await login(t.app);
    const headers = { authorization: member };
    const nickname = '<b onclick=1>名</b>';
    const profile = await t.app.inject({ method: 'PUT', url: '/api/v1/member/updateProfile', headers, payload: { nickname } });
    expect(profile.json().status).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/memberInfo', headers });
    expect(info.headers['content-type']).toMatch(/^application\/json/);
    expect((info.json() as { data: MemberInfo }).data.nickname).toBe(nickname);

    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create',
      headers,
      payload: { content: '<script>window.__xss=1</script>反馈内容', contact: '"><svg onload=1>' },
    });
    expect(feedback.json().status).toBe(200);
    const stored = await t.deps.db.selectFrom('feedback').select(['content', 'contact']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toEqual({ content: '<script>window.__xss=1</script>反馈内容', contact: '"><svg onload=1>' });
    // Images are http(s) addresses only.
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create',
      headers,
      payload: { content: '带图片的反馈内容', images: ['javascript:alert(1)'] },
    });
    expect(image.json()).toMatchObject({ status: 10001, msg: '图片地址不正确' });
  });
});
