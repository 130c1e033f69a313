import { defineConfig } from 'vitest/config';
import { messageTexts } from './build/messageTexts';
import { FileDurations } from './tests/support/fileDurations';

/** Unit tests: logic, workers' modules and components, with fake IndexedDB. */
export default defineConfig({
  // The console's texts are split by the build (build/messageTexts.ts); tests load them the same way.
  plugins: [messageTexts()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['fake-indexeddb/auto'],
    environment: 'node',
    reporters: ['default', new FileDurations()],
  },
});
