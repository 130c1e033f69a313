import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StatementRecord } from '../../../shared/api/dbSessions';
import { buildTimeline, carryPosition, positionOf, type StatementTimeline, statementAt } from './statementTimeline';

const TICK_MS = 100;

export interface StatementReplay {
  timeline: StatementTimeline;
  positionMs: number;
  /** The statement shown: the last one sent at or before the position. */
  current: number;
  playing: boolean;
  speed: number;
  skipIdle: boolean;
  play: () => void;
  pause: () => void;
  seek: (positionMs: number) => void;
  jumpTo: (index: number) => void;
  setSpeed: (speed: number) => void;
  setSkipIdle: (skip: boolean) => void;
}

/**
 * Plays a database session's statements on the replay clock (statementTimeline): the position moves with the
 * wall clock times the speed while playing and stops at the end; playing again from the end starts over.
 */
export function useStatementReplay(statements: readonly StatementRecord[]): StatementReplay {
  const [skipIdle, setSkip] = useState(true);
  const [positionMs, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const timeline = useMemo(() => buildTimeline(statements, skipIdle), [statements, skipIdle]);
  const last = useRef(0);

  useEffect(() => {
    if (!playing) return;
    last.current = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const elapsed = (now - last.current) * speed;
      last.current = now;
      setPosition((position) => {
        const next = Math.min(position + elapsed, timeline.durationMs);
        if (next >= timeline.durationMs) setPlaying(false);
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, speed, timeline.durationMs]);

  const play = useCallback(() => {
    setPosition((position) => (position >= timeline.durationMs ? 0 : position));
    setPlaying(timeline.marks.length > 0);
  }, [timeline]);
  const seek = useCallback(
    (next: number) => setPosition(Math.min(Math.max(next, 0), timeline.durationMs)),
    [timeline.durationMs],
  );
  const jumpTo = useCallback((index: number) => setPosition(positionOf(timeline, index)), [timeline]);
  const setSkipIdle = useCallback(
    (skip: boolean) => {
      const next = buildTimeline(statements, skip);
      setPosition((position) => carryPosition(timeline, next, position));
      setSkip(skip);
    },
    [statements, timeline],
  );

  return {
    timeline,
    positionMs,
    current: statementAt(timeline, positionMs),
    playing,
    speed,
    skipIdle,
    play,
    pause: () => setPlaying(false),
    seek,
    jumpTo,
    setSpeed,
    setSkipIdle,
  };
}
