import type { LicenceType } from '../../../shared/rules/cofferRules';
import { formatDateTime } from '../../components/formatDateTime';
import { licenceTypeKey } from './licenceTypes';

/** A licence ending within this time is shown as about to expire. */
export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * The spec §2 "licence-type coffer cell": the caller's licence on a safe. The server sends only a valid
 * licence, but a page left open outlives it, so the end is compared with the clock too.
 */
export type LicenceCell =
  | { kind: 'none' }
  | { kind: 'valid' | 'expiring' | 'expired'; type: LicenceType; until: string };

export function licenceCellOf(licenseType: LicenceType | null, expireTime: string | null, now: Date): LicenceCell {
  if (licenseType === null) return { kind: 'none' };
  // A manager without a licence of their own has none to show an end for.
  if (expireTime === null) return { kind: 'valid', type: licenseType, until: '' };
  const leftMs = Date.parse(expireTime) - now.getTime();
  const kind = leftMs < 0 ? 'expired' : leftMs <= EXPIRING_SOON_MS ? 'expiring' : 'valid';
  return { kind, type: licenseType, until: formatDateTime(expireTime) };
}

type Translate = (key: string, params?: Record<string, string>) => string;

/** Until when, or that it is about to end or has ended; '' without a licence or without an end. */
export function licenceUntilText(cell: LicenceCell, t: Translate): string {
  if (cell.kind === 'none' || cell.until === '') return '';
  return t(`coffer.licence.${cell.kind}`, { until: cell.until });
}

/** The cell's whole text: 无授权, or the type (its tag) and until when. */
export function licenceCellText(cell: LicenceCell, t: Translate): string {
  if (cell.kind === 'none') return t('coffer.licence.none');
  return `${t(licenceTypeKey(cell.type))} ${licenceUntilText(cell, t)}`.trim();
}
