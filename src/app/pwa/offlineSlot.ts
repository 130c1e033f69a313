import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the signed-in shell shows the offline notice in its own flow (under the navbar, covering
 * nothing). While it does, PwaOverlays leaves out its floating copy, so there is only ever one notice.
 */
let mounted = 0;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the shell's notice: the shell has a place for it while mounted. */
export function useOfflineSlot(): void {
  useEffect(() => {
    mounted += 1;
    publish();
    return () => {
      mounted -= 1;
      publish();
    };
  }, []);
}

export function useHasOfflineSlot(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => false,
  );
}
