import type { MenuNode } from '../../../shared/api/auth';
import { noteStoredData } from '../../pwa/connectivity';
import { isApiError } from '../errors';
import { readMenus, writeMenus } from './store';
import { currentUserKey } from './userKey';

/**
 * The menu decides which routes exist, so a reachable server always wins: fetch, write through, and
 * fall back to the user's stored menu only when the network is gone. (The persisted query cache gives
 * the read-first start: it restores the menu before the first paint, see ../persist.ts.)
 */
export async function fetchMenusThroughStore(lang: string, fetchMenus: () => Promise<MenuNode[]>): Promise<MenuNode[]> {
  const user = await currentUserKey();
  try {
    const menus = await fetchMenus();
    if (user) {
      await writeMenus(user, lang, menus).catch((error: unknown) => {
        // Costs only the offline copy; the menu just fetched is still right.
        console.warn('could not store the menu', error);
      });
    }
    return menus;
  } catch (error) {
    if (!(user && isApiError(error) && error.kind === 'network')) throw error;
    const stored = await readMenus(user, lang);
    if (!stored) throw error;
    noteStoredData(stored.savedAt);
    return stored.value;
  }
}
