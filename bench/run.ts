// `npm run bench`: the production server and a bare Fastify baseline under the same autocannon load.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTarget, type LoadOptions } from './load';
import { loginThroughApi } from './login';
import { planningSession } from './planning-session';
import { freePort, startNodeServer, type RunningServer } from './processes';
import { printTable, writeResults, type Row } from './report';
import { benchTargets } from './targets';

const here = fileURLToPath(new URL('.', import.meta.url));
const serverBundle = join(here, '../apps/server/dist/server.mjs');
const resultsFile = join(here, 'results/latest.json');
const options: LoadOptions = { connections: 20, durationSeconds: 8 };
/** Past this the run is stuck: kill everything rather than hang a terminal or CI. */
const WATCHDOG_MS = 180_000;

if (!existsSync(serverBundle)) {
  console.error('apps/server/dist/server.mjs is missing: run `npm run build -w @yzy/server` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'yzy-bench-'));
const servers: RunningServer[] = [];
const watchdog = setTimeout(() => {
  console.error(`bench did not finish within ${WATCHDOG_MS / 1000} s`);
  void cleanUp().then(() => process.exit(1));
}, WATCHDOG_MS);

async function cleanUp(): Promise<void> {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}

async function startServers(): Promise<Record<'app' | 'baseline', RunningServer>> {
  const [appPort, basePort] = [await freePort(), await freePort()];
  // A clean environment: no .env, no Redis, console SMS, a throwaway SQLite file.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  // DEMO_SCALE passes through: DEMO_SCALE=2 npm run bench loads the national-size data set.
  const scale = process.env.DEMO_SCALE ? { DEMO_SCALE: process.env.DEMO_SCALE } : {};
  const appEnv = { ...base, ...scale, DATA_SET: 'generated', APP_ENV: 'demo', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(appPort), DATABASE_URL: join(dataDir, 'bench.db'), SMS_PROVIDER: 'console' };
  const app = await startNodeServer('app', ['--enable-source-maps', serverBundle], appEnv, appPort);
  servers.push(app);
  const baseline = await startNodeServer('baseline', ['--import', 'tsx', join(here, 'baseline-server.ts')], { ...base, PORT: String(basePort) }, basePort);
  servers.push(baseline);
  return { app, baseline };
}

async function main(): Promise<number> {
  const running = await startServers();
  const token = await loginThroughApi(running.app.baseUrl, '13900001234');
  const plannerToken = await loginThroughApi(running.app.baseUrl, '13900005678');
  const planning = { token: plannerToken, ...(await planningSession(running.app.baseUrl, plannerToken)) };
  const rows: Row[] = [];
  for (const target of benchTargets({ token, planning })) {
    console.log(`loading ${target.name} (${options.connections} connections, ${options.durationSeconds} s) …`);
    const result = await loadTarget(`${running[target.server].baseUrl}${target.path}`, target.headers ?? {}, options);
    const baseline = rows[0]?.requestsPerSecond ?? result.requestsPerSecond;
    rows.push({ name: target.name, path: target.path, ...result, ratio: result.requestsPerSecond / baseline });
  }
  printTable(rows);
  writeResults(resultsFile, rows, options);
  console.log(`results written to ${resultsFile}`);
  return rows.some((r) => r.non2xx > 0 || r.errors > 0) ? 1 : 0;
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
