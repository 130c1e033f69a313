import { useEffect, useRef } from 'react';
import { getHubClient } from '../../workers/client';
import { type StateSource, watchCounter } from './sessionEnds';

/** The server said task runs started, progressed or ended (`task_runs` on the notify socket). */
export function watchTaskRunChanges(source: StateSource, onChange: () => void): () => void {
  return watchCounter(source, (state) => state.taskRunChanges, onChange);
}

/**
 * Calls `onChange` each time the hub's one socket reports task runs that started, progressed or ended, while the
 * calling component is mounted. Pages read their runs again then instead of polling: every tab of the browser
 * shares the socket's message.
 */
export function useTaskRunChanges(onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => watchTaskRunChanges(getHubClient().state, () => latest.current()), []);
}
