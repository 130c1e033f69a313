/**
 * The product licence's rules (spec §4 Licence status; docs/licence.md), shared by the server that enforces them and
 * the console that explains them. Pure: the caller supplies the clock.
 */

import { LicenseStatus } from '../enums';

/** Spec §4: 0 not activated, 2 expiring soon, 3 expired; 1 (valid) is the status the spec leaves implicit. */
export type LicenceStatusValue = (typeof LicenseStatus)[keyof typeof LicenseStatus];

/** What a licence allows at once: registered assets, open terminal sessions, running Gatehouse nodes. */
export interface LicenceLimits {
  assets: number;
  sessions: number;
  nodes: number;
}
export const LIMIT_KINDS = ['assets', 'sessions', 'nodes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/**
 * Without a valid licence (none yet, or expired) Gatehouse keeps working within this allowance: enough to evaluate
 * it, and, after an expiry, to keep reaching the first hosts while the renewal is arranged. Sessions already open
 * are never cut by a licence.
 */
export const UNLICENSED_LIMITS: LicenceLimits = { assets: 10, sessions: 2, nodes: 1 };

/** A licence counts as expiring soon (status 2, the renewal prompt) this many days before its end. */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 86_400_000;

export function licenceStatusAt(
  licence: { startTime: string; expireTime: string } | null,
  now: Date,
): LicenceStatusValue {
  if (!licence) return LicenseStatus.notActivated;
  const start = Date.parse(licence.startTime);
  const end = Date.parse(licence.expireTime);
  const at = now.getTime();
  if (at < start) return LicenseStatus.notActivated;
  if (at >= end) return LicenseStatus.expired;
  if (end - at <= EXPIRING_SOON_DAYS * DAY_MS) return LicenseStatus.expiringSoon;
  return LicenseStatus.valid;
}

/** Whether the licence's own limits apply (active or expiring soon); otherwise the unlicensed allowance does. */
export const isLicensed = (status: LicenceStatusValue): boolean =>
  status === LicenseStatus.valid || status === LicenseStatus.expiringSoon;
