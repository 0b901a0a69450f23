// `node scripts/reliability.mjs`: the failover check of docs/reliability.md. Starts the server on
// PostgreSQL (+ Redis when REDIS_URL is set), loads it, kills every backend of its database with
// pg_terminate_backend several times, and reports how requests were answered, whether the
// process survived and whether it serves again. Needs psql-reachable PostgreSQL (RELIABILITY_PG,
// default postgres://postgres@127.0.0.1:5432/postgres). Prints one JSON summary.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const adminUrl = process.env.RELIABILITY_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.RELIABILITY_PORT ?? 3390);
const rounds = Number(process.env.RELIABILITY_ROUNDS ?? 10);
const name = `yzy_reliability_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, APP_ENV: 'demo', LOG_LEVEL: 'fatal', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString() },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let exited = null;
let stderr = '';
server.stderr.on('data', (chunk) => (stderr += chunk));
server.on('exit', (code, signal) => (exited = { code, signal }));

const base = `http://127.0.0.1:${port}`;
const get = async (path) => {
  try {
    const res = await globalThis.fetch(base + path);
    return (await res.json()).status;
  } catch {
    return 'no answer';
  }
};
for (let i = 0; i < 240 && (await get('/api/v1/banner')) !== 200; i += 1) {
  if (exited) break;
  await sleep(500);
}

const answers = {};
let killed = 0;
for (let round = 0; round < rounds && !exited; round += 1) {
  const load = Array.from({ length: 40 }, (_, i) =>
    get(i % 2 ? '/api/v1/school/list?page=1&size=10' : '/api/v1/article/list?page=1&size=5'),
  );
  const result = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  killed += result.rowCount ?? 0;
  for (const status of await Promise.all(load)) answers[status] = (answers[status] ?? 0) + 1;
}
const after = exited ? [] : await Promise.all(Array.from({ length: 50 }, () => get('/api/v1/school/list?page=1&size=10')));
const summary = {
  at: new Date().toISOString(),
  rounds,
  backendsKilled: killed,
  answersUnderKills: answers,
  processSurvived: !exited,
  answersAfter: after.filter((s) => s === 200).length + '/' + after.length + ' ok',
  ...(exited ? { exit: exited, stderr: stderr.slice(-400) } : {}),
};
server.kill('SIGTERM');
await new Promise((r) => (exited ? r() : server.on('exit', r)));
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
console.log(JSON.stringify(summary, null, 2));
process.exit(summary.processSurvived && after.every((s) => s === 200) ? 0 : 1);
