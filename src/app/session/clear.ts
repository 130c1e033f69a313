import { queryClient } from '../data/queryClient';
import { removeSessionCookies } from './cookies';

type Listener = () => void;
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
 * the server belonged to that user, so the whole query cache goes, not only the session keys.
 */
export function clearSession(): void {
  removeSessionCookies();
  queryClient.clear();
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      // One failing clean-up must not keep the others (or the sign-out) from running.
      console.error('session clean-up failed', error);
    }
  }
}
