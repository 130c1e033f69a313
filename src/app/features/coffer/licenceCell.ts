import type { Coffer } from '../../../shared/api/coffers';
import type { LicenceType } from '../../../shared/rules/cofferRules';
import { formatDateTime } from '../../components/formatDateTime';
import { licenceTypeKey } from './licenceTypes';

/** A licence ending within this time is shown as about to expire. */
export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;

/** The latest licence that ended, or null (the contract exports only its schema, LapsedLicenceSchema). */
export type LapsedLicence = Coffer['lapsedLicense'];

/** Spec §4 expiry reason of a lapsed licence: expired 1, revoked 2. */
const REVOKED = 2;

/**
 * The spec §2 "licence-type coffer cell": the caller's licence on a safe. The server sends a valid licence, or —
 * when no valid one is left — the latest that ended (`lapsed`: expired or revoked), so an ended licence is shown
 * as such rather than as 无授权. A page left open outlives a valid licence, so its end is compared with the
 * clock too ('expired').
 */
export type LicenceCell =
  | { kind: 'none' }
  | { kind: 'valid' | 'expiring' | 'expired'; type: LicenceType; until: string }
  | { kind: 'lapsed'; type: LicenceType; until: string; reason: 'expired' | 'revoked' };

export function licenceCellOf(
  licenseType: LicenceType | null,
  expireTime: string | null,
  now: Date,
  lapsed: NonNullable<LapsedLicence> | null = null,
): LicenceCell {
  if (licenseType === null) {
    if (lapsed === null) return { kind: 'none' };
    const reason = lapsed.expiryReason === REVOKED ? 'revoked' : 'expired';
    return { kind: 'lapsed', type: lapsed.licenseType, until: formatDateTime(lapsed.endTime), reason };
  }
  // A manager without a licence of their own has none to show an end for.
  if (expireTime === null) return { kind: 'valid', type: licenseType, until: '' };
  const leftMs = Date.parse(expireTime) - now.getTime();
  const kind = leftMs < 0 ? 'expired' : leftMs <= EXPIRING_SOON_MS ? 'expiring' : 'valid';
  return { kind, type: licenseType, until: formatDateTime(expireTime) };
}

/** Whether the cell shows a licence that has ended (red): past its end on the clock, or lapsed on the server. */
export const hasEnded = (cell: LicenceCell) => cell.kind === 'expired' || cell.kind === 'lapsed';

type Translate = (key: string, params?: Record<string, string>) => string;

/** Until when, or that it is about to end or has ended (已过期 / 已撤销 and when); '' without a licence or an end. */
export function licenceUntilText(cell: LicenceCell, t: Translate): string {
  if (cell.kind === 'none' || cell.until === '') return '';
  if (cell.kind === 'lapsed')
    return t(cell.reason === 'revoked' ? 'coffer.licence.lapsedRevoked' : 'coffer.licence.lapsedExpired', {
      until: cell.until,
    });
  return t(`coffer.licence.${cell.kind}`, { until: cell.until });
}

/** The cell's whole text: 无授权, or the type (its tag) and until when. */
export function licenceCellText(cell: LicenceCell, t: Translate): string {
  if (cell.kind === 'none') return t('coffer.licence.none');
  return `${t(licenceTypeKey(cell.type))} ${licenceUntilText(cell, t)}`.trim();
}
