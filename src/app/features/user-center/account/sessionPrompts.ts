import type { Session } from '../../../../shared/api/auth';

/**
 * What the console must ask right after sign-in (spec §4 Licence and Password-expiry transitions), in
 * the order it asks. Pure: the caller supplies the session and whether the licence warning was ignored.
 */
export type SessionPrompt =
  | { kind: 'licenseExpiring'; expireTime: string | null }
  | { kind: 'licenseInvalid'; status: 0 | 3; canManage: boolean }
  | { kind: 'passwordMustChange' }
  | { kind: 'passwordExpired' }
  | { kind: 'passwordExpiring'; expireTime: string | null }
  | { kind: 'completeInfo' };

export const LICENSE_STATUS = { notActivated: 0, active: 1, expiringSoon: 2, expired: 3 } as const;

export function sessionPrompts(session: Session, isLicenseWarningIgnored: boolean): SessionPrompt[] {
  const prompts: SessionPrompt[] = [];
  const status = session.licenseStatus;
  if (status === LICENSE_STATUS.expiringSoon && session.licenseManage && !isLicenseWarningIgnored) {
    prompts.push({ kind: 'licenseExpiring', expireTime: session.licenseExpireTime });
  }
  if (status === LICENSE_STATUS.notActivated || status === LICENSE_STATUS.expired) {
    prompts.push({ kind: 'licenseInvalid', status, canManage: session.licenseManage });
  }
  if (session.mustChangePassword) prompts.push({ kind: 'passwordMustChange' });
  else if (session.passwordExpireState === 'expired') prompts.push({ kind: 'passwordExpired' });
  else if (session.passwordExpireState === 'expiring') {
    prompts.push({ kind: 'passwordExpiring', expireTime: session.passwordExpireTime });
  }
  if (session.mustCompleteInfo) prompts.push({ kind: 'completeInfo' });
  return prompts;
}

/** The ignore choice is remembered per expiry date, so a renewed-then-expiring licence asks again. */
export const LICENSE_IGNORE_KEY = 'license-expiring-ignored';
export const licenseIgnoreValue = (session: Pick<Session, 'licenseExpireTime'>) =>
  session.licenseExpireTime ?? 'unknown';
