import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_RATE_LIMIT_FACTOR, E2E_WORKERS, e2eSlot } from './tests/e2e/env';
import { testLicenceEnv } from './tests/support/testLicence';

// The servers the browser tests start (here and tests/e2e/support/ownServer.ts) inherit this: they are licensed, and
// hash new console passwords with scrypt at 2^12 as the server suite does (the suites sign in and set passwords
// hundreds of times; the cost itself is tested in tests/server).
Object.assign(process.env, testLicenceEnv(), { GATEHOUSE_SCRYPT_COST: '12' });

/**
 * Browser tests: the built console and the real server on a fresh data directory, in Debian's chromium. Each worker
 * (E2E_WORKERS) has a server of its own (tests/e2e/env.ts); a file's tests run in order on one worker.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  // A shared machine of this kind now and then runs the whole suite at half speed (21.6 min against 11.3 on one day):
  // a page that shows what it should in 12 s then is no failure. A passing check waits no longer for it.
  expect: { timeout: 20_000 },
  // Each test as it ends, then each spec file's time (tests/e2e/support/fileDurations.ts).
  reporter: [['list'], ['./tests/e2e/support/fileDurations.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    // Fluent's dialogs and toasts then appear at once: nothing is measured (axe) or clicked half-faded in.
    reducedMotion: 'reduce',
    // Every new context would download the service worker's whole precache (272 files) and store it: the specs of
    // the offline console and of installation allow it (offline.spec.ts, installable.spec.ts), the others test
    // what a first visit without it sees.
    serviceWorkers: 'block',
    // A page that never loads fails at its goto, named, instead of using up the test's whole timeout.
    navigationTimeout: 30_000,
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
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const { port, dataDir } = e2eSlot(slot);
    return {
      // Native database listeners on free ports: one server per worker, and the dialog shows each its own.
      command: `rm -rf ${dataDir} && exec env PORT=${port} HOST=127.0.0.1 GATEHOUSE_DATA_DIR=${dataDir} GATEHOUSE_RATE_LIMIT_FACTOR=${E2E_RATE_LIMIT_FACTOR} GATEHOUSE_PG_LISTEN_PORT=0 GATEHOUSE_MYSQL_LISTEN_PORT=0 node dist-server/main.js`,
      url: `http://127.0.0.1:${port}/prod-api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    };
  }),
});
