import type { CofferLicence } from '../../../shared/api/coffers';

/** Spec §4 permission validity (valid 1, invalid 2, pending 3) and expiry reason (expired 1, revoked 2). */
const VALID = 1;
const INVALID = 2;
const PENDING = 3;
const EXPIRED = 1;
const REVOKED = 2;

export interface LicenceStateTag {
  labelKey: string;
  colour: 'success' | 'warning' | 'danger' | 'subtle' | 'informative';
}

/**
 * The tag of one licence in the holders list. An invalid licence says why — 已过期 stands out in red, so an
 * expired licence is never mistaken for a live one; 已撤销 is the holder's record only.
 */
export function licenceStateTag(licence: Pick<CofferLicence, 'state' | 'expiryReason'>): LicenceStateTag {
  if (licence.state === VALID) return { labelKey: 'coffer.licences.stateValid', colour: 'success' };
  if (licence.state === PENDING) return { labelKey: 'coffer.licences.statePending', colour: 'warning' };
  if (licence.state === INVALID && licence.expiryReason === EXPIRED)
    return { labelKey: 'coffer.licences.stateExpired', colour: 'danger' };
  if (licence.state === INVALID && licence.expiryReason === REVOKED)
    return { labelKey: 'coffer.licences.stateRevoked', colour: 'subtle' };
  return { labelKey: 'coffer.licences.stateInvalid', colour: 'informative' };
}

/** Valid and pending licences can be revoked; an ended one stays for the record. */
export function isRevocable(licence: Pick<CofferLicence, 'state'>): boolean {
  return licence.state === VALID || licence.state === PENDING;
}
