import type { HubState } from '../../shared/protocol/hub';

/** What a tab needs of the hub client's state store (src/workers/client.ts `Store`). */
export interface StateSource {
  get(): HubState | undefined;
  subscribe(listener: (state: HubState | undefined) => void): () => void;
}

/**
 * Calls `onGrow` each time a counter of the hub state is larger than the last value this tab saw. The
 * first value seen is the baseline, not a change: a tab that opens after an earlier logout must not sign
 * out. A smaller value means a new hub (worker restarted, new leader tab) that counts from 0 again: it
 * becomes the baseline.
 */
export function watchCounter(
  source: StateSource,
  counter: (state: HubState) => number,
  onGrow: (state: HubState) => void,
): () => void {
  const first = source.get();
  let seen = first ? counter(first) : undefined;
  return source.subscribe((state) => {
    if (!state) return;
    const previous = seen;
    seen = counter(state);
    if (previous !== undefined && seen > previous) onGrow(state);
  });
}

/** One more ended session (a logout in any tab, or the server's 4001/4401 close) than this tab has seen. */
export function watchSessionEnds(source: StateSource, onEnd: (closeCode: number) => void): () => void {
  return watchCounter(
    source,
    (state) => state.sessionEnds,
    (state) => onEnd(state.closeCode),
  );
}

/** The server said the user's roles or permissions changed (`access_changed` on the notify socket). */
export function watchAccessChanges(source: StateSource, onChange: () => void): () => void {
  return watchCounter(source, (state) => state.accessChanges, onChange);
}
