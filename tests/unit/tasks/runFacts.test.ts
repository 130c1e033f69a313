import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRetry,
  checkCounts,
  formatDuration,
  isOrphan,
  outcomeCounts,
  progressOf,
  retryableCount,
  runDurationMs,
} from '../../../src/app/features/tasks/runFacts';
import { toRunQuery } from '../../../src/app/features/tasks/runFilters';
import { translatorFor } from './translate';

const run = (patch: Partial<Parameters<typeof canRetry>[0]> = {}) => ({
  taskType: 10,
  status: 0,
  total: 10,
  done: 4,
  succeeded: 3,
  failed: 1,
  ...patch,
});

describe('run facts (issue 15)', () => {
  it('measures progress as done over total, unknown while there is no total', () => {
    expect(progressOf(run())).toBe(0.4);
    expect(progressOf(run({ total: 0, done: 0 }))).toBeUndefined();
    expect(progressOf(run({ done: 12 }))).toBe(1);
  });

  it('offers cancel while running (once), retry once ended with targets not succeeded', () => {
    expect(canCancel({ status: 0, cancelRequested: false, taskType: 10 })).toBe(true);
    expect(canCancel({ status: 0, cancelRequested: true, taskType: 10 })).toBe(false);
    expect(canCancel({ status: 2, cancelRequested: false, taskType: 10 })).toBe(false);
    expect(canRetry(run())).toBe(false);
    expect(canRetry(run({ status: 2, done: 10, succeeded: 8, failed: 1 }))).toBe(true);
    expect(retryableCount(run({ status: 2, done: 10, succeeded: 8, failed: 1 }))).toBe(2);
    expect(canRetry(run({ status: 1, done: 10, succeeded: 10, failed: 0 }))).toBe(false);
    expect(canRetry(run({ status: 3, total: 0, done: 0, succeeded: 0, failed: 0 }))).toBe(false);
  });

  it("offers neither on Gatehouse's own background runs, which no task stands behind", () => {
    expect(canCancel({ status: 0, cancelRequested: false, taskType: 8 })).toBe(false);
    expect(canRetry(run({ taskType: 8, status: 2, done: 10, succeeded: 8, failed: 2 }))).toBe(false);
    expect(isOrphan({ taskId: null, taskType: 8 })).toBe(false);
    expect(isOrphan({ taskId: null, taskType: 10 })).toBe(true);
    expect(isOrphan({ taskId: 3, taskType: 10 })).toBe(false);
  });

  it('counts an ended inspection by password check, and nothing for a run without checks', () => {
    const point = {
      runId: 1,
      time: '',
      correct: 5,
      wrong: 1,
      unknown: 0,
      abnormal: 2,
      noKey: 0,
      failed: 1,
      succeeded: 5,
    };
    expect(checkCounts(point)).toEqual([
      { outcome: 'correct', count: 5 },
      { outcome: 'wrong', count: 1 },
      { outcome: 'abnormal', count: 2 },
      { outcome: 'failed', count: 1 },
    ]);
    expect(checkCounts({ ...point, correct: 0, wrong: 0, abnormal: 0, failed: 3 })).toEqual([]);
  });

  it('counts targets by outcome: waiting ones while running, not executed ones once ended', () => {
    expect(outcomeCounts(run())).toEqual([
      { outcome: 'succeeded', count: 3 },
      { outcome: 'failed', count: 1 },
      { outcome: 'pending', count: 6 },
    ]);
    expect(outcomeCounts(run({ status: 2, done: 10, succeeded: 3, failed: 1 }))).toEqual([
      { outcome: 'succeeded', count: 3 },
      { outcome: 'failed', count: 1 },
      { outcome: 'notExecuted', count: 6 },
    ]);
  });

  it('says a duration in the units that matter, in both languages', () => {
    const zh = translatorFor('zh-CN');
    const en = translatorFor('en');
    expect(formatDuration(850, zh)).toBe('0.9 秒');
    expect(formatDuration(65_000, zh)).toBe('1 分 5 秒');
    expect(formatDuration(7_380_000, zh)).toBe('2 小时 3 分');
    expect(formatDuration(65_000, en)).toBe('1 min 5 s');
  });

  it('takes a finished run its duration, a running one the time since it started', () => {
    const now = Date.parse('2026-02-01T00:01:00Z');
    expect(runDurationMs({ startTime: '2026-02-01T00:00:00Z', durationMs: 1234 }, now)).toBe(1234);
    expect(runDurationMs({ startTime: '2026-02-01T00:00:00Z', durationMs: null }, now)).toBe(60_000);
    expect(runDurationMs({ startTime: null, durationMs: null }, now)).toBeNull();
  });

  it('turns the task centre search into the list query: empties left out, times in UTC', () => {
    expect(toRunQuery({ taskName: ' ', taskType: '', status: '', beginTime: '', endTime: '' })).toEqual({});
    const query = toRunQuery({
      taskName: ' nightly ',
      taskType: '10',
      status: '0',
      beginTime: '2026-02-01T08:00',
      endTime: 'not a time',
    });
    expect(query).toMatchObject({ taskName: 'nightly', taskType: 10, status: 0 });
    expect(query.beginTime).toBe(new Date('2026-02-01T08:00').toISOString());
    expect(query.endTime).toBeUndefined();
  });
});
