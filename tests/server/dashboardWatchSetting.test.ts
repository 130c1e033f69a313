import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';

/**
 * Issue 17 item 5: how often the dashboard's figures are compared (docs/dashboard.md) is a setting of the server,
 * GATEHOUSE_DASHBOARD_WATCH_MS, so that the wall-screen memory test and benchmark push thousands of real events in
 * minutes. That main.ts hands it to the watch shows in that spec (tests/e2e/wallHeap.spec.ts): dozens of pushes a
 * second, against at most one at the default.
 */
describe('GATEHOUSE_DASHBOARD_WATCH_MS', () => {
  it('is unset by default (the server compares once a second) and read as milliseconds', () => {
    expect(readConfig({}).dashboardWatchMs).toBeUndefined();
    expect(readConfig({ GATEHOUSE_DASHBOARD_WATCH_MS: '10' }).dashboardWatchMs).toBe(10);
  });

  it('refuses what is not a positive whole number of milliseconds, by name', () => {
    for (const text of ['0', '-5', '2.5', 'fast']) {
      expect(() => readConfig({ GATEHOUSE_DASHBOARD_WATCH_MS: text })).toThrow(
        `GATEHOUSE_DASHBOARD_WATCH_MS is not a positive integer: ${text}`,
      );
    }
  });
});
