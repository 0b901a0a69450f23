import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSearchResult } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { createSeededApp, get } from '../../demo/catalogue/test-fixtures';

describe(`global search (${engines})`, () => {
  let built: TestApp;
  const search = (query: string) => get<GlobalSearchResult>(built.app, `/api/v1/search/global${query}`);

  beforeAll(async () => {
    built = await createSeededApp();
  });
  afterAll(async () => {
    await built.close();
  });

  it('groups schools, majors and articles', async () => {
    const res = await search(`?keyword=${encodeURIComponent('舞蹈')}`);
    expect(res.status).toBe(200);
    expect(res.data.school.map((s) => s.name)).toContain('北京舞蹈学院');
    expect(res.data.major.map((m) => m.name)).toEqual(expect.arrayContaining(['舞蹈表演', '舞蹈学', '舞蹈编导']));
    expect(res.data.article.some((a) => a.title.includes('舞蹈'))).toBe(true);
    expect(Object.keys(res.data[`school`][0]).sort()).toEqual(['id', 'name']);
    expect(Object.keys(res.data.article[0]).sort()).toEqual(['id', 'title']);
  });

  it('finds schools by their short names (美院 → 美术学院, 央美 → 中央美术学院)', async () => {
    const names = (await search(`?keyword=${encodeURIComponent('美院')}`)).data.school.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['中央美术学院', '中国美术学院']));
    expect((await search(`?keyword=${encodeURIComponent('央美')}`)).data.school.map((s) => s.name)).toEqual(['中央美术学院']);
  });

  it('limits each group to `limit` (default and most 10) and trims the keyword', async () => {
    const wide = await search(`?keyword=${encodeURIComponent(' 设计 ')}`);
    expect(wide.data.major).toHaveLength(10);
    const narrow = await search(`?keyword=${encodeURIComponent('设计')}&limit=3`);
    expect(narrow.data.major).toHaveLength(3);
    expect(narrow.data.school.length).toBeLessThanOrEqual(3);
    expect((await search('?keyword=zymsxy')).data.school).toEqual([expect.objectContaining({ name: '中央美术学院' })]);
  });

  it('refuses an empty, blank or too long keyword and a limit above 10 with 10001', async () => {
    for (const query of ['', '?keyword=', '?keyword=%20%20', `?keyword=${'字'.repeat(31)}`, '?keyword=a&limit=11', '?keyword=a&limit=0']) {
      const res = await search(query);
      expect(res.status, query).toBe(10001);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await search('?keyword=%20')).msg).toBe('请输入关键词');
  });

  it('treats HTML and SQL metacharacters as plain text', async () => {
    for (const keyword of ['<script>alert(1)</script>', "' OR 1=1 --", '%_', '%', '_', "'; DROP TABLE schools; --"]) {
      const res = await search(`?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status, keyword).toBe(200);
      expect(res.data, keyword).toEqual({ school: [], major: [], article: [] });
    }
    expect((await search('?keyword=%E4%B8%AD')).data.school.length).toBeGreaterThan(0);
  });
});
