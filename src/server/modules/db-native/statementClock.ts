/** A statement's clock under the behaviour policy's statement timeout (docs/database-sessions.md). */
export interface StatementClock {
  /** The statement's answer ended: the clock stops; true when it had run out (the statement was cancelled). */
  stop(): boolean;
}

const NO_LIMIT: StatementClock = { stop: () => false };

/** Starts a statement's clock: once `timeoutMs` has passed, `timedOut` runs (it cancels the statement). */
export function startStatementClock(timeoutMs: number | null, timedOut: () => void): StatementClock {
  if (timeoutMs === null) return NO_LIMIT;
  let ranOut = false;
  const timer = setTimeout(() => {
    ranOut = true;
    timedOut();
  }, timeoutMs);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(timer);
      return ranOut;
    },
  };
}
