/** What other parts of the console may use from the account feature. */
export { AccountDialogs } from './AccountDialogs';
export { closeAccountDialog, openChangePassword, openFillInfo } from './accountDialogsStore';
export { PersonalInfoForm } from './components/PersonalInfoForm';
export { StrengthMeter } from './components/StrengthMeter';
export { LICENSE_STATUS } from './sessionPrompts';
