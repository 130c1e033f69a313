import { describe, expect, it } from 'vitest';
import { hasTrend, showsTrend, TREND_OUTCOMES, trendColumns } from '../../../src/app/features/tasks/runTrend';
import type { RunTrendPoint } from '../../../src/shared/api/tasks';

const point = (runId: number, patch: Partial<RunTrendPoint> = {}): RunTrendPoint => ({
  runId,
  time: `2024-05-0${runId}T02:00:00.000Z`,
  correct: 0,
  wrong: 0,
  unknown: 0,
  abnormal: 0,
  noKey: 0,
  failed: 0,
  succeeded: 0,
  ...patch,
});

describe('the inspection trend (issue 15)', () => {
  it('is drawn for an inspection task with at least two ended runs only', () => {
    const two = [point(1), point(2)];
    expect(showsTrend({ taskId: 3, taskType: 10 }, two)).toBe(true);
    expect(showsTrend({ taskId: 3, taskType: 10 }, [point(1)])).toBe(false);
    expect(showsTrend({ taskId: 3, taskType: 10 }, undefined)).toBe(false);
    expect(showsTrend({ taskId: 3, taskType: 0 }, two)).toBe(false);
    expect(showsTrend({ taskId: null, taskType: 10 }, two)).toBe(false);
    expect(hasTrend({ taskId: 3, taskType: 10 })).toBe(true);
    expect(hasTrend({ taskId: 3, taskType: 2 })).toBe(false);
  });

  it('keeps the server order, marks the current run and scales every column to the tallest', () => {
    const columns = trendColumns(
      [point(1, { correct: 2, wrong: 1, failed: 5 }), point(2, { correct: 4, abnormal: 1, noKey: 1 })],
      2,
    );
    expect(columns.map((column) => [column.runId, column.current, column.total])).toEqual([
      [1, false, 3],
      [2, true, 6],
    ]);
    expect(columns[0]?.parts.map((part) => part.outcome)).toEqual(TREND_OUTCOMES);
    expect(columns[0]?.parts[0]).toEqual({ outcome: 'correct', count: 2, share: 2 / 6 });
    expect(columns[1]?.parts.reduce((sum, part) => sum + part.share, 0)).toBeCloseTo(1);
  });

  it('draws runs without checks as empty columns, never dividing by zero', () => {
    const columns = trendColumns([point(1, { failed: 1 }), point(2)], 9);
    expect(columns.every((column) => !column.current && column.total === 0)).toBe(true);
    expect(columns.flatMap((column) => column.parts.map((part) => part.share))).toEqual(Array(10).fill(0));
  });
});
