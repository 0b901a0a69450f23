import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appShell, SHELL_BOOT } from './src/shell/vite-plugin';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** `<package version>-<UTC build timestamp>`: every build differs, so every deploy triggers the client reload. */
const version = `${pkg.version}-${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;

/**
 * Writes dist/version.json at build time. The client compares it with the version it was
 * built as (__APP_VERSION__) on every navigation and reloads when a new release is deployed.
 */
function versionFile(): Plugin {
  return {
    name: 'yzy-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

// The API runs on 3000 in development; same-origin /api in production (the server serves dist/).
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000' } };

/**
 * React Router publishes a production build beside the development one, but its package exports
 * only the development one (with its warnings on) to plain Vite. The build takes the production
 * files, both entry points together so there is one router; `npm run dev` and tests keep the warnings.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), versionFile(), appShell()],
  // echarts-for-react/esm imports tslib without declaring it; resolve it from this package's own dependency.
  resolve: { dedupe: ['tslib'], alias: command === 'build' ? reactRouterProduction : [] },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No modulepreload polyfill (~0.4 kB gzip of every first visit): the browsers without native
    // modulepreload (Safari before 17) still load every module, as its imports are reached.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // antd's rc-components declare no `sideEffects`, so importing one export of @rc-component/form
      // (antd's inputs need its FormProvider) kept all of it and its validator in every first visit.
      // Their modules only define things; marking them pure lets unused ones drop (docs/performance.md).
      // zod's schema builders have no side effects, but a build cannot know: every schema of every
      // contract a page touched was built at start-up (a large share of a phone's module evaluation).
      // Marked pure, the unused ones drop. zod's one call with side effects, `config`, is called by
      // its own name (packages/shared/src/contracts/messages.ts).
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/@rc-component\//.test(id), manualPureFunctions: ['z'] },
      // The app shell's script is a chunk of its own that imports nothing, so index.html can run it
      // before the entry has arrived (src/shell/vite-plugin.ts).
      output: { codeSplitting: { groups: [{ name: 'app-shell', test: SHELL_BOOT }] } },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
