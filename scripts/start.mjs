// `npm start`: build what is missing or stale, then serve web and API on one port.
// Migrations and first-run demo data happen inside the server itself.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isStale } from './build-state.mjs';

const shared = ['packages/shared/src', 'packages/shared/package.json'];
const targets = [
  { name: '@yzy/web', output: 'apps/web/dist/index.html', sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', ...shared] },
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

const args = existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...args, '--enable-source-maps', 'apps/server/dist/server.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
