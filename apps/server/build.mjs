// Bundles the server and the shared package into dist/server.mjs (seed.mjs: the first start's data
// load, which server.mjs runs in a child process; cli.mjs: the operator commands; import-worker.mjs: the
// import worker thread, which server.mjs and cli.mjs start from their own folder); npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@yzy/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed.ts',
    cli: 'src/cli.ts',
    'import-worker': 'src/modules/admin/import/import-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
