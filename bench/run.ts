// `npm run bench`: the production server and a bare Fastify baseline under the same autocannon
// load, on the official data (DATA_SET=generated: the generated data at the demo scale and the
// national scale), every target with a browser's Accept-Encoding and once without. A population
// of 300 members (population.ts) gives the cold recommendation rows. BENCH_PG=1 runs the app on
// PostgreSQL + Redis with 2 instances.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTarget, type LoadOptions } from './load';
import { loginThroughApi } from './login';
import { planningSession } from './planning-session';
import { describePopulation, populate, type ScopePopulation } from './population';
import type { RunningServer } from './processes';
import { medianRound, printTable, writeResults, type Row, type Scale } from './report';
import { assertBuilt, startApp, startBaseline } from './servers';
import { postgresStorage, sqliteStorage } from './storage';
import { benchTargets, BROWSER_ENCODING, type Target } from './targets';

const here = fileURLToPath(new URL('.', import.meta.url));
const onPostgres = process.env.BENCH_PG === '1';
const resultsFile = join(here, `results/latest${onPostgres ? '-pg' : ''}.json`);
const options: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS) || (onPostgres ? 200 : 20),
  durationSeconds: Number(process.env.BENCH_SECONDS) || 6,
};
const instances = onPostgres ? 2 : 1;
/**
 * Every target is measured this many times, the rounds interleaved (each round loads every target
 * once), and the median round kept: on a shared machine a burst of other work then spoils one
 * round of a few targets, not the only measurement of one of them.
 */
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
/** BENCH_ONLY=search/global,school/list: only these targets (by name), besides the baseline the ratios need. */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (target: Target) => target.server === 'baseline' || only.length === 0 || only.includes(target.name);
/**
 * The data the app runs on: the official data (the product's default, fixed size), or with
 * DATA_SET=generated the generated data set at the demo scale and at national size (about 2,000
 * schools), each in a server of its own.
 */
const generated = process.env.DATA_SET === 'generated';
const SCALES: Record<Scale, { dataSet: 'official' | 'generated'; scale: number }> = {
  official: { dataSet: 'official', scale: 1 },
  demo: { dataSet: 'generated', scale: 1 },
  national: { dataSet: 'generated', scale: 2 },
};
const scales: Scale[] = generated ? ['demo', 'national'] : ['official'];
const populations: (ReturnType<typeof describePopulation> & { data: Scale })[] = [];
/** Past this the run is stuck: kill everything rather than hang a terminal or CI. */
const WATCHDOG_MS = 2_700_000;

assertBuilt();
const storage = onPostgres ? postgresStorage() : sqliteStorage();
const servers: RunningServer[] = [];
const watchdog = setTimeout(() => {
  console.error(`bench did not finish within ${WATCHDOG_MS / 1000} s`);
  void cleanUp().then(() => process.exit(1));
}, WATCHDOG_MS);

async function cleanUp(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await storage.dispose();
}

/** A fresh mobile per run, so a login rate limit of an earlier run never blocks this one. */
function randomMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function measureScale(scaleName: Scale, baseline: RunningServer): Promise<Row[]> {
  const { dataSet, scale } = SCALES[scaleName];
  const app = await startApp({ storage: await storage.forScale(scaleName), dataSet, scale, instances });
  servers.push(...app);
  const first = app[0].baseUrl;
  const token = await loginThroughApi(first, randomMobile());
  const plannerToken = await loginThroughApi(first, randomMobile());
  const planning = { token: plannerToken, ...(await planningSession(first, plannerToken)) };
  const coldWanted = only.length === 0 || only.some((name) => name.startsWith('filling/recommend cold'));
  const cold = coldWanted ? await populate(first) : undefined;
  if (cold) {
    populations.push(...[cold.largest, ...cold.others].map((p: ScopePopulation) => ({ data: scaleName, ...describePopulation(p) })));
  }
  const rows: Row[] = [];
  const targets = benchTargets({ token, planning, cold });
  const unknown = only.filter((name) => !targets.some((t) => t.name === name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY names no target: ${unknown.join(', ')}`);
  }
  // The baseline never compresses: one row. Every app target: as a browser asks, and without compression.
  const measurements = targets
    .filter(wanted)
    .flatMap((target) => (target.server === 'app' ? [BROWSER_ENCODING, ''] : ['']).map((encoding) => ({ target, encoding })));
  const samples = measurements.map((): Row[] => []);
  for (let round = 1; round <= rounds; round += 1) {
    for (const [i, { target, encoding }] of measurements.entries()) {
      console.log(`${scaleName}, round ${round}/${rounds}: ${target.name}${encoding ? ' (browser encoding)' : ''} …`);
      const measured = target.server === 'app' ? app : [baseline];
      const headers = { ...target.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const urls = measured.map((s) => `${s.baseUrl}${target.path}`);
      const cpuMs = () => measured.reduce((sum, s) => sum + s.cpuMs(), 0);
      const result = await loadTarget(urls, headers, options, cpuMs, target.rotation);
      samples[i].push({ scale: scaleName, name: target.name, path: target.path, encoding: encoding ? 'browser' : 'none', ...result });
    }
  }
  rows.push(...samples.map(medianRound));
  await Promise.all(app.map((s) => s.stop()));
  servers.splice(0, servers.length, ...servers.filter((s) => !app.includes(s)));
  return rows;
}

async function main(): Promise<number> {
  const loadBefore = loadavg();
  const baseline = await startBaseline();
  servers.push(baseline);
  const rows: Row[] = [];
  let failure: unknown = null;
  for (const scale of scales) {
    try {
      rows.push(...(await measureScale(scale, baseline)));
    } catch (error) {
      // Keep what was measured: a national-size seed that outlasts the start-up limit still leaves the demo rows.
      failure = error;
      console.error(`${scale}: ${error instanceof Error ? error.message : String(error)}`);
      break;
    }
  }
  const machine = { loadBefore, loadAfter: loadavg(), engine: onPostgres ? 'PostgreSQL + Redis' : 'SQLite', instances };
  printTable(rows, machine);
  writeResults(resultsFile, rows, options, machine, populations);
  console.log(`results written to ${resultsFile}`);
  return failure || rows.some((r) => r.non2xx > 0 || r.errors > 0) ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(exitCode);
