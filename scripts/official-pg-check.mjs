// CI's start on PostgreSQL + Redis with the official data, as the README's
// `DATABASE_URL=postgres://… REDIS_URL=… npm start` runs it: a fresh database (created here and
// dropped afterwards), `npm start`'s own script, the default DATA_SET, then two requests that need
// the data: 找大学's list of the national schools and a 河南 美术与设计类 recommendation.
// Prints what it checked and the first start's time; appends { passed, failed } to
// TEST_SUMMARY_FILE when set. Exit status 1 when the server does not start or a check fails.
//
//   node scripts/official-pg-check.mjs   (PG_ADMIN_URL, REDIS_URL and PORT override the defaults)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The national list of 2025 (README, Data): every school must come back. */
const NATIONAL_SCHOOLS = 2919;
/** A first start builds what is stale and loads the official data; on a busy 2-core host this takes well under this. */
const START_TIMEOUT_MS = 600_000;

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

async function freePort() {
  if (process.env.PORT) {
    return Number(process.env.PORT);
  }
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** One API call; answers data of an envelope with status 200, else throws with what came back. */
async function call(baseUrl, method, path, { token, body } = {}) {
  const res = await globalThis.fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: globalThis.AbortSignal.timeout(60_000),
  });
  const envelope = await res.json().catch(() => null);
  if (!res.ok || envelope?.status !== 200) {
    throw new Error(`${method} ${path.split('?')[0]} → HTTP ${res.status} ${JSON.stringify(envelope)?.slice(0, 500)}`);
  }
  return envelope.data;
}

/** The demo's login: image captcha and SMS code read from the dev outbox (APP_ENV=demo). */
async function login(baseUrl, mobile) {
  const outbox = async (kind) => {
    const { entries } = await call(baseUrl, 'GET', `/api/dev/outbox?mobile=${mobile}`);
    const entry = entries.find((e) => e.kind === kind);
    if (!entry) {
      throw new Error(`no ${kind} in the dev outbox`);
    }
    return entry;
  };
  const { captchaId } = await call(baseUrl, 'GET', `/api/v1/captcha?mobile=${mobile}`);
  const captcha = (await outbox('captcha')).text;
  await call(baseUrl, 'POST', '/api/v1/sendSms', { body: { mobile, captcha, captchaId } });
  const smsCode = (await outbox('sms')).text;
  const { token } = await call(baseUrl, 'POST', '/api/v1/smsLogin', { body: { mobile, smsCode } });
  return token;
}

async function waitUntilUp(server, baseUrl) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) before it served`);
    }
    try {
      await globalThis.fetch(`${baseUrl}/api/v1/getProvinceListForNemtInfo`, { signal: globalThis.AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

async function checks(baseUrl) {
  const schools = await call(baseUrl, 'GET', '/api/v1/school/list?page=1&size=20');
  check('找大学 lists the national schools', schools.total === NATIONAL_SCHOOLS, `${schools.total} of ${NATIONAL_SCHOOLS}`);

  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const token = await login(baseUrl, mobile);
  const categories = await call(baseUrl, 'GET', '/api/v1/getExamCategoryList?provinceId=41', { token });
  const art = categories.find((c) => c.name === '美术与设计类');
  if (!check('河南 has 美术与设计类', art !== undefined)) {
    return;
  }
  await call(baseUrl, 'POST', '/api/v1/createMemberNemtInfo', {
    token,
    body: {
      provinceId: 41,
      examCategoryId: art.id,
      cultureScore: 480,
      testsScore: 230,
      language: '英语',
      identity: 1,
      selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
    },
  });
  const { batches } = await call(baseUrl, 'GET', '/api/v1/filling/batches', { token });
  const withPlans = batches.filter((b) => b.planCount > 0).sort((a, b) => b.planCount - a.planCount);
  if (!check('河南 美术与设计类 has batches with plans', withPlans.length > 0, `${withPlans.length} of ${batches.length} batches`)) {
    return;
  }
  const batch = withPlans[0];
  const page = await call(baseUrl, 'GET', `/api/v1/filling/recommend?batchId=${batch.id}&page=1&size=20`, { token });
  const rated = page.content.filter((row) => typeof row.probability === 'number').length;
  check(
    '河南 recommendation answers its plans, some with a probability',
    page.total > 0 && page.content.length > 0 && rated > 0,
    `${batch.name} (${batch.planCount} plans): ${page.total} rows, ${rated} of the first ${page.content.length} with a probability, tiers ${JSON.stringify(page.counts)}`,
  );
}

const database = `yzy_ci_official_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
let server = null;
try {
  await admin(`CREATE DATABASE ${database}`);
  const started = Date.now();
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      APP_ENV: 'demo',
      DATA_SET: 'official',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Every CI run logs in from 127.0.0.1 through the same Redis.
      SMS_IP_HOURLY_CAP: '100000',
    },
  });
  await waitUntilUp(server, baseUrl);
  console.log(
    `first start on PostgreSQL + Redis (build if stale, migrations, official data): ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await checks(baseUrl);
} catch (error) {
  check('start on PostgreSQL + Redis with the official data', false, error instanceof Error ? error.message : String(error));
} finally {
  if (server) {
    await stop(server);
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => {
    console.error(`could not drop ${database}: ${error.message}`);
  });
}

const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
if (process.env.TEST_SUMMARY_FILE) {
  appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify({ passed, failed, skipped: 0 })}\n`);
}
console.log(`\nofficial data on PostgreSQL + Redis: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
