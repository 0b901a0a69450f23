// `npm run lighthouse -w @yzy/bench`: Lighthouse performance on the production build, desktop and
// phone, three cold runs each, median against the targets: the anonymous landing pages `/`, `/school`
// and `/news`, and the pages a paying member works in, `/filling`, `/volunteer` and `/vdetail`,
// loaded with a VIP member's session (member-session.ts: made through the real login, the token put
// in localStorage before the page's scripts run; the HTTP cache and storage are still cleared, so each
// run is a first visit). The app runs on a throwaway SQLite database with the official data; Chromium is
// /usr/bin/chromium (CHROME_PATH overrides). Run `npm run build` first. LH_RUNS, LH_PATHS
// (comma-separated page names as above) and LH_FORMS (desktop,mobile) narrow a run. The phone
// profile is Lighthouse's default (4× CPU slowdown); LH_CPU=6 sets another factor, and
// LH_CPU=calibrated derives it from the host's speed measured in the desktop runs (cpu-calibration.ts).
// Each run also gets its blocking time estimated from the trace's CPU time and wall time, and a phone
// run lists its long tasks (wall/CPU ms; s script, l layout, m module evaluation, c style sheet, o
// other; trace-blocking.ts). On a shared host, pin the run to one core for A/B comparisons:
// `taskset -c 1 npm run lighthouse -w @yzy/bench`. Results: bench/results/lighthouse.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { cpuSlowdownFor } from './cpu-calibration';
import { memberPaths, memberSession } from './member-session';
import { blockingFromTrace, type LongTask, type TraceEvent } from './trace-blocking';
import { assertBuilt, startApp } from './servers';
import { sqliteStorage } from './storage';

type FormFactor = 'desktop' | 'mobile';
const FORM_FACTORS: readonly FormFactor[] = ['desktop', 'mobile'];

/** The landing pages anyone opens first. */
const LANDING_PAGES = ['/', '/school', '/news'];
/** The pages a paying member works in (member-session.ts), and their targets (issue 37). */
const MEMBER_PAGES = ['/filling', '/volunteer', '/vdetail'];
const TARGETS: Record<'landing' | 'member', Record<FormFactor, number>> = {
  landing: { desktop: 95, mobile: 90 },
  member: { desktop: 90, mobile: 70 },
};
const targetOf = (page: string, formFactor: FormFactor) => TARGETS[MEMBER_PAGES.includes(page) ? 'member' : 'landing'][formFactor];

const RUNS = Number(process.env.LH_RUNS) || 3;
const PAGES = (process.env.LH_PATHS ?? [...LANDING_PAGES, ...MEMBER_PAGES].join(',')).split(',').filter(Boolean);
const unknownPages = PAGES.filter((page) => !LANDING_PAGES.includes(page) && !MEMBER_PAGES.includes(page));
if (unknownPages.length > 0) {
  throw new Error(`LH_PATHS names pages of ${[...LANDING_PAGES, ...MEMBER_PAGES].join(', ')}, not ${unknownPages.join(', ')}`);
}
/** The phone's CPU slowdown: Lighthouse's default 4×, another factor, or `calibrated` to the host (cpu-calibration.ts). */
const CPU = process.env.LH_CPU ?? '4';
const CALIBRATED = CPU === 'calibrated';
if (!CALIBRATED && !(Number(CPU) >= 1)) {
  throw new Error(`LH_CPU must be a slowdown of at least 1 or \`calibrated\`, got ${CPU}`);
}
const FORMS = (process.env.LH_FORMS ?? 'desktop,mobile')
  .split(',')
  .filter((form): form is FormFactor => FORM_FACTORS.includes(form as FormFactor));
if (FORMS.length === 0 || (CALIBRATED && FORMS.includes('mobile') && !FORMS.includes('desktop'))) {
  throw new Error('LH_FORMS names desktop, mobile or both; mobile alone cannot be calibrated, as the calibration takes the desktop runs');
}
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Bytes of JavaScript on the wire (the server sends brotli to Chromium). */
  scriptTransferBytes: number;
  scriptFiles: number;
  /** The host's speed as Lighthouse measured it at the start of this run. */
  benchmarkIndex: number;
  /** The CPU slowdown this run applied (1 on desktop). */
  cpuSlowdown: number;
  /** Blocking time estimated from the trace's tasks, by their CPU time and by their wall time (trace-blocking.ts). */
  blockingFromCpuMs?: number;
  blockingFromWallMs?: number;
  /** The page's tasks of 10 ms or more after the first paint (trace-blocking.ts). */
  longTasks?: LongTask[];
}

/** One letter per kind of long task in the printed summary. */
const KIND_LETTER: Record<LongTask['kind'], string> = { script: 's', layout: 'l', module: 'm', 'style sheet': 'c', other: 'o' };
const longTasksOf = (run: Run) =>
  (run.longTasks ?? []).map((task) => `${KIND_LETTER[task.kind]}${task.wallMs}/${task.cpuMs}`).join(' ') || '-';

/** The last full report of each page and form factor, written beside the summary for a closer look. */
const lastReports = new Map<string, unknown>();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run in a fresh tab. A member page's tab gets the session token in localStorage at
 * the start of every document, before any of the page's scripts, as a logged-in family's browser
 * holds it; Lighthouse still clears the origin's cache and storage before loading, so each run is a
 * first visit.
 */
async function audit(browser: Browser, url: string, formFactor: FormFactor, cpuSlowdown: number, token: string | null): Promise<Run> {
  const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  if (formFactor === 'mobile') {
    flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  }
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const tab = await browser.newPage();
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    if (token) {
      await tab.evaluateOnNewDocument((value: string) => {
        try {
          (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('token', value);
        } catch {
          // about:blank has no storage.
        }
      }, token);
    }
    // Lighthouse's types name its own copy of puppeteer's Page; the object is the same.
    result = await lighthouse(url, flags, config, tab as unknown as Parameters<typeof lighthouse>[3]);
  } finally {
    await tab.close();
  }
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const { lhr, artifacts } = result;
  lastReports.set(`${new URL(url).pathname}|${formFactor}`, lhr);
  if (lhr.runtimeError) {
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
    ?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script');
  const cpuSlowdownApplied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const blocking = blockingFromTrace((artifacts.Trace?.traceEvents ?? []) as TraceEvent[], lhr.finalDisplayedUrl, cpuSlowdownApplied);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    siMs: numeric('speed-index'),
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: cpuSlowdownApplied,
    blockingFromCpuMs: blocking?.fromCpuMs,
    blockingFromWallMs: blocking?.fromWallMs,
    longTasks: blocking?.longTasks,
  };
}

/** Lighthouse's own trace failures; the page was not measured, so the run is repeated. */
const TRANSIENT = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/;
const ATTEMPTS = 3;

/** A run that Lighthouse itself fails to trace (seen about 3 in 100 on phones) is taken again, at most twice. */
async function auditWithRetry(...args: Parameters<typeof audit>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(...args);
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT.test(String(error))) {
        throw error;
      }
      console.log(`${args[1]} ${args[2]}: ${String(error)}; taking the run again`);
    }
  }
}

assertBuilt();
const storage = sqliteStorage();
// The official data, as a family meets it (the largest real scope for the member's pages), not the generated set.
const [app] = await startApp({ storage: await storage.forScale('official'), dataSet: 'official', scale: 1, instances: 1 });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const rows: { path: string; formFactor: FormFactor; runs: Run[]; median: Run; target: number; ok: boolean }[] = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const session = PAGES.some((page) => MEMBER_PAGES.includes(page)) ? await memberSession(app.baseUrl) : null;
  const urlOf = (page: string) => app.baseUrl + (session ? (memberPaths(session)[page] ?? page) : page);
  const tokenOf = (page: string) => (MEMBER_PAGES.includes(page) ? (session?.token ?? null) : null);
  // One warm-up load, so the server's first-request work (dictionaries, caches) is not measured.
  for (const page of PAGES) {
    await fetch(urlOf(page));
  }
  let phoneSlowdown = CALIBRATED ? 4 : Number(CPU);
  for (const formFactor of FORMS) {
    if (formFactor === 'mobile' && CALIBRATED) {
      const hostIndex = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
      phoneSlowdown = cpuSlowdownFor(hostIndex);
      console.log(`host benchmarkIndex ${Math.round(hostIndex)} (median of the desktop runs): phone CPU slowdown ${phoneSlowdown}×`);
    }
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditWithRetry(browser, urlOf(page), formFactor, phoneSlowdown, tokenOf(page)));
      }
      const mid = runs.map((r) => r.score);
      const medianRun = runs.find((r) => r.score === median(mid)) as Run;
      const target = targetOf(page, formFactor);
      rows.push({ path: page, formFactor, runs, median: medianRun, target, ok: median(mid) >= target });
      console.log(
        `${page.padEnd(10)} ${formFactor.padEnd(8)} score ${String(median(mid)).padStart(3)} (runs ${mid.join('/')}, target ${target})` +
          `  FCP ${(medianRun.fcpMs / 1000).toFixed(1)} s  LCP ${(medianRun.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(medianRun.tbtMs)} ms` +
          `  CLS ${medianRun.cls.toFixed(3)}  SI ${(medianRun.siMs / 1000).toFixed(1)} s` +
          `  blocking from CPU/wall ${runs.map((r) => `${r.blockingFromCpuMs ?? '?'}/${r.blockingFromWallMs ?? '?'}`).join(' ')} ms` +
          (formFactor === 'mobile' ? `  long tasks ${runs.map(longTasksOf).join(' | ')}` : '') +
          `  JS ${(medianRun.scriptTransferBytes / 1000).toFixed(1)} kB in ${medianRun.scriptFiles} files` +
          `  host ${runs.map((r) => Math.round(r.benchmarkIndex)).join('/')} at ${medianRun.cpuSlowdown}×  load ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await app.stop();
  await storage.dispose();
}

const results = join(fileURLToPath(new URL('.', import.meta.url)), 'results');
mkdirSync(results, { recursive: true });
for (const [key, lhr] of lastReports) {
  const [path, formFactor] = key.split('|');
  const name = path === '/' ? 'home' : path.replace(/\W+/g, '');
  writeFileSync(join(results, `lighthouse-${name}-${formFactor}.json`), JSON.stringify(lhr));
}
writeFileSync(
  join(results, 'lighthouse.json'),
  `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, phoneCpuSlowdown: CALIBRATED ? 'calibrated' : Number(CPU), loadAverage: loadavg(), rows }, null, 2)}\n`,
);
const failed = rows.filter((r) => !r.ok);
console.log(failed.length === 0 ? 'every median meets its target' : `${failed.length} below target`);
process.exit(failed.length === 0 ? 0 : 1);
