import { IPV4_PATTERN } from '../api/assetFields';

/** Spec §3 enumerations of authorisations and §4 states. */
export const PermissionType = { view: 0, login: 1 } as const;
export const GrantKind = { ordinary: 0, manage: 1 } as const;
export const AccessMode = { blacklist: 0, whitelist: 1 } as const;
export const GrantState = { valid: 1, invalid: 2, pending: 3 } as const;
export const ExpiryReason = { expired: 1, revoked: 2 } as const;
export const SUBJECT_KINDS = ['user', 'group', 'dept'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

const MINUTE = 60_000;

/** Spec §9: the window starts one minute ago with the seconds zeroed and lasts 100 years. */
export function defaultGrantWindow(now: Date): { startTime: string; endTime: string } {
  const start = new Date(now.getTime() - MINUTE);
  start.setUTCSeconds(0, 0);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 100);
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}

/**
 * Spec §4 permission validity and expiry reason, from the times alone: revoked wins, then a start in the
 * future is pending, an end in the past expired, anything else valid.
 */
export function grantStateAt(
  grant: { startsAt: string; endsAt: string; revokedAt: string | null },
  now: Date,
): { state: number; expiryReason: number | null } {
  if (grant.revokedAt !== null) return { state: GrantState.invalid, expiryReason: ExpiryReason.revoked };
  const at = now.getTime();
  if (Date.parse(grant.startsAt) > at) return { state: GrantState.pending, expiryReason: null };
  if (Date.parse(grant.endsAt) < at) return { state: GrantState.invalid, expiryReason: ExpiryReason.expired };
  return { state: GrantState.valid, expiryReason: null };
}

/** An access-list entry: an IPv4 address or IPv4/mask with the mask 0–32 (spec §5 Address). */
export function isAccessEntry(text: string): boolean {
  const [address, mask, extra] = text.split('/');
  if (extra !== undefined || !address || !IPV4_PATTERN.test(address)) return false;
  if (mask === undefined) return true;
  return /^(3[0-2]|[12]?\d)$/.test(mask);
}

function ipv4Number(address: string): number | null {
  if (!IPV4_PATTERN.test(address)) return null;
  return address.split('.').reduce((total, octet) => total * 256 + Number(octet), 0);
}

/** Whether an IPv4 source address falls in an entry (an IPv4-mapped IPv6 "::ffff:a.b.c.d" counts as IPv4). */
export function accessEntryMatches(entry: string, sourceIp: string): boolean {
  const source = ipv4Number(sourceIp.replace(/^::ffff:/i, ''));
  if (source === null) return false;
  const [address = '', maskText] = entry.split('/');
  const base = ipv4Number(address);
  if (base === null) return false;
  const mask = maskText === undefined ? 32 : Number(maskText);
  const size = 2 ** (32 - mask);
  return Math.floor(source / size) === Math.floor(base / size);
}

/** Whitelist: the source must match an entry; blacklist: it must match none; no list: anything. */
export function accessAllows(mode: number | null, entries: readonly string[], sourceIp: string): boolean {
  if (mode === null) return true;
  const matched = entries.some((entry) => accessEntryMatches(entry, sourceIp));
  return mode === AccessMode.whitelist ? matched : !matched;
}
