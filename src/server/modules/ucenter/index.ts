/** What app.ts and other modules use from the user centre (sign-in sessions, tokens, own account). */

export { accountRefusal, effectiveUserStatus, userStatusIs } from './accountState';
export { loadAuthority } from './authority';
export { verifyCaptcha } from './captchaService';
export { type Client, codeSignIn, passwordLogin, writeLoginLog } from './loginService';
export { assertNotReused, recordPassword } from './passwordHistory';
export { checkNewPassword } from './passwordPolicy';
export { changeOwnPassword } from './passwordService';
export { checkPasswordRules, storeNewPassword } from './passwordStore';
export {
  clearFailures,
  clearFailuresOfUsers,
  countFailure,
  lockMinutesLeft,
  nameSubject,
  phoneSubject,
} from './signInLockout';
export { scheduleTokenHousekeeping } from './tokenHousekeeping';
export { issueToken, isTokenLive, resolveSession, revokeToken, touchToken } from './tokens';
