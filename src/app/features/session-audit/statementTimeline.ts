import type { StatementRecord } from '../../../shared/api/dbSessions';

/** A gap between statements longer than this is shortened to it when idle time is skipped. */
export const IDLE_GAP_MS = 2000;
/** The replay goes on this long past the last statement's end, so its result can be seen. */
export const TAIL_MS = 1500;

export interface TimelineMark {
  /** Index in the session's statements (their run order). */
  index: number;
  statementId: number;
  /** Where the statement starts and ends on the replay's clock (ms from the first statement's start). */
  startMs: number;
  endMs: number;
}

export interface StatementTimeline {
  marks: TimelineMark[];
  durationMs: number;
}

/**
 * The statements of a database session on the replay's clock, in the order they were sent: each starts when it
 * was sent (relative to the first) and lasts its duration. With `skipIdle`, the time between one statement's end
 * and the next one's start is shortened to IDLE_GAP_MS at most (a statement's own duration is never shortened).
 * Statements recorded out of order (clock skew between nodes) are kept in run order, never before the previous one.
 */
export function buildTimeline(statements: readonly StatementRecord[], skipIdle: boolean): StatementTimeline {
  const marks: TimelineMark[] = [];
  let previousRealEnd = 0;
  let previousEnd = 0;
  const origin = statements.length > 0 ? Date.parse(statements[0]?.time ?? '') : 0;
  statements.forEach((statement, index) => {
    const realStart = Math.max(Date.parse(statement.time) - origin, index === 0 ? 0 : previousRealEnd);
    const gap = index === 0 ? 0 : Math.max(realStart - previousRealEnd, 0);
    const startMs = index === 0 ? 0 : previousEnd + (skipIdle ? Math.min(gap, IDLE_GAP_MS) : gap);
    const duration = Math.max(statement.durationMs, 0);
    marks.push({ index, statementId: statement.statementId, startMs, endMs: startMs + duration });
    previousRealEnd = realStart + duration;
    previousEnd = startMs + duration;
  });
  return { marks, durationMs: marks.length === 0 ? 0 : previousEnd + TAIL_MS };
}

/** The statement shown at `positionMs`: the last one sent at or before it; -1 before the first (never, at 0). */
export function statementAt(timeline: StatementTimeline, positionMs: number): number {
  let low = 0;
  let high = timeline.marks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((timeline.marks[middle]?.startMs ?? 0) <= positionMs) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Where the replay jumps to show statement `index` (clamped to the statements there are). */
export function positionOf(timeline: StatementTimeline, index: number): number {
  if (timeline.marks.length === 0) return 0;
  const clamped = Math.min(Math.max(index, 0), timeline.marks.length - 1);
  return timeline.marks[clamped]?.startMs ?? 0;
}

/** A position carried from one timeline to another (idle skipping switched): the same statement, as far into it. */
export function carryPosition(from: StatementTimeline, to: StatementTimeline, positionMs: number): number {
  const index = statementAt(from, positionMs);
  const fromMark = from.marks[index];
  const toMark = to.marks[index];
  if (!fromMark || !toMark) return 0;
  return Math.min(toMark.startMs + (positionMs - fromMark.startMs), to.durationMs);
}
