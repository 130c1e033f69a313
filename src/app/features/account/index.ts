/** What other parts of the console may use from the account feature. */
export { AccountDialogs } from './AccountDialogs';
export { closeAccountDialog, openChangePassword, openFillInfo } from './accountDialogsStore';
export { PersonalInfoForm } from './components/PersonalInfoForm';
export { UserMenu } from './components/UserMenu';
/** Its texts, which the signed-in shell joins to the i18n resources (router/shellBundles.ts). */
export { accountText } from './i18n';
export { LICENSE_STATUS } from './sessionPrompts';
