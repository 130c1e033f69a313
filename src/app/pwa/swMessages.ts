import { SW_MESSAGE } from '../../shared/protocol/serviceWorker';

export { SW_MESSAGE };

/** Tells the active worker (if any) to drop every user's cached menu, session and dictionaries. */
export function clearUserCacheInWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message = { type: SW_MESSAGE.clearUserCache };
  navigator.serviceWorker.controller?.postMessage(message);
  void navigator.serviceWorker.getRegistration().then((registration) => {
    // The controller may be an older worker than the active one: tell both (the message is idempotent).
    if (registration?.active && registration.active !== navigator.serviceWorker.controller) {
      registration.active.postMessage(message);
    }
  });
}
