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

/** Longest wait for an idle moment: a page that is never idle (a busy terminal) still gets its worker. */
const IDLE_TIMEOUT_MS = 5_000;

/** After the load event, at the next idle moment: nothing of the page's own start is delayed by it. */
function whenLoadedAndIdle(run: () => void): void {
  const idle = () => {
    // Safari has no requestIdleCallback: the next task then.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker once, from every page of the console, /login included: a wall screen or
 * kiosk installs the console from the sign-in page, before anyone signs in. It waits until
 * the page has loaded and the browser is idle, and workbox-window is its own chunk fetched only then, so
 * neither delays or enlarges /login (src/app/features/login/README.md); the precache download follows
 * the page instead of competing with it. Production builds only: Vite's dev server has no sw.js. Service
 * workers need a secure context (HTTPS, or 127.0.0.1/localhost); elsewhere the console runs without
 * offline support.
 */
export function registerServiceWorker(): void {
  if (isRegistering || !import.meta.env.PROD || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  isRegistering = true;
  onSessionCleared(clearUserCacheInWorker);
  whenLoadedAndIdle(() => {
    register().catch((error: unknown) => console.warn('service worker registration failed', error));
  });
}
