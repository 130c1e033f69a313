import { queryClient } from '../data/queryClient';
import { removeSessionCookies } from './cookies';

/** A clean-up; one that returns a promise is waited for by a sign-out before it loads /login. */
type Listener = () => unknown;
const listeners = new Set<Listener>();

/**
 * Lets other parts (station messages, badge counts, layout storage) drop what they keep for the user
 * when the session ends. Returns the function that unsubscribes.
 */
export function onSessionCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forget the session (spec §8: token, roles, permissions and message storage). Everything cached from
 * the server belonged to that user, so the whole query cache goes, not only the session keys. Resolves once the
 * clean-ups that work in the background (stored lookups in IndexedDB) are done.
 */
export function clearSession(): Promise<void> {
  removeSessionCookies();
  queryClient.clear();
  const pending: Promise<unknown>[] = [];
  const failed = (error: unknown) => console.error('session clean-up failed', error);
  for (const listener of listeners) {
    try {
      const done = listener();
      if (done instanceof Promise) pending.push(done.catch(failed));
    } catch (error) {
      // One failing clean-up must not keep the others (or the sign-out) from running.
      failed(error);
    }
  }
  return Promise.all(pending).then(() => undefined);
}
