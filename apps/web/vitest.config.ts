import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Web components and client logic, in happy-dom; run from the root as the `web` project. */
export default defineProject({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Sized for CI on 2 shared cores, where a test that takes 2 s alone can take 15 s beside the server suite.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
