// Starts the production server on a fresh demo database for the journeys.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'yzy-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    APP_ENV: 'demo',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3210'}`,
    DATABASE_URL: join(dir, 'app.db'),
    LOG_LEVEL: 'warn',
    SMS_IP_HOURLY_CAP: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
