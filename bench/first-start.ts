// `npm run first-start -w @yzy/bench`: the production server's first start on a fresh database
// (migrations and the official data) against a restart on the same database, as `npm start` runs
// it (APP_ENV=demo, DATA_SET=official). For each: seconds from spawning the process to its first
// HTTP answer, the server process's resident memory once it has sat idle for a few seconds, its
// peak, and the peak of the child process that loads the data on a first start (sampled every
// 50 ms). The first start must settle within 20% of a restart's memory (the seed's garbage must
// not stay with the server), medians of ROUNDS pairs. FIRST_START_PG=1 runs on a fresh PostgreSQL
// database and Redis (bench/storage.ts). Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './processes';
import { appEnv, assertBuilt, serverBundle, type Storage } from './servers';
import { postgresStorage, sqliteStorage } from './storage';

/** How long the server sits idle before its memory is read. */
const SETTLE_MS = Number(process.env.FIRST_START_SETTLE_MS) || 5000;
const START_TIMEOUT_MS = 600_000;
/** A first start may hold at most this much more than a restart. */
const WITHIN = 0.2;
/**
 * Pairs of a first start and a restart, each on a fresh database; the medians are compared. The
 * memory after settling has two values run to run (about 190 and 225 MB on SQLite, whether V8 has
 * collected the start's garbage yet), for a first start and a restart alike.
 */
const ROUNDS = Number(process.env.FIRST_START_ROUNDS) || 3;

interface Measured {
  run: string;
  seconds: number;
  rssMb: number;
  peakMb: number;
  /** Highest peak seen of the server's child processes (the first start's data load), 0 when none ran. */
  childPeakMb: number;
}

/** Peak resident memory of the process's children alive now, in MB (0 when none). */
function childrenPeakMb(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return Math.max(0, ...children.map((child) => memoryOf(Number(child)).peakMb).filter((mb) => Number.isFinite(mb)));
  } catch {
    return 0;
  }
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function measure(run: string, storage: Storage): Promise<Measured> {
  const port = await freePort();
  const env = appEnv({ storage, dataSet: 'official' }, port);
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  let childPeakMb = 0;
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${run}: the server exited (${child.exitCode ?? child.signalCode})`);
      }
      if (Date.now() > deadline) {
        throw new Error(`${run}: no answer within ${START_TIMEOUT_MS / 1000} s`);
      }
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/getProvinceListForNemtInfo`, {
        signal: AbortSignal.timeout(1000),
      }).then(
        () => true,
        () => false,
      );
      if (answered) {
        break;
      }
      childPeakMb = Math.max(childPeakMb, childrenPeakMb(child.pid ?? 0));
      await sleep(50);
    }
    const seconds = (performance.now() - started) / 1000;
    await sleep(SETTLE_MS);
    return { run, seconds, ...memoryOf(child.pid ?? 0), childPeakMb };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

assertBuilt();
const onPostgres = process.env.FIRST_START_PG === '1';
const storage = onPostgres ? postgresStorage() : sqliteStorage();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const load = loadavg()[0].toFixed(1);
  const firsts: Measured[] = [];
  const restarts: Measured[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const target = await storage.forScale(round);
    firsts.push(await measure(`first start (fresh database), round ${round}`, target));
    restarts.push(await measure(`restart (same database), round ${round}`, target));
  }
  console.log(
    `\n${onPostgres ? 'PostgreSQL + Redis' : 'SQLite'}, official data, load average ${load} before → ${loadavg()[0].toFixed(1)} after`,
  );
  console.log('| run | seconds to first answer | RSS after settling (MB) | peak RSS (MB) | data load process peak (MB) |');
  console.log('|---|--:|--:|--:|--:|');
  for (const m of [...firsts, ...restarts]) {
    console.log(
      `| ${m.run} | ${m.seconds.toFixed(1)} | ${m.rssMb.toFixed(0)} | ${m.peakMb.toFixed(0)} | ${m.childPeakMb > 0 ? m.childPeakMb.toFixed(0) : '—'} |`,
    );
  }
  const first = median(firsts.map((m) => m.rssMb));
  const restart = median(restarts.map((m) => m.rssMb));
  const ok = first / restart <= 1 + WITHIN;
  console.log(
    `\nmedians: first start ${median(firsts.map((m) => m.seconds)).toFixed(1)} s, ${first.toFixed(0)} MB; restart ${median(restarts.map((m) => m.seconds)).toFixed(1)} s, ${restart.toFixed(0)} MB`,
  );
  console.log(`first start / restart RSS: ${(first / restart).toFixed(2)}× (${ok ? 'within' : 'NOT within'} ${WITHIN * 100}%)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await storage.dispose();
}
