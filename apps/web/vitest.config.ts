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
  },
});
