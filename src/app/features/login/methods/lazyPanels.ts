import { lazy } from 'react';

/**
 * The sign-in panels other than the password form, each its own chunk: only the password form is on
 * /login's critical path, a panel loads when its tab (or the second step) is chosen. The method tabs
 * themselves load only when the installation offers more than the password.
 */
export const MethodSwitch = lazy(() =>
  import('../components/MethodSwitch').then((module) => ({ default: module.MethodSwitch })),
);
export const SmsLoginPanel = lazy(() =>
  import('./SmsLoginPanel').then((module) => ({ default: module.SmsLoginPanel })),
);
export const OtpLoginPanel = lazy(() =>
  import('./OtpLoginPanel').then((module) => ({ default: module.OtpLoginPanel })),
);
export const SecondFactorPanel = lazy(() =>
  import('./SecondFactorPanel').then((module) => ({ default: module.SecondFactorPanel })),
);
