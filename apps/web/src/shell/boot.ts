/**
 * The app shell's only script (a chunk of its own that imports nothing). index.html loads it as an
 * async module, so it runs as soon as it arrives, well before the app's own JavaScript: it puts the
 * requested page's first screen (a <template> the build wrote into index.html, vite-plugin.ts) into
 * the shell's page area, marks the active tab and the grey background, and hides the login button
 * from a member; on 艺考资讯 it asks for the first page of articles and draws the first of them.
 * Once that has painted it starts the app's scripts, which the build parked in a template
 * (vite-plugin.ts). React replaces the whole shell on its first commit.
 */

/** What fills a phone's first screen of 艺考资讯; the rest come with React. */
const FIRST_ROWS = 5;

/** As publishDate (features/news) writes it: the visitor's local date, 2026-11-20. */
function localDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

interface Article {
  id: number;
  title: string;
  summary: string;
  category: string;
  provinceName: string | null;
  publishedAt: number;
  viewCount: number;
  source: string;
}

/**
 * Draws the first articles of an answer of GET /api/v1/article/list in place of the list's spinner:
 * each a copy of ArticleRow as the build rendered it, its `{{slots}}` filled as text (never parsed
 * as markup). Anything unexpected draws nothing.
 */
function drawRows(main: Element, answer: { status?: number; data?: { content?: Article[] } }): void {
  const spinner = main.querySelector('.yzy-news-spin');
  const row = document.querySelector<HTMLTemplateElement>('template[data-article-row]');
  const articles = answer.status === 200 ? (answer.data?.content ?? []) : [];
  if (!spinner || !row || articles.length === 0) {
    return;
  }
  spinner.replaceWith(
    ...articles.slice(0, FIRST_ROWS).map((article) => {
      const fields: Record<string, string> = {
        id: String(article.id),
        title: article.title,
        summary: article.summary,
        category: article.category,
        province: article.provinceName ?? '全国',
        date: localDate(article.publishedAt),
        views: String(article.viewCount),
        source: article.source,
      };
      const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => fields[slot] ?? '');
      const copy = row.content.cloneNode(true) as DocumentFragment;
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          for (const attribute of node.attributes) {
            attribute.value = fill(attribute.value);
          }
        } else {
          node.textContent = fill(node.textContent ?? '');
        }
      }
      return copy;
    }),
  );
}

/**
 * 艺考资讯's first articles: the page's own first call, without filters (a query string means filters
 * the shell cannot read). An answer later than a second, or none, draws nothing.
 */
function firstRows(url: string, main: Element): Promise<void> {
  // A controller and a timer rather than AbortSignal.timeout, which iOS before 16 lacks.
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 1000);
  return fetch(url, { signal: controller.signal })
    .then((response) => response.json() as Promise<Parameters<typeof drawRows>[1]>)
    .then((answer) => drawRows(main, answer))
    .catch(() => {});
}

/** lib/token.ts's key: a member does not see 登录/注册 while the app loads, and sees their page's head. */
function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem('token'));
  } catch {
    // Storage blocked: a visitor.
    return false;
  }
}

function fillShell(): Promise<void> | undefined {
  const shell = document.querySelector<HTMLElement>('#root .yzy-shell');
  if (!shell) {
    // React has already committed.
    return undefined;
  }
  // Without a trailing slash.
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (/^\/(admin|app|s)(\/|$)/.test(path)) {
    // Outside the site layout (app/routes.tsx): the console, the download page, a shared report.
    shell.remove();
    return undefined;
  }
  const member = hasStoredSession();
  if (member) {
    shell.classList.add('yzy-shell-member');
  }
  const screen = document.querySelector<HTMLTemplateElement>(`template[data-first-screen="${path}"]`);
  const main = shell.querySelector('main');
  // A member page's head only for a member: a visitor is sent to 登录.
  if (screen && main && (member || screen.dataset.member === undefined)) {
    main.append(screen.content.cloneNode(true));
  }
  const rows = screen?.dataset.rows;
  for (const tab of shell.querySelectorAll<HTMLAnchorElement>('.yzy-tab')) {
    const href = tab.getAttribute('href') ?? '';
    if (href === path || (href !== '/' && path.startsWith(`${href}/`))) {
      tab.classList.add('yzy-tab-active');
    }
  }
  if ((shell.dataset.grey ?? '').split(' ').includes(path)) {
    shell.classList.add('yzy-site-grey');
  }
  return rows && main && !location.search ? firstRows(rows, main) : undefined;
}

/** Starts the app's scripts; the template goes once its tags are taken, so a second call does nothing. */
function loadApp(): void {
  const scripts = document.getElementById('yzy-app-scripts') as HTMLTemplateElement | null;
  if (scripts) {
    scripts.remove();
    // A cloned <script> would not run: each is made anew.
    for (const tag of scripts.content.children) {
      const copy = document.createElement(tag.tagName.toLowerCase());
      for (const { name, value } of tag.attributes) {
        copy.setAttribute(name, value);
      }
      document.head.append(copy);
    }
  }
}

function start(): void {
  const rows = fillShell();
  if (document.visibilityState === 'hidden') {
    // A background tab paints nothing: no reason to wait.
    loadApp();
    return;
  }
  // Right after the first paint (on 艺考资讯, the paint of its first rows, so the app's requests do not
  // compete with them): a timeout queued from the frame's callback runs once it is painted.
  // The second timer is a safety net should frames be held back.
  void Promise.resolve(rows).then(() => requestAnimationFrame(() => setTimeout(loadApp)));
  setTimeout(loadApp, 1000);
}

// An async script may in principle arrive before the parser has reached the templates.
if (document.readyState === 'loading') {
  document.addEventListener('readystatechange', start, { once: true });
} else {
  start();
}

// A module (the entry imports it for its side effects), not a script.
export {};
