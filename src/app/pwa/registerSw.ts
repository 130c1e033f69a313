import { onSessionCleared } from '../session/clear';
import { clearUserCacheInWorker } from './swMessages';
import { offerUpdate } from './updateStore';

/** A wall screen stays open for days: look for a new version now and then. */
const UPDATE_CHECK_MS = 60 * 60_000;

let isRegistering = false;

async function register(): Promise<void> {
  // Its own chunk: workbox-window is not needed to show /login (src/app/features/login/README.md).
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerUpdate({
      apply: () => {
        let reloaded = false;
        // Reload only after the user said so, once the new worker controls this page.
        workbox.addEventListener('controlling', () => {
          if (reloaded) return;
          reloaded = true;
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register();
  setInterval(() => {
    workbox.update().catch((error: unknown) => console.warn('service worker update check failed', error));
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the service worker once, when the signed-in shell first mounts: what it keeps offline (the
 * shell, the user's menu and lookups) exists only after a sign-in, and its precache download must not
 * compete with the sign-in page on a slow link. Once registered it controls /login too on later visits.
 * Production builds only: Vite's dev server has no sw.js. Service workers need a secure context (HTTPS,
 * or 127.0.0.1/localhost); elsewhere the console runs without offline support.
 */
export function registerServiceWorker(): void {
  if (isRegistering || !import.meta.env.PROD || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  isRegistering = true;
  onSessionCleared(clearUserCacheInWorker);
  const run = () => {
    register().catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
