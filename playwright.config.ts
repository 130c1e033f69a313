import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_RATE_LIMIT_FACTOR } from './tests/e2e/env';

/** Browser tests: the built console and the real server on a fresh data directory, in Debian's chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test as it ends, then each spec file's time (tests/e2e/support/fileDurations.ts).
  reporter: [['list'], ['./tests/e2e/support/fileDurations.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    // Fluent's dialogs and toasts then appear at once: nothing is measured (axe) or clicked half-faded in.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && exec env PORT=${E2E_PORT} HOST=127.0.0.1 GATEHOUSE_DATA_DIR=${E2E_DATA_DIR} GATEHOUSE_RATE_LIMIT_FACTOR=${E2E_RATE_LIMIT_FACTOR} node dist-server/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/prod-api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
