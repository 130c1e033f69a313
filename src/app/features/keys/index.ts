import { lazy } from 'react';

/**
 * QR scan sign-in and security keys: the login page's key panels, the phone's confirm page and the
 * key binding page. Everything is a lazy chunk so that /login stays small.
 */
export const KeyLoginPanels = lazy(() =>
  import('./components/KeyLoginPanels').then((m) => ({ default: m.KeyLoginPanels })),
);
export const ScanConfirmPage = lazy(() => import('./ScanConfirmPage').then((m) => ({ default: m.ScanConfirmPage })));
export const BindKeyPage = lazy(() => import('./BindKeyPage').then((m) => ({ default: m.BindKeyPage })));
export { SCAN_CONFIRM_PATH } from './scanLink';
