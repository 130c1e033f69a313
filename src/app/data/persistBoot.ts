import type { QueryClient } from '@tanstack/react-query';
import { onSessionCleared } from '../session/clear';
import { getToken } from '../session/cookies';
import { sessionKeys } from '../session/keys';
import type { Persistence } from './persist';

/**
 * Starts query-cache persistence for the signed-in user, without loading Dexie on the sign-in page:
 * persist.ts and the lookups come in by dynamic import only once there is a token. Sign-out stops it
 * and drops every per-user row.
 */

/** A broken or slow IndexedDB must not hold the console back: start without the stored cache. */
const RESTORE_TIMEOUT_MS = 1_500;

let active: Persistence | undefined;
let starting: Promise<void> | undefined;

async function start(queryClient: QueryClient): Promise<void> {
  const token = getToken();
  if (!token || active) return;
  const [{ startPersistence }, { userKeyOf }] = await Promise.all([import('./persist'), import('./lookups/userKey')]);
  if (getToken() !== token || active) return;
  active = startPersistence(queryClient, await userKeyOf(token), () => getToken() ?? '');
  await active.restored;
}

function startOnce(queryClient: QueryClient): Promise<void> {
  starting ??= start(queryClient)
    .catch((error: unknown) => console.warn('query cache persistence unavailable', error))
    .finally(() => {
      starting = undefined;
    });
  return starting;
}

/**
 * At start: restore the user's cache (bounded by RESTORE_TIMEOUT_MS) before the router's first load.
 * After a sign-in in this page: start once the session arrives.
 */
export async function bootPersistence(queryClient: QueryClient): Promise<void> {
  queryClient.getQueryCache().subscribe((event) => {
    if (active || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash === JSON.stringify(sessionKeys.info())) void startOnce(queryClient);
  });
  onSessionCleared(() => {
    active?.stop();
    active = undefined;
    return import('./lookups/store')
      .then(({ clearAllUserData }) => clearAllUserData())
      .catch((error: unknown) => console.warn('could not clear stored user data', error));
  });
  if (!getToken()) return;
  await Promise.race([startOnce(queryClient), new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
}
