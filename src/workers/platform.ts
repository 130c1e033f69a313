import type { HubDeps, LockRequester } from './hub';
import { platformSocketFactory, platformTimers } from './ports';

/** The real runtime for a hub inside a worker (SharedWorker or the fallback's dedicated worker). */
export function platformHubDeps(): HubDeps {
  const lockManager = globalThis.navigator?.locks;
  const locks: LockRequester | undefined = lockManager
    ? { request: (name, options, callback) => lockManager.request(name, options, callback) }
    : undefined;
  return { socketFactory: platformSocketFactory, timers: platformTimers, locks };
}
