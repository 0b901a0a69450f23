// `npm run lighthouse -w @yzy/bench`: Lighthouse performance of `/`, `/school` and `/news` on the
// production build, desktop and mobile, three cold runs each, median against the targets (95
// desktop, 90 mobile). The app runs on a throwaway SQLite demo database; Chromium is
// /usr/bin/chromium (CHROME_PATH overrides). Run `npm run build` first. LH_RUNS, LH_PATHS
// (comma-separated) and LH_FORMS (desktop,mobile; mobile alone needs LH_CPU) narrow a run. The desktop rows run first; the median of their host speed
// (benchmarkIndex) sets the phone profile's CPU slowdown (cpu-calibration.ts); LH_CPU=4 keeps
// Lighthouse's fixed default instead. Each run also gets its blocking time estimated from the
// trace's CPU time and wall time, and a phone run lists its long tasks (wall/CPU ms; s script, l layout,
// m module evaluation, c style sheet, o other; trace-blocking.ts). Chromium's renderers get a core the rest of
// the run keeps off (renderer-core.ts); LH_SHARED_CORES=1 measures with every process sharing the
// cores instead. Results: bench/results/lighthouse.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { cpuSlowdownFor } from './cpu-calibration';
import { isolateRenderers } from './renderer-core';
import { blockingFromTrace, type LongTask, type TraceEvent } from './trace-blocking';
import { assertBuilt, startApp } from './servers';
import { sqliteStorage } from './storage';

const TARGETS = { desktop: 95, mobile: 90 } as const;
type FormFactor = keyof typeof TARGETS;

const RUNS = Number(process.env.LH_RUNS) || 3;
const PATHS = (process.env.LH_PATHS ?? '/,/school,/news').split(',').filter(Boolean);
/** A fixed phone CPU slowdown (LH_CPU=4 is Lighthouse's default); unset, it is calibrated to the host. */
const FIXED_SLOWDOWN = process.env.LH_CPU ? Number(process.env.LH_CPU) : null;
if (FIXED_SLOWDOWN != null && !(FIXED_SLOWDOWN >= 1)) {
  throw new Error(`LH_CPU must be a slowdown of at least 1, got ${process.env.LH_CPU}`);
}
const FORMS = (process.env.LH_FORMS ?? 'desktop,mobile').split(',').filter((form): form is FormFactor => form in TARGETS);
if (FORMS.length === 0 || (FIXED_SLOWDOWN == null && FORMS.includes('mobile') && !FORMS.includes('desktop'))) {
  throw new Error('LH_FORMS names desktop, mobile or both; mobile alone needs LH_CPU, as the calibration takes the desktop runs');
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

async function audit(url: string, port: number, formFactor: FormFactor, cpuSlowdown: number): Promise<Run> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  if (formFactor === 'mobile') {
    flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  }
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
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
async function auditWithRetry(url: string, port: number, formFactor: FormFactor, cpuSlowdown: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, formFactor, cpuSlowdown);
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT.test(String(error))) {
        throw error;
      }
      console.log(`${url} ${formFactor}: ${String(error)}; taking the run again`);
    }
  }
}

assertBuilt();
const rendererCore = isolateRenderers(process.env.LH_SHARED_CORES === '1');
console.log(`cores: ${rendererCore.mode === 'own' ? 'a core for the page' : 'shared'} (${rendererCore.reason})`);
const storage = sqliteStorage();
const [app] = await startApp({ storage: await storage.forScale(1), scale: 1, instances: 1 });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
rendererCore.watch(chrome.pid);
const rows: { path: string; formFactor: FormFactor; runs: Run[]; median: Run; target: number; ok: boolean }[] = [];
try {
  // One warm-up load, so the server's first-request work (dictionaries, caches) is not measured.
  for (const path of PATHS) {
    await fetch(app.baseUrl + path);
  }
  let phoneSlowdown = FIXED_SLOWDOWN ?? 4;
  for (const formFactor of FORMS) {
    if (formFactor === 'mobile' && FIXED_SLOWDOWN == null) {
      const hostIndex = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
      phoneSlowdown = cpuSlowdownFor(hostIndex);
      console.log(`host benchmarkIndex ${Math.round(hostIndex)} (median of the desktop runs): phone CPU slowdown ${phoneSlowdown}×`);
    }
    for (const path of PATHS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditWithRetry(app.baseUrl + path, chrome.port, formFactor, phoneSlowdown));
      }
      const mid = runs.map((r) => r.score);
      const medianRun = runs.find((r) => r.score === median(mid)) as Run;
      rows.push({ path, formFactor, runs, median: medianRun, target: TARGETS[formFactor], ok: median(mid) >= TARGETS[formFactor] });
      console.log(
        `${path.padEnd(8)} ${formFactor.padEnd(8)} score ${String(median(mid)).padStart(3)} (runs ${mid.join('/')}, target ${TARGETS[formFactor]})` +
          `  FCP ${(medianRun.fcpMs / 1000).toFixed(1)} s  LCP ${(medianRun.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(medianRun.tbtMs)} ms` +
          `  CLS ${medianRun.cls.toFixed(3)}  SI ${(medianRun.siMs / 1000).toFixed(1)} s` +
          `  blocking from CPU/wall ${runs.map((r) => `${r.blockingFromCpuMs ?? '?'}/${r.blockingFromWallMs ?? '?'}`).join(' ')} ms` +
          (formFactor === 'mobile' ? `  long tasks ${runs.map(longTasksOf).join(' | ')}` : '') +
          `  JS ${(medianRun.scriptTransferBytes / 1000).toFixed(1)} kB in ${medianRun.scriptFiles} files` +
          `  host ${runs.map((r) => Math.round(r.benchmarkIndex)).join('/')} at ${medianRun.cpuSlowdown}×`,
      );
    }
  }
} finally {
  rendererCore.stop();
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
  `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, rendererCore: rendererCore.mode, phoneCpuSlowdown: FIXED_SLOWDOWN == null ? 'calibrated' : FIXED_SLOWDOWN, rows }, null, 2)}\n`,
);
const failed = rows.filter((r) => !r.ok);
console.log(failed.length === 0 ? 'every median meets its target' : `${failed.length} below target`);
process.exit(failed.length === 0 ? 0 : 1);
