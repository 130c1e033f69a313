import { lazyPanel } from '../lazyPanel';

/**
 * The sign-in panels other than the password form, each its own chunk (with the whole shared message
 * catalogue, see lazyPanel.ts): only the password form is on /login's critical path, a panel loads when
 * its tab (or the second step) is chosen. The method tabs themselves load only when the installation
 * offers more than the password.
 */
export const MethodSwitch = lazyPanel(async () => (await import('../components/MethodSwitch')).MethodSwitch);
export const SmsLoginPanel = lazyPanel(async () => (await import('./SmsLoginPanel')).SmsLoginPanel);
export const OtpLoginPanel = lazyPanel(async () => (await import('./OtpLoginPanel')).OtpLoginPanel);
export const SecondFactorPanel = lazyPanel(async () => (await import('./SecondFactorPanel')).SecondFactorPanel);
