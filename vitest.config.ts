import { defineConfig } from 'vitest/config';
import { messageTexts } from './build/messageTexts';
import { FileDurations } from './tests/support/fileDurations';

const ALL = ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];
/** Files about a module's first state (the message catalogue before /login's part is extended): a fresh graph each. */
const FIRST_STATE = ['tests/unit/i18nKeys.test.ts', 'tests/unit/lazyPanel.test.tsx'];

/** Unit tests: logic, workers' modules and components, with fake IndexedDB. */
export default defineConfig({
  // The console's texts are split by the build (build/messageTexts.ts); tests load them the same way.
  plugins: [messageTexts()],
  test: {
    setupFiles: ['fake-indexeddb/auto'],
    environment: 'node',
    reporters: ['default', new FileDurations()],
    projects: [
      // One module graph per worker: importing React, Fluent and the console again for each of 168 files was
      // three quarters of the suite's time (2 min → 30 s).
      { extends: true, test: { name: 'unit', include: ALL, exclude: FIRST_STATE, isolate: false } },
      { extends: true, test: { name: 'unit-first-state', include: FIRST_STATE } },
    ],
  },
});
