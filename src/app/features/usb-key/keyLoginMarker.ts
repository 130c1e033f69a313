/**
 * Spec §4 USB-key login: a marker (the key's device name) says this sign-in came from a USB key and
 * must end when the key goes; a pending flag says a forced logout started but may not have finished
 * (tab closed during the alert) and is completed at the next start.
 */
const MARKER_KEY = 'usbKeyLogin';
const PENDING_KEY = 'usbKeyLogoutPending';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const keyLoginMarker = {
  get: (): string | null => storage()?.getItem(MARKER_KEY) ?? null,
  set: (deviceName: string) => storage()?.setItem(MARKER_KEY, deviceName),
  clear: () => storage()?.removeItem(MARKER_KEY),
  isLogoutPending: (): boolean => storage()?.getItem(PENDING_KEY) === '1',
  flagLogout: () => storage()?.setItem(PENDING_KEY, '1'),
  clearLogout: () => storage()?.removeItem(PENDING_KEY),
};
