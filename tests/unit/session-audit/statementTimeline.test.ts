import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  carryPosition,
  IDLE_GAP_MS,
  positionOf,
  statementAt,
  TAIL_MS,
} from '../../../src/app/features/session-audit/statementTimeline';
import type { StatementRecord } from '../../../src/shared/api/dbSessions';

let nextId = 1;
const statement = (time: string, durationMs: number): StatementRecord => {
  nextId += 1;
  return {
    statementId: nextId,
    sql: `select ${nextId}`,
    time,
    durationMs,
    outcome: 'ok',
    rowCount: 1,
    affectedRows: null,
    truncated: false,
    error: null,
    errorCode: null,
    columns: [],
    params: null,
  };
};

const session = [
  statement('2026-11-28T08:00:00.000Z', 200),
  statement('2026-11-28T08:00:01.000Z', 50),
  // Ten minutes of nothing, then a slow statement.
  statement('2026-11-28T08:10:01.050Z', 3000),
];

describe('the replay timeline of a database session', () => {
  it('places statements at their real times, lasting their durations', () => {
    const timeline = buildTimeline(session, false);
    expect(timeline.marks.map((mark) => [mark.startMs, mark.endMs])).toEqual([
      [0, 200],
      [1000, 1050],
      [601_050, 604_050],
    ]);
    expect(timeline.durationMs).toBe(604_050 + TAIL_MS);
  });

  it('shortens idle gaps to at most 2 s when skipping idle time, never a statement itself', () => {
    const timeline = buildTimeline(session, true);
    expect(timeline.marks.map((mark) => [mark.startMs, mark.endMs])).toEqual([
      [0, 200],
      [1000, 1050],
      [1050 + IDLE_GAP_MS, 1050 + IDLE_GAP_MS + 3000],
    ]);
  });

  it('keeps a statement recorded before the previous one ended after it', () => {
    const skewed = buildTimeline(
      [statement('2026-11-28T08:00:05.000Z', 1000), statement('2026-11-28T08:00:05.500Z', 10)],
      false,
    );
    expect(skewed.marks[1]?.startMs).toBe(1000);
  });

  it('finds the statement at a position and the position of a statement', () => {
    const timeline = buildTimeline(session, true);
    expect(statementAt(timeline, 0)).toBe(0);
    expect(statementAt(timeline, 999)).toBe(0);
    expect(statementAt(timeline, 1000)).toBe(1);
    expect(statementAt(timeline, timeline.durationMs)).toBe(2);
    expect(positionOf(timeline, 2)).toBe(3050);
    expect(positionOf(timeline, 99)).toBe(3050);
    expect(positionOf(timeline, -1)).toBe(0);
  });

  it('carries a position to the other timeline at the same statement', () => {
    const real = buildTimeline(session, false);
    const skipped = buildTimeline(session, true);
    expect(carryPosition(real, skipped, 602_050)).toBe(3050 + 1000);
    expect(carryPosition(skipped, real, 1020)).toBe(1020);
  });

  it('is empty without statements', () => {
    expect(buildTimeline([], true)).toEqual({ marks: [], durationMs: 0 });
    expect(statementAt(buildTimeline([], true), 10)).toBe(-1);
  });
});
