import { useEffect, useSyncExternalStore } from 'react';
import { getHubClient } from '../../workers/client';
import { getToken } from '../session';
import { installSessionLink } from './sessionLink';

/** The token cookie may change in another tab (a new sign-in); look again when this tab comes back. */
function subscribeToken(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const readToken = () => getToken() ?? '';

/**
 * Mounted once behind sign-in (the session is loaded there): signs the hub's one socket in with this
 * tab's token, again whenever the token changes. Every tab does it; the hub ignores repeats. Renders
 * nothing.
 */
export function HubBridge() {
  const token = useSyncExternalStore(subscribeToken, readToken, readToken);
  useEffect(() => {
    installSessionLink();
  }, []);
  useEffect(() => {
    if (!token) return;
    getHubClient()
      .connect(token)
      .catch((error: unknown) => {
        // A timeout sets status 'down' (the banner shows it) and the heartbeat repeats the sign-in.
        console.warn('hub connect failed', error);
      });
  }, [token]);
  return null;
}
