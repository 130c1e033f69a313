import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConnectivity, isOffline, subscribeConnectivity } from './connectivity';
import { useHasOfflineSlot } from './offlineSlot';
import { getUpdateOffer, subscribeUpdateOffer } from './updateStore';

// Loaded only when there is something to show: the sign-in page's code stays small. Both chunks are
// precached by the service worker, so they load offline too.
const OfflineIndicator = lazy(async () => ({ default: (await import('./OfflineIndicator')).OfflineIndicator }));
const UpdatePrompt = lazy(async () => ({ default: (await import('./UpdatePrompt')).UpdatePrompt }));

const noOffer = () => null;

/** The offline indicator and the update prompt, fixed on screen above every page. */
export function PwaOverlays() {
  // The sign-in page is also rendered at build time (build/prerenderSignIn.ts): there, nothing to show.
  useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);
  const offer = useSyncExternalStore(subscribeUpdateOffer, getUpdateOffer, noOffer);
  // Inside the signed-in shell the notice sits under the navbar instead (ShellOfflineNotice.tsx).
  const hasShellSlot = useHasOfflineSlot();
  return (
    <Suspense fallback={null}>
      {isOffline() && !hasShellSlot && <OfflineIndicator />}
      {offer !== null && <UpdatePrompt />}
    </Suspense>
  );
}
