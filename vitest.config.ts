import { defineConfig } from 'vitest/config';

/** One Vitest run, four projects: pure rules, the server over inject(), web components, and the data build. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.{ts,mts}',
      { test: { name: 'dataset', root: './dataset', include: ['**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
