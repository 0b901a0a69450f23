/**
 * The app shell's only script. index.html loads this chunk as an async module, so it runs as soon as
 * it arrives, well before the app's own JavaScript: it puts the requested page's first screen (a
 * <template> the build wrote into index.html, see markup.ts) into the static shell, marks the active
 * tab and the grey background, and hides the visitor's buttons from a member. The browser then paints
 * the page's header and first words at once; only then does it start the app's scripts (loadApp).
 * React replaces the whole shell on its first commit.
 * It imports nothing at run time, so it cannot wait for another chunk (docs/performance.md, "App shell");
 * on 艺考资讯 it loads first-rows.ts by the address index.html gives it.
 */
import type { drawRows } from './first-rows';
import type {} from './hand-over';

/** The requested page's path, without a trailing slash. */
const pagePath = () => location.pathname.replace(/(.)\/+$/, '$1');

/** The first screen the build wrote for this page, if any (markup.ts). */
const firstScreen = () => document.querySelector<HTMLTemplateElement>(`template[data-first-screen="${pagePath()}"]`);

function fillShell(): Promise<void> | undefined {
  const shell = document.querySelector<HTMLElement>('#root > .yzy-shell');
  if (!shell) {
    // React has already committed.
    return;
  }
  const path = pagePath();
  if (/^\/(admin|app|s)(\/|$)/.test(path)) {
    // Outside the site layout (app/routes.tsx): the console, the download page, a shared report.
    shell.remove();
    return;
  }
  const screen = firstScreen();
  const main = shell.querySelector('main');
  if (screen && main) {
    main.append(screen.content.cloneNode(true));
  }
  for (const tab of shell.querySelectorAll<HTMLAnchorElement>('.yzy-tab')) {
    const href = tab.getAttribute('href') ?? '';
    if (href === path || (href !== '/' && path.startsWith(`${href}/`))) {
      tab.classList.add('yzy-tab-active');
    }
  }
  if ((shell.dataset.grey ?? '').split(' ').includes(path)) {
    shell.classList.add('yzy-site-grey');
  }
  try {
    // lib/token.ts's key; a member sees neither 开通VIP nor 登录/注册 while the app loads.
    if (localStorage.getItem('token')) {
      shell.classList.add('yzy-shell-member');
    }
  } catch {
    // Storage blocked: a visitor.
  }
  // A query string means filters the shell cannot check (the page's zod schema): only the plain page gets rows.
  // markup.ts writes data-rows and data-rows-script together.
  const rows = screen?.dataset.rows;
  return rows && main && !location.search ? firstRows(rows, screen.dataset.rowsScript as string, main) : undefined;
}

/**
 * 艺考资讯's first articles (first-rows.ts, a chunk of its own that only this page loads): the chunk
 * and the page's first call start together. An answer later than a second, or none, draws nothing.
 * The answer is left for the page (hand-over.ts), which then does not ask again.
 */
function firstRows(url: string, script: string, main: Element): Promise<void> {
  // A controller and a timer rather than AbortSignal.timeout, which iOS before 16 lacks: there the
  // call threw before the app's scripts were started, and the page never came to life.
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 1000);
  const answer = fetch(url, { signal: controller.signal }).then((response) => response.json() as Promise<unknown>);
  window.yzyShellCall = { url, answer };
  return Promise.all([import(/* @vite-ignore */ script) as Promise<{ drawRows: typeof drawRows }>, answer])
    .then(([rows, envelope]) => rows.drawRows(main, envelope as Parameters<typeof drawRows>[1]))
    .catch(() => {});
}

/** The addresses a first screen's template lists in one of its attributes (vite-plugin.ts). */
const addressesOf = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean);

const modulePreload = (href: string) => Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href });

/**
 * How many of the app's script tags go in per task: adding each one starts a request (0.5–1.5 ms of
 * the main thread here), and eight at a time still made tasks long enough to count on a slow phone.
 */
const TAGS_PER_TASK = 3;

/**
 * Ends the current task. A message, not a timer: browsers hold a timer set from a timer's callback
 * five levels deep for at least 4 ms, which over some fifty steps would delay the app by a fifth of
 * a second.
 */
const nextTask = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });

/**
 * Starts the app's own scripts and antd's prebuilt styles, which the build parked in a <template>
 * (vite-plugin.ts): nothing of the app's 260 kB competes with the style sheet and the shell for the
 * first paint on a slow link.
 * The tags go in a few per task; then the chunks run one per task (evaluateInSteps).
 */
function loadApp() {
  // The template goes once its tags are taken, so a second call finds nothing to do.
  const scripts = document.getElementById('yzy-app-scripts') as HTMLTemplateElement | null;
  if (!scripts) {
    return;
  }
  const all = [...scripts.content.cloneNode(true).childNodes];
  scripts.remove();
  // antd's prebuilt styles and their marker (antd-styles.ts) go first in <head>, before the app's own sheet.
  const isSheet = (tag: Node) => tag instanceof HTMLStyleElement || (tag instanceof HTMLLinkElement && tag.rel === 'stylesheet');
  document.head.prepend(...all.filter(isSheet));
  // Then the landing page's own chunks (vite-plugin.ts lists them): they load beside the app's instead
  // of after it, and the page's loader finds them already asked for.
  const pageChunks = addressesOf(firstScreen()?.dataset.preload).map(modulePreload);
  const entry = all.find((tag): tag is HTMLScriptElement => tag instanceof HTMLScriptElement);
  const entryChunks = all.filter((tag): tag is HTMLLinkElement => tag instanceof HTMLLinkElement && tag.rel === 'modulepreload');
  // The entry is fetched with the rest and run last (evaluateInSteps).
  const tags = [...all.map((tag) => (tag === entry ? modulePreload(entry.src) : tag)).filter((tag) => !isSheet(tag)), ...pageChunks];
  void (async () => {
    for (;;) {
      document.head.append(...tags.splice(0, TAGS_PER_TASK));
      if (tags.length === 0) {
        break;
      }
      await nextTask();
    }
    if (entry) {
      await evaluateInSteps([...entryChunks.map((link) => link.href), ...addressesOf(firstScreen()?.dataset.evaluate)], entry.src);
    }
  })();
}

/**
 * Runs the app's modules a chunk per task, in the order vite-plugin.ts wrote (every chunk after
 * those it imports; then the landing page's chunks that do not need the entry), then the entry.
 * Evaluating the whole entry at once was the longest task of a phone's first visit. A chunk that
 * fails stops the steps: the entry then loads what is left, and reports the failure as its own
 * script would.
 */
async function evaluateInSteps(chunks: string[], entry: string) {
  for (const chunk of chunks) {
    try {
      await import(/* @vite-ignore */ chunk);
    } catch {
      break;
    }
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

function start() {
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
