import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SqlPathCoverage } from './tests/server/support/sqlPathCoverage';
import { FileDurations } from './tests/support/fileDurations';
import { testLicenceEnv } from './tests/support/testLicence';

// Where the suites note the query sites they reach, per dialect (tests/server/support/sqlPathRecorder.ts).
const sqlPathsDir = mkdtempSync(join(tmpdir(), 'gatehouse-sql-paths-'));

/** Server tests: buildApp() + inject, real sockets, SQLite and PostgreSQL (tests/server/README.md). */
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time on this machine kind's two cores: many tests wait on sshd, sockets and timers (two took
    // 7.7 min, three 6.9). Every server, PostgreSQL database, sshd, port and network namespace a suite starts is its
    // own, and the test users are made under a retry (tests/support/sshd.ts, whileAccountsLocked).
    fileParallelism: true,
    maxWorkers: 3,
    // One module graph per worker, not per file: every file starts servers of its own (buildApp), and importing the
    // whole server again for each of the 106 files cost a quarter of the suite's CPU (9–11 min → under 5). Nothing
    // in src/server may keep state at module level that belongs to one server (a cache by row id, say).
    isolate: false,
    setupFiles: ['tests/server/support/sqlPathRecorder.ts'],
    // Scrypt at 2^12 instead of 2^15 (src/server/security/passwords.ts): the suite signs in thousands of times.
    // Every server the suites start is licensed by the tests' issuer (tests/support/testLicence.ts).
    env: { GATEHOUSE_SQL_PATHS_DIR: sqlPathsDir, GATEHOUSE_SCRYPT_COST: '12', ...testLicenceEnv() },
    reporters: ['default', new FileDurations(), new SqlPathCoverage(sqlPathsDir)],
  },
});
