import { lazy } from 'react';

/**
 * The USB-key feature (spec §3, §4, §7, §8): the driver of the local key-device service, the key
 * sign-in panel, the key watch of the signed-in shell, binding and the PIN change. Every component is
 * its own chunk, loaded only where it is shown.
 */
export const UsbKeyLoginPanel = lazy(() =>
  import('./components/UsbKeyLoginPanel').then((m) => ({ default: m.UsbKeyLoginPanel })),
);
export const UsbKeyWatch = lazy(() => import('./components/UsbKeyWatch').then((m) => ({ default: m.UsbKeyWatch })));
export const UsbKeyPinForm = lazy(() =>
  import('./components/UsbKeyPinForm').then((m) => ({ default: m.UsbKeyPinForm })),
);
export const UsbKeyBindSection = lazy(() =>
  import('./components/UsbKeyBindSection').then((m) => ({ default: m.UsbKeyBindSection })),
);
