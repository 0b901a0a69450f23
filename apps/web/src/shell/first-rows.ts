/**
 * 艺考资讯's first articles in the app shell. boot.ts loads this chunk only on that page, together with
 * the page's first call (the screen's `data-rows`), and hands over the answer: the rows are plain HTML
 * copied from `<template data-first-row>` (markup.ts) and filled as text, never parsed as markup.
 * The first row is the page's largest paint; drawing it here puts it before the app's scripts, which
 * boot.ts starts only after this has painted. React replaces the shell, rows and all, on its first commit.
 */
import type { ArticleListItem } from '@yzy/shared/contracts';

/** What fills the first screen of a phone; the rest come with React. */
const FIRST_ROWS = 5;

/** As publishDate (features/news) writes it: the visitor's local date, 2026-11-20. */
function localDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Draws the articles of an answer of GET /api/v1/article/list into `screen`; anything unexpected draws nothing. */
export function drawRows(screen: Element, answer: { status?: number; data?: { content?: ArticleListItem[] } }): void {
  const list = screen.querySelector('.yzy-shell-rows');
  const row = document.querySelector<HTMLTemplateElement>('template[data-first-row]');
  const articles = answer.status === 200 ? (answer.data?.content ?? []) : [];
  if (!list || !row || articles.length === 0) {
    return;
  }
  for (const article of articles.slice(0, FIRST_ROWS)) {
    const copy = row.content.cloneNode(true) as DocumentFragment;
    const fields: Record<string, string> = {
      title: article.title,
      summary: article.summary,
      category: article.category,
      province: article.provinceName ?? '全国',
      date: localDate(article.publishedAt),
      views: String(article.viewCount),
      source: article.source,
    };
    for (const field of copy.querySelectorAll<HTMLElement>('[data-field]')) {
      field.textContent = fields[field.dataset.field ?? ''] ?? '';
    }
    const link = copy.querySelector('a');
    link?.setAttribute('href', `${link.getAttribute('href') ?? ''}${article.id}`);
    list.append(copy);
  }
  // No filters without a query string (boot.ts): 全部 is the open tab.
  screen.querySelector('.yzy-shell-tabs > span')?.classList.add('yzy-shell-tab-active');
}
