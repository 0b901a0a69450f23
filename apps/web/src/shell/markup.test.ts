import { describe, expect, it } from 'vitest';
import { topTabs } from '../app/route-table';
import { HOME_HERO, NEWS_LIST, NEWS_LIST_HEAD, SCHOOL_LIST_HEAD } from '../shared/first-screen';
import { firstScreenTemplates, shellMarkup } from './markup';

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('app shell markup', () => {
  it('draws the header with the nine tabs of the React header, in order', () => {
    const doc = parse(shellMarkup());
    const tabs = [...doc.querySelectorAll('.yzy-shell .yzy-tab')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(tabs).toEqual(topTabs.map((tab) => [tab.label, tab.path]));
    expect(doc.querySelector('.yzy-shell main.yzy-main')?.children).toHaveLength(0);
  });

  it('names the grey pages for boot.ts: 找大学 is grey, 艺考资讯 is not', () => {
    const grey = parse(shellMarkup()).querySelector<HTMLElement>('.yzy-shell')?.dataset.grey?.split(' ');
    expect(grey).toContain('/school');
    expect(grey).not.toContain('/news');
  });

  it('holds the first screen of 首页, 找大学 and 艺考资讯 in the words the pages use', () => {
    const doc = parse(firstScreenTemplates('/assets/first-rows.js'));
    const text = (path: string) => doc.querySelector<HTMLTemplateElement>(`template[data-first-screen="${path}"]`)?.innerHTML;
    expect(text('/')).toContain(HOME_HERO.title);
    expect(text('/')).toContain(HOME_HERO.lead);
    expect(text('/school')).toContain(SCHOOL_LIST_HEAD.description);
    expect(text('/news')).toContain(NEWS_LIST_HEAD.title);
  });

  it("names 艺考资讯's first call and the script that draws it, and an empty row for each article", () => {
    const doc = parse(firstScreenTemplates('/assets/first-rows.js'));
    const news = doc.querySelector<HTMLTemplateElement>('template[data-first-screen="/news"]');
    expect(news?.dataset.rows).toBe(`${NEWS_LIST.url}?page=1&size=${NEWS_LIST.pageSize}`);
    expect(news?.dataset.rowsScript).toBe('/assets/first-rows.js');
    expect(news?.content.querySelector('.yzy-shell-card .yzy-shell-rows')).not.toBeNull();
    expect(doc.querySelector('template[data-first-screen="/school"]')?.hasAttribute('data-rows')).toBe(false);
    const row = doc.querySelector<HTMLTemplateElement>('template[data-first-row]')?.content;
    expect([...(row?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].map((field) => field.dataset.field)).toEqual([
      'title',
      'summary',
      'category',
      'province',
      'date',
      'views',
      'source',
    ]);
  });
});
