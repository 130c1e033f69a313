import { defineConfig } from 'vitest/config';

/** Server tests: buildApp() + inject, real sockets, SQLite and PostgreSQL. */
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
