import { useSyncExternalStore } from 'react';
import { getConnectivity, isOffline, subscribeConnectivity } from './connectivity';
import { OfflineIndicator } from './OfflineIndicator';
import { useOfflineSlot } from './offlineSlot';

/** The offline notice inside the signed-in shell, under the navbar: in the page's flow, over nothing. */
export function ShellOfflineNotice() {
  useOfflineSlot();
  useSyncExternalStore(subscribeConnectivity, getConnectivity);
  return isOffline() ? <OfflineIndicator placement="inline" /> : null;
}
