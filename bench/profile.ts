// `npm run profile -w @yzy/bench -- <target>`: one target under load with the app on --cpu-prof,
// then the share of CPU samples per package and the hottest functions (docs/performance.md). On
// the official data, as `npm run bench`; DATA_SET=generated (DEMO_SCALE, default 2) on the generated.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTarget } from './load';
import { loginThroughApi } from './login';
import { planningSession } from './planning-session';
import { populate } from './population';
import { assertBuilt, startApp } from './servers';
import { postgresStorage } from './storage';
import { benchTargets, BROWSER_ENCODING } from './targets';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  /** µs since the previous sample. */
  timeDeltas: number[];
}

/** The samples of the measured run only: start-up and seeding happen before, shut-down is short. */
function samplesOfLastSeconds(profile: Profile, seconds: number): number[] {
  const at: number[] = [];
  let t = 0;
  for (const delta of profile.timeDeltas) {
    t += delta;
    at.push(t);
  }
  const from = t - seconds * 1e6;
  return profile.samples.filter((_, i) => at[i] >= from);
}

/** node_modules/<package> (scoped too), node:internals, or the app's own bundle. */
function ownerOf(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) {
    return match[1];
  }
  if (url.startsWith('node:') || url === '') {
    return url === '' ? '(native, gc, idle)' : 'node internals';
  }
  return url.includes('/dist/') ? 'app (dist/server.mjs)' : url;
}

function shares(profile: Profile, keyOf: (node: ProfileNode) => string): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<string, number>();
  for (const id of samplesOfLastSeconds(profile, MEASURED_SECONDS)) {
    const node = byId.get(id);
    if (node && node.callFrame.functionName !== '(idle)') {
      const key = keyOf(node);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, (100 * v) / total]);
}

/** The measured part of loadTarget, less a margin for the shut-down at the end. */
const MEASURED_SECONDS = 9;

assertBuilt();
const name = process.argv[2] ?? 'memberInfo';
const encoding: Record<string, string> = process.env.BENCH_ENCODING === 'none' ? {} : { 'accept-encoding': BROWSER_ENCODING };
const dir = mkdtempSync(join(tmpdir(), 'yzy-profile-'));
const dataSet = process.env.DATA_SET === 'generated' ? 'generated' : 'official';
const scale = Number(process.env.DEMO_SCALE ?? 2);
// BENCH_PG=1: one instance on PostgreSQL + Redis (a fresh database, dropped at the end).
const storage = process.env.BENCH_PG === '1' ? postgresStorage() : null;
const appOptions = {
  storage: storage
    ? await storage.forScale(dataSet === 'official' ? dataSet : scale)
    : ({ kind: 'sqlite', file: join(dir, 'bench.db') } as const),
  dataSet,
  scale,
  instances: 1,
} as const;
// Seed first without the profiler, so the profile holds the load and not the data generation.
await Promise.all((await startApp(appOptions)).map((s) => s.stop()));
const [app] = await startApp({ ...appOptions, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
try {
  const token = await loginThroughApi(app.baseUrl, '13900001234');
  const plannerToken = await loginThroughApi(app.baseUrl, '13900005678');
  const planning = { token: plannerToken, ...(await planningSession(app.baseUrl, plannerToken)) };
  // The population of the cold rows is made only for them (a few seconds, in the profile's start-up).
  const cold = name.startsWith('filling/recommend cold') ? await populate(app.baseUrl) : undefined;
  const target = benchTargets({ token, planning, cold }).find((t) => t.name === name && t.server === 'app');
  if (!target) {
    throw new Error(`no app target named ${name}`);
  }
  const result = await loadTarget(
    [`${app.baseUrl}${target.path}`],
    { ...target.headers, ...encoding },
    { connections: 20, durationSeconds: 10 },
    () => app.cpuMs(),
    target.rotation,
  );
  console.log(
    `${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ${result.cpuMsPerRequest.toFixed(3)} CPU-ms per request`,
  );
} finally {
  await app.stop();
  await storage?.dispose();
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (file && process.env.PROFILE_KEEP) {
  // For a closer look (Chrome DevTools, or inclusive times by hand).
  copyFileSync(join(dir, file), process.env.PROFILE_KEEP);
}
if (file) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  const print = (title: string, rows: [string, number][]) => {
    console.log(`\n${title}`);
    for (const [key, pct] of rows.slice(0, Number(process.env.PROFILE_ROWS) || 25)) {
      console.log(`${pct.toFixed(1).padStart(6)}%  ${key}`);
    }
  };
  print(
    'self time by package (the measured run)',
    shares(profile, (n) => ownerOf(n.callFrame.url)),
  );
  print(
    'hottest functions',
    shares(profile, (n) => `${n.callFrame.functionName || '(anonymous)'}  ${ownerOf(n.callFrame.url)}`),
  );
} else {
  console.error('no .cpuprofile written');
}
rmSync(dir, { recursive: true, force: true });
