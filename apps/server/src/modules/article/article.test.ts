import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListItem, Banner, GuideSection } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { createSeededApp, get } from '../../demo/catalogue/test-fixtures';
import { sanitizeRichText } from './sanitize';
import { nonEmpty } from '../../../test/non-empty';

type Page = { content: ArticleListItem[]; total: number; page: number; size: number };

describe(`articles, banners and guide (${engines})`, () => {
  let built: TestApp;
  const list = (query: string) => get<Page>(built.app, `/api/v1/article/list${query}`);

  beforeAll(async () => {
    built = await createSeededApp();
  });
  afterAll(async () => {
    await built.close();
  });

  it('lists at least 20 articles newest first', async () => {
    const res = await list('?size=50');
    expect(res.data.total).toBeGreaterThanOrEqual(20);
    const times = res.data.content.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(nonEmpty(res.data.content).every((a) => a.source === '示例数据' && a.summary.length > 0)).toBe(true);
  });

  it('filters by category and by province (national articles included)', async () => {
    for (const category of ['政策解读', '备考指导', '院校动态', '志愿技巧']) {
      const res = await list(`?category=${encodeURIComponent(category)}`);
      expect(res.data.total, category).toBeGreaterThanOrEqual(4);
      expect(nonEmpty(res.data.content).every((a) => a.category === category)).toBe(true);
    }
    const all = (await list('?size=50')).data;
    const henan = (await list('?provinceId=41&size=50')).data;
    expect(henan.content.some((a) => a.provinceName === '河南' && a.provinceId === 41)).toBe(true);
    expect(nonEmpty(henan.content).every((a) => a.provinceId === 41 || a.provinceId === null)).toBe(true);
    expect(henan.total).toBeLessThan(all.total);
    const paged = await list('?size=5&page=2');
    expect(paged.data.content.map((a) => a.id)).toEqual(all.content.slice(5, 10).map((a) => a.id));
  });

  it('refuses bad paging and unknown categories with 10001', async () => {
    for (const query of ['?page=0', '?size=51', '?category=娱乐', '?provinceId=abc']) {
      expect((await list(query)).status, query).toBe(10001);
    }
  });

  it('counts each read of the detail and answers 10004 for an unknown id', async () => {
    const id = (await list('')).data.content[0].id;
    const first = await get<ArticleDetail>(built.app, `/api/v1/article/detail?id=${id}`);
    const second = await get<ArticleDetail>(built.app, `/api/v1/article/detail?id=${id}`);
    expect(first.status).toBe(200);
    expect(second.data.viewCount).toBe(first.data.viewCount + 1);
    expect(first.data.content).toContain('<p>');
    expect((await list('')).data.content[0].viewCount).toBe(second.data.viewCount);
    expect((await get(built.app, '/api/v1/article/detail?id=987654')).status).toBe(10004);
    expect((await get(built.app, '/api/v1/article/detail?id=1.5')).status).toBe(10001);
  });

  it('hides an article an operator unpublished from the list and the detail', async () => {
    const before = (await list('')).data;
    const id = before.content[0].id;
    await built.deps.db.updateTable('articles').set({ published: 0 }).where('id', '=', id).execute();
    const after = (await list('')).data;
    expect(after.total).toBe(before.total - 1);
    expect(after.content.map((a) => a.id)).not.toContain(id);
    expect((await get(built.app, `/api/v1/article/detail?id=${id}`)).status).toBe(10004);
    await built.deps.db.updateTable('articles').set({ published: 1 }).where('id', '=', id).execute();
  });

  it('serves the banners in order and a guide section for every feature', async () => {
    const banners = await get<Banner[]>(built.app, '/api/v1/banner');
    expect(banners.data.length).toBeGreaterThanOrEqual(3);
    expect(banners.data.map((b) => b.sort)).toEqual([...banners.data.map((b) => b.sort)].sort((a, b) => a - b));
    expect(nonEmpty(banners.data).every((b) => b.gradient.startsWith('linear-gradient') && b.link.startsWith('/'))).toBe(true);
    const guide = await get<GuideSection[]>(built.app, '/api/v1/guide');
    expect(guide.data.map((g) => g.key)).toEqual(
      expect.arrayContaining(['home', 'filling', 'volunteer', 'school', 'major', 'range', 'compute', 'news', 'vip', 'expert']),
    );
    expect(guide.data.find((g) => g.key === 'filling')?.content).toContain('冲');
  });

  it('strips scripts, handlers and javascript: links from rich text', () => {
    const dirty =
      '<p onclick="x()">好<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="https://a.example/1.png" onerror="x()"></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/);
    expect(clean).toContain('<p>好');
    expect(clean).toContain('<img src="https://a.example/1.png" />');
  });
});
