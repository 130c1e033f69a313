import { useEffect } from 'react';
import { alertMessage } from '../../../components/confirm';
import { t } from '../../../i18n';
import { onSessionCleared } from '../../../session/clear';
import { logout } from '../../../session/logout';
import { USB_KEY } from '../driver';
import { createDriver } from '../driverClient';
import { addUsbKeyTexts } from '../i18n';
import { keyLoginMarker } from '../keyLoginMarker';

addUsbKeyTexts();

async function forcedLogout(reason: 'removedLogout' | 'serviceLogout'): Promise<void> {
  keyLoginMarker.flagLogout();
  await alertMessage({ message: t(`usbKey.errors.${reason}`) });
  await finishLogout();
  window.location.reload();
}

async function finishLogout(): Promise<void> {
  await logout();
  keyLoginMarker.clear();
  keyLoginMarker.clearLogout();
}

/**
 * Spec §4 USB-key login, in the signed-in shell: with a key-login marker, every 5 s check the keys
 * plugged in; none, the stored one missing, or the service failing → flag the logout, alert, log out
 * and reload. A flagged logout left unfinished (the tab closed during the alert) completes here at the
 * next start. Renders nothing.
 */
export function UsbKeyWatch() {
  useEffect(() => {
    // Any sign-out ends the tie between this browser's session and the key.
    const stopListening = onSessionCleared(() => keyLoginMarker.clear());
    if (keyLoginMarker.isLogoutPending()) {
      void finishLogout();
      return stopListening;
    }
    const device = keyLoginMarker.get();
    if (!device) return stopListening;
    let isChecking = false;
    const timer = window.setInterval(() => {
      if (isChecking) return;
      isChecking = true;
      createDriver()
        .listDevices()
        .then(async (devices) => {
          if (!devices.includes(device)) {
            window.clearInterval(timer);
            await forcedLogout('removedLogout');
          }
        })
        .catch(async (error: unknown) => {
          console.warn('USB-key service check failed', error);
          window.clearInterval(timer);
          await forcedLogout('serviceLogout');
        })
        .finally(() => {
          isChecking = false;
        });
    }, USB_KEY.checkPollMs);
    return () => {
      window.clearInterval(timer);
      stopListening();
    };
  }, []);
  return null;
}
