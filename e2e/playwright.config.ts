import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The second server, on the official data. */
export const OFFICIAL_PORT = PORT + 1;

/** Journeys in Debian Chromium against the production server (built web app + API on one port, fresh demo database). */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Sized for CI on 2 shared cores: the longest journeys (accounts, score profile) pass 60 s on a busy machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report is for scripts/test.mjs, which names its file; by hand only the list shows.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 860 },
    // Dialogs and popovers open without animating (the app honours prefers-reduced-motion): a click
    // that lands while one is still opening can be lost under load (docs/testing.md).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node ./e2e-server.mjs`,
      url: `http://127.0.0.1:${PORT}/version.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(PORT) },
    },
    {
      // The shipped official data, for the journeys that check what a family really sees (official-data.spec.ts).
      command: `node ./e2e-server.mjs`,
      url: `http://127.0.0.1:${OFFICIAL_PORT}/version.json`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { E2E_PORT: String(OFFICIAL_PORT), E2E_DATA_SET: 'official', E2E_OPERATOR: '0' },
    },
  ],
});
