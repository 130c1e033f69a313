import type { HubState } from '../../shared/protocol/hub';

/** What a tab needs of the hub client's state store (src/workers/client.ts `Store`). */
export interface StateSource {
  get(): HubState | undefined;
  subscribe(listener: (state: HubState | undefined) => void): () => void;
}

/**
 * Calls `onEnd` each time the hub reports one more ended session (a logout in any tab, or the server's
 * 4001/4401 close) than this tab has seen. The first value seen is the baseline, not an end: a tab that
 * opens after an earlier logout must not sign out. A smaller value means a new hub (worker restarted,
 * new leader tab) that counts from 0 again: it becomes the baseline.
 */
export function watchSessionEnds(source: StateSource, onEnd: (closeCode: number) => void): () => void {
  let seen = source.get()?.sessionEnds;
  return source.subscribe((state) => {
    if (!state) return;
    const previous = seen;
    seen = state.sessionEnds;
    if (previous !== undefined && state.sessionEnds > previous) onEnd(state.closeCode);
  });
}
