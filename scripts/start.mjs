// `npm start`: build what is missing or stale, then serve web and API on one port.
// Migrations and first-run demo data happen inside the server itself.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isStale } from './build-state.mjs';

const shared = ['packages/shared/src', 'packages/shared/package.json'];
const targets = [
  {
    name: '@yzy/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared],
  },
  { name: '@yzy/server', output: 'apps/server/dist/server.mjs', sources: ['apps/server/src', 'apps/server/build.mjs', ...shared] },
];

for (const target of targets) {
  if (isStale(target.output, target.sources)) {
    console.log(`Building ${target.name} …`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], { stdio: 'inherit' });
    if (result.status !== 0) {
      process.exit(result.status ?? 1);
    }
  }
}

const hasEnvFile = existsSync('.env');
const args = hasEnvFile ? ['--env-file=.env'] : [];
// The server refuses to start without APP_ENV, so a deployment never comes up as the demo by
// accident. `npm start` is the local quick start: it asks for the demo when neither the
// environment nor .env says otherwise.
const env = { ...process.env };
const envFileSetsAppEnv = hasEnvFile && /^\s*(export\s+)?APP_ENV\s*=/m.test(readFileSync('.env', 'utf8'));
if (!env.APP_ENV && !envFileSetsAppEnv) {
  env.APP_ENV = 'demo';
  console.log('APP_ENV is not set: starting the demo (set APP_ENV=production for a deployment).');
}
const server = spawn(process.execPath, [...args, '--enable-source-maps', 'apps/server/dist/server.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
