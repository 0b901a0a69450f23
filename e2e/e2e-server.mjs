// Starts the production server on a fresh demo database for the journeys (generated data unless E2E_DATA_SET says otherwise).
// Before it starts, the command line creates the operator `e2e-admin` (as `npm run admin --
// create-operator` would) and writes its password and TOTP secret to E2E_OPERATOR_FILE
// (default artifacts/e2e-operator.json), which the operator console journey reads.
// E2E_OPERATOR=0 skips that step.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'yzy-e2e-'));
const env = {
  ...process.env,
  APP_ENV: 'demo',
  // The journeys were written against the generated model; E2E_DATA_SET=official serves the shipped official data.
  DATA_SET: process.env.E2E_DATA_SET ?? 'generated',
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3210'}`,
  DATABASE_URL: join(dir, 'app.db'),
  LOG_LEVEL: 'warn',
  SMS_IP_HOURLY_CAP: '1000',
};

/** Runs the CLI's create-operator on the fresh database and keeps what it prints once. */
function createOperator(username, file) {
  const result = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.mjs'), 'create-operator', username], {
    env,
    encoding: 'utf8',
  });
  const password = /密码：(\S+)/.exec(result.stdout ?? '')?.[1];
  const totpSecret = /（TOTP，base32）：(\S+)/.exec(result.stdout ?? '')?.[1];
  if (result.status !== 0 || !password || !totpSecret) {
    console.error(`create-operator failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.exit(1);
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ username, password, totpSecret }, null, 2)}\n`);
}

if (process.env.E2E_OPERATOR !== '0') {
  createOperator('e2e-admin', process.env.E2E_OPERATOR_FILE ?? join(import.meta.dirname, 'artifacts', 'e2e-operator.json'));
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.mjs')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
