/**
 * Response codes carried in the body envelope (spec §8). Business and validation failures travel with
 * HTTP 200 and one of these codes, because the console turns HTTP 400/401/403/404/503 into error pages.
 */
export const ResponseCode = {
  ok: 200,
  badRequest: 400,
  sessionExpired: 401,
  sessionExpiredAlt: 402,
  forbidden: 403,
  notFound: 404,
  notFoundPage: 406,
  conflict: 409,
  initialised: 410,
  tooManyRequests: 429,
  serverError: 500,
  serviceUnavailable: 503,
  sessionExpiredUcenter: 10010077,
  captchaExpired: 10010115,
  captchaWrong: 10010116,
  badCredentials: 10010101,
  accountLocked: 10010102,
  accountDisabled: 10010103,
  accountNotEffective: 10010104,
  accountExpired: 10010105,
  passwordTooWeak: 10010106,
  oldPasswordWrong: 10010107,
  setupRequired: 10010120,
  internalError: 10020013,
  // Users and access (issue 4): a password change is due before anything privileged; a rule that protects
  // the bastion refused the change (self, last super manager, super manager by a non-super manager);
  // an LDAP user has no local password.
  passwordChangeRequired: 10010121,
  userOperationRefused: 10010122,
  ldapUserNoPassword: 10010123,
  // Sign-in methods (SMS, e-mail, one-time password, forgotten password).
  codeInvalid: 10010160,
  codeTooFrequent: 10010161,
  ticketInvalid: 10010162,
  otpInvalid: 10010163,
  otpNotBound: 10010164,
  otpAlreadyBound: 10010165,
  signInMethodDisabled: 10010166,
  providerNotConfigured: 10010167,
  providerFailed: 10010168,
  // QR scan, security keys (WebAuthn) and USB keys.
  scanNotFound: 10010170,
  scanExpired: 10010171,
  scanHandled: 10010172,
  challengeInvalid: 10010173,
  keyVerifyFailed: 10010174,
  keyNotFound: 10010175,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Codes whose arrival means the session is gone (spec §8). */
export const SESSION_EXPIRED_CODES: readonly number[] = [
  ResponseCode.sessionExpired,
  ResponseCode.sessionExpiredAlt,
  ResponseCode.sessionExpiredUcenter,
];

/** Codes shown as an error toast unless the request suppresses it (spec §8). */
export const ERROR_TOAST_CODES: readonly number[] = [ResponseCode.serverError, ResponseCode.internalError];

/** Non-200 codes that the console never announces on its own (spec §8). */
export const SILENT_CODES: readonly number[] = [
  10010108, 10010109, 10010089, 10010090, 10010078, 100001, 1001001, 10010043, 10010119, 601,
];

/** HTTP statuses that the console answers by showing the page of that status (spec §8). */
export const ERROR_PAGE_STATUSES: readonly number[] = [400, 401, 403, 404, 503];
