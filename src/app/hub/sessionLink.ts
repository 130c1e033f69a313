import { getHubClient } from '../../workers/client';
import { navigateTo } from '../navigation/navigation';
import { clearSession, onSessionCleared, refreshSessionInBackground } from '../session';
import { watchAccessChanges, watchSessionEnds } from './sessionEnds';

/**
 * Ties the tab's session to the hub's, both ways (spec §4: one socket per browser):
 * - this tab clears its session (logout, expired token) → `hub.logout()` closes the one socket, and
 *   the hub's `sessionEnds` grows in every tab;
 * - the hub reports an ended session (another tab's logout, or the server closed the socket with 4001
 *   signed out / 4401 bad token) → this tab clears its session and goes to /login.
 * - the server says the user's roles or permissions changed → this tab reloads its session, so the menu
 *   and the permission-guarded controls follow at once, not at the next navigation.
 * A clear caused by the hub does not call `hub.logout()` again: a tab that already signed in anew
 * (fast fingers in another tab) must not be signed out by a late echo.
 */
let installed = false;
let clearingFromHub = false;

export function installSessionLink(): void {
  if (installed) return;
  installed = true;
  const hub = getHubClient();
  onSessionCleared(() => {
    if (clearingFromHub) return;
    hub.logout().catch((error: unknown) => {
      // The hub is down (status says so); the server revoked the token, so its socket closes anyway.
      console.warn('hub logout failed', error);
    });
  });
  watchSessionEnds(hub.state, () => {
    clearingFromHub = true;
    try {
      clearSession();
    } finally {
      clearingFromHub = false;
    }
    if (window.location.pathname !== '/login') navigateTo('/login', { replace: true });
  });
  watchAccessChanges(hub.state, () => refreshSessionInBackground());
}
