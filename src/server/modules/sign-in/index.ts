/** What other modules use from this module. */

export { type Mail, sendMail } from './mailTransport';
export { isMethodEnabled, requireMethodEnabled } from './methodSwitches';
export { isOtpBound, verifyOtp } from './otp';
export { secondFactorFor } from './secondFactor';
export { isEmailConfigured, isSmsConfigured, loadSignInConfig, type SignInConfig } from './settings';
