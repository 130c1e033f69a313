import { noteStoredData } from '../../pwa/connectivity';
import { isApiError } from '../errors';
import { readLookup, writeLookup } from './store';
import { currentUserKey } from './userKey';

/**
 * A per-user lookup list (asset types, tag options, …): the network answers when it can and its answer is
 * written through to IndexedDB; when the network is gone the stored copy answers instead, and the
 * offline notice learns how old it is. A business error (no permission, say) is never hidden by a copy.
 */
export async function fetchThroughStore<T>(kind: string, key: string, fetchValue: () => Promise<T>): Promise<T> {
  const user = await currentUserKey();
  try {
    const value = await fetchValue();
    if (user) {
      await writeLookup(kind, user, key, value).catch((error: unknown) => {
        // Costs only the offline copy; the answer just fetched is still right.
        console.warn('could not store lookup', kind, error);
      });
    }
    return value;
  } catch (error) {
    if (!(user && isApiError(error) && error.kind === 'network')) throw error;
    const stored = await readLookup<T>(kind, user, key);
    if (!stored) throw error;
    noteStoredData(stored.savedAt);
    return stored.value;
  }
}
