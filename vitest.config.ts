import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, seven projects: pure rules, the server over inject(), web components, the data build, the backtest's CI slice, the bench's own rules and the lint rules of docs/testing.md.
 * Timeouts are sized for CI on 2 shared cores running all projects at once (a test is 3–5× slower
 * there than alone); they bound a hang, they do not pace a passing test.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], testTimeout: 20_000 } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 45_000,
          hookTimeout: 90_000,
        },
      },
      'apps/web/vitest.config.{ts,mts}',
      { test: { name: 'dataset', root: './dataset', include: ['**/*.test.ts'], testTimeout: 120_000 } },
      { test: { name: 'backtest', root: './scripts/backtest', include: ['**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
      { test: { name: 'bench', root: './bench', include: ['*.test.ts'], testTimeout: 20_000 } },
      { test: { name: 'lint-rules', root: './scripts/eslint', include: ['*.test.js'], testTimeout: 20_000 } },
    ],
  },
});
