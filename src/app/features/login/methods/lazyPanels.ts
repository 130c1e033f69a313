import { lazy } from 'react';

/**
 * The sign-in panels other than the password form, each its own chunk: only the password form is on
 * /login's critical path, a panel loads when its tab (or the second step) is chosen.
 */
export const SmsLoginPanel = lazy(() =>
  import('./SmsLoginPanel').then((module) => ({ default: module.SmsLoginPanel })),
);
export const OtpLoginPanel = lazy(() =>
  import('./OtpLoginPanel').then((module) => ({ default: module.OtpLoginPanel })),
);
export const SecondFactorPanel = lazy(() =>
  import('./SecondFactorPanel').then((module) => ({ default: module.SecondFactorPanel })),
);
