import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticleDetail, AdminBanner, AdminGuideSection, ArticleDetail, AuditItem, Banner } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app';
import { auditRows, get, loginOperator, post } from '../admin-test-helpers';

const UNSAFE =
  '<h2>标题</h2><p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><a href="https://example.com">好链接</a><img src="x" onerror="bad()"></p><style>p{}</style>';

describe(`operator content (${engines})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews and saves articles with one allow-list; a published article is on the site', async () => {
    const preview = await post<{ html: string }>(t, '/api/admin/v1/content/preview', { html: UNSAFE }, token);
    for (const bad of ['onclick', '<script', 'javascript:', 'onerror', '<style']) {
      expect(preview.data.html).not.toContain(bad);
    }
    expect(preview.data.html).toContain('<a href="https://example.com" rel="noopener noreferrer">好链接</a>');

    const created = await post<AdminArticleDetail>(
      t,
      '/api/admin/v1/article/create',
      {
        title: '2027年河南艺考政策解读',
        summary: '要点',
        content: UNSAFE,
        category: '政策解读',
        provinceId: 41,
        source: '河南省教育考试院',
      },
      token,
    );
    expect(created.data).toMatchObject({
      title: '2027年河南艺考政策解读',
      provinceName: '河南',
      published: true,
      source: '河南省教育考试院',
      content: preview.data.html,
    });
    const id = created.data.id;
    const onSite = await get<ArticleDetail>(t, `/api/v1/article/detail?id=${id}`);
    expect(onSite.data).toMatchObject({ title: '2027年河南艺考政策解读', content: preview.data.html, source: '河南省教育考试院' });

    const edited = await post<AdminArticleDetail>(
      t,
      '/api/admin/v1/article/update',
      { id, title: '2027年河南艺考政策解读（更新）', content: '<p>新正文</p>', category: '政策解读', published: false },
      token,
    );
    expect(edited.data).toMatchObject({
      title: '2027年河南艺考政策解读（更新）',
      content: '<p>新正文</p>',
      published: false,
      provinceId: null,
      source: '艺志愿编辑部',
    });
    expect((await post<AdminArticleDetail>(t, '/api/admin/v1/article/publish', { id, published: true }, token)).data.published).toBe(true);
    const drafts = await get<{ content: { id: number }[] }>(t, '/api/admin/v1/article/list?published=false', token);
    expect(drafts.data.content.some((a) => a.id === id)).toBe(false);
    expect((await post(t, '/api/admin/v1/article/delete', { id }, token)).status).toBe(200);
    expect((await get(t, `/api/v1/article/detail?id=${id}`)).status).toBe(10004);
    for (const action of ['article.create', 'article.update', 'article.publish', 'article.delete']) {
      expect(await auditRows(t, action, id), action).toHaveLength(1);
    }
  });

  it('refuses an article that is empty once cleaned, an unknown province and an unknown id', async () => {
    const base = { title: '标题', category: '政策解读' };
    expect(await post(t, '/api/admin/v1/article/create', { ...base, content: '<script>x</script>' }, token)).toMatchObject({
      status: 10001,
      msg: '正文在清理不安全内容后为空',
    });
    expect(await post(t, '/api/admin/v1/article/create', { ...base, content: '<p>x</p>', provinceId: 99 }, token)).toMatchObject({
      status: 10001,
      msg: '省份不存在',
    });
    expect(await post(t, '/api/admin/v1/article/create', { ...base, content: '<p>x</p>', category: '八卦' }, token)).toMatchObject({
      status: 10001,
      msg: '资讯分类不正确',
    });
    expect((await post(t, '/api/admin/v1/article/publish', { id: 999999, published: false }, token)).status).toBe(10004);
    expect(await auditRows(t, 'article.create')).toHaveLength(1);
  });

  it('manages banners; only enabled ones reach the home page', async () => {
    const created = await post<AdminBanner>(
      t,
      '/api/admin/v1/banner/create',
      { title: '新年活动', link: '/vipintroduce', gradient: 'linear-gradient(135deg, #5b8def, #7b5bef)', sort: 1 },
      token,
    );
    expect(created.data).toMatchObject({ title: '新年活动', enabled: true });
    const id = created.data.id;
    expect((await get<Banner[]>(t, '/api/v1/banner')).data.some((b) => b.id === id)).toBe(true);
    await post(t, '/api/admin/v1/banner/update', { id, title: '新年活动', enabled: false }, token);
    expect((await get<Banner[]>(t, '/api/v1/banner')).data.some((b) => b.id === id)).toBe(false);
    expect((await get<AdminBanner[]>(t, '/api/admin/v1/banner/list', token)).data.find((b) => b.id === id)?.enabled).toBe(false);
    for (const link of ['javascript:alert(1)', '//other.host/x', '/\\other.host', 'https:///other.host']) {
      expect((await post(t, '/api/admin/v1/banner/create', { title: 'x', link }, token)).msg, link).toBe('链接须为站内路径或http(s)地址');
    }
    expect((await post(t, '/api/admin/v1/banner/create', { title: 'x', gradient: 'url(https://evil)' }, token)).msg).toBe(
      '渐变只能包含颜色、角度和百分比',
    );
    await post(t, '/api/admin/v1/banner/delete', { id }, token);
    expect((await post(t, '/api/admin/v1/banner/delete', { id }, token)).status).toBe(10004);
    expect((await auditRows(t, 'banner.delete', id)).length).toBe(1);
    expect((await auditRows(t, 'banner.update', id)).length).toBe(1);
  });

  it('manages 使用指南 sections with unique keys, sanitised', async () => {
    const created = await post<AdminGuideSection>(
      t,
      '/api/admin/v1/guide/create',
      { key: 'import-faq', title: '数据说明', content: '<p>来源<script>x</script></p>', sort: 99 },
      token,
    );
    expect(created.data).toMatchObject({ key: 'import-faq', content: '<p>来源</p>' });
    expect((await get<{ key: string }[]>(t, '/api/v1/guide')).data.some((g) => g.key === 'import-faq')).toBe(true);
    const twin = await post(t, '/api/admin/v1/guide/create', { key: 'import-faq', title: '重复', content: '<p>x</p>' }, token);
    expect(twin).toMatchObject({ status: 10001, msg: '标识已被其他章节使用' });
    expect(
      (
        await post<AdminGuideSection>(
          t,
          '/api/admin/v1/guide/update',
          { id: created.data.id, key: 'import-faq', title: '数据来源说明', content: '<p>新</p>' },
          token,
        )
      ).data.title,
    ).toBe('数据来源说明');
    await post(t, '/api/admin/v1/guide/delete', { id: created.data.id }, token);
    expect(await auditRows(t, 'guide.create')).toHaveLength(1);
  });

  it('lists the audit log newest first, filtered by action and target', async () => {
    const page = await get<{ content: AuditItem[]; total: number }>(t, '/api/admin/v1/audit/list?targetType=banner&size=50', token);
    expect(page.data.content.map((a) => a.action)).toEqual(['banner.delete', 'banner.update', 'banner.create']);
    expect(page.data.content[0]).toMatchObject({ targetType: 'banner', operatorName: expect.stringMatching(/^op/), ip: '127.0.0.1' });
    const one = await get<{ total: number }>(t, '/api/admin/v1/audit/list?action=guide.update', token);
    expect(one.data.total).toBe(1);
  });
});
