// `npm run js-budget -w @yzy/bench`: the gzip JavaScript a first visit downloads, page by page,
// against its budget: `/` (a visitor) 250 kB, `/filling` (a VIP member, member-session.ts) 300 kB.
// Each page is opened in a fresh Chromium tab with an empty cache and left until the network is idle;
// every script it fetched counts once, at gzip level 9 of the built file (what the server sends a
// browser without brotli). So the chunks a page loads after its first render (the member's menu, a
// part loaded on demand) count too, and those it never asks for do not. The app runs on a throwaway
// SQLite database with the official data. Run `npm run build` first; WEB_DIST measures another build.
// What a real load fetches over the wire, brotli included, is in bench/lighthouse.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { memberPaths, memberSession } from './member-session';
import { assertBuilt, startApp } from './servers';
import { sqliteStorage } from './storage';

/** Budgets in bytes (kB = 1,000 bytes), and whether the page is opened as the member. */
const PAGES = [
  { page: '/', budget: 250_000, member: false },
  { page: '/filling', budget: 300_000, member: true },
] as const;

const dist = process.env.WEB_DIST ?? join(fileURLToPath(new URL('.', import.meta.url)), '../apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** The scripts one first visit fetches, as paths on the server. */
async function scriptsOfFirstVisit(browser: Browser, url: string, token: string | null): Promise<string[]> {
  const tab = await browser.newPage();
  try {
    await tab.setCacheEnabled(false);
    if (token) {
      await tab.evaluateOnNewDocument((value: string) => {
        try {
          (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('token', value);
        } catch {
          // about:blank has no storage.
        }
      }, token);
    }
    const scripts = new Set<string>();
    tab.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) {
        scripts.add(path);
      }
    });
    await tab.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    return [...scripts];
  } finally {
    await tab.close();
  }
}

assertBuilt();
const storage = sqliteStorage();
// The official data, as a family meets it (the largest real scope for the member's pages), not the generated set.
const [app] = await startApp({ storage: await storage.forScale('official'), dataSet: 'official', scale: 1, instances: 1 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = 0;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width: 390, height: 844 } });
  const session = await memberSession(app.baseUrl);
  for (const { page, budget, member } of PAGES) {
    const path = member ? (memberPaths(session)[page] ?? page) : page;
    const files = await scriptsOfFirstVisit(browser, app.baseUrl + path, member ? session.token : null);
    const sizes = files
      .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    for (const s of sizes.slice(0, 8)) {
      console.log(`${(s.gzip / 1000).toFixed(1).padStart(7)} kB  ${s.file}`);
    }
    console.log(
      `first visit to ${page}${member ? ' (member)' : ''}: ${files.length} JavaScript files, ${(total / 1000).toFixed(1)} kB gzip ` +
        `(${total} bytes; budget ${budget / 1000} kB)${total <= budget ? '' : ' OVER BUDGET'}`,
    );
    failed += total <= budget ? 0 : 1;
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await app.stop();
  await storage.dispose();
}
process.exit(failed === 0 ? 0 : 1);
