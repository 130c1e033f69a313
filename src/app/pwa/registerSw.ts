import { onSessionCleared } from '../session/clear';
import { clearUserCacheInWorker, SW_MESSAGE } from './swMessages';
import { offerUpdate } from './updateStore';

/** A wall screen stays open for days: look for a new version now and then. */
const UPDATE_CHECK_MS = 60 * 60_000;

/** Activates a waiting worker and reloads once it controls this page: only after the user said so. */
function offerWaiting(container: ServiceWorkerContainer, worker: ServiceWorker, reload: () => void): void {
  offerUpdate({
    apply: () => {
      let reloaded = false;
      container.addEventListener('controllerchange', () => {
        if (reloaded) return;
        reloaded = true;
        reload();
      });
      worker.postMessage({ type: SW_MESSAGE.skipWaiting });
    },
  });
}

/**
 * Registers /sw.js and offers each new version. The browser's own API rather than workbox-window (2 KB
 * gzip on /login for the same few lines). A worker that installs while another controls the page is an
 * update; the first install takes the page itself (clientsClaim in src/sw/sw.ts) and offers nothing.
 */
export async function registerWorker(
  container: ServiceWorkerContainer,
  reload: () => void,
): Promise<ServiceWorkerRegistration> {
  const registration = await container.register('/sw.js', { scope: '/' });
  if (registration.waiting && container.controller) offerWaiting(container, registration.waiting, reload);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offerWaiting(container, installing, reload);
    });
  });
  return registration;
}

async function register(): Promise<void> {
  const registration = await registerWorker(navigator.serviceWorker, () => window.location.reload());
  setInterval(() => {
    registration.update().catch((error: unknown) => console.warn('service worker update check failed', error));
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
