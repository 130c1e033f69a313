import { onSessionCleared } from '../session/clear';
import { clearUserCacheInWorker } from './swMessages';
import { offerUpdate } from './updateStore';

/** A wall screen stays open for days: look for a new version now and then. */
const UPDATE_CHECK_MS = 60 * 60_000;

async function register(): Promise<void> {
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
 * Registers the service worker once the page has loaded (it must not compete with the first paint),
 * in production builds only: Vite's dev server has no sw.js. Service workers need a secure context
 * (HTTPS, or 127.0.0.1/localhost); elsewhere the console runs without offline support.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  onSessionCleared(clearUserCacheInWorker);
  const run = () => {
    register().catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
