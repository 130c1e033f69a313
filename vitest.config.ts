import { defineConfig } from 'vitest/config';

/** Unit tests: logic, workers' modules and components, with fake IndexedDB. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['fake-indexeddb/auto'],
    environment: 'node',
  },
});
