import { IPV4_PATTERN } from '../api/assetFields';

/**
 * The sign-in, session and password policies of the base-config tab (docs/site-config.md "Sessions and
 * passwords"): Gatehouse's defaults and the bounds the base-config schema and its form check. The services assume
 * these bounds (ucenter/tokens.ts, signInLockout.ts, passwordService.ts, coffer passwordPolicy.ts): lower bounds
 * keep a bastion safe, so a lockout that never locks or a session that never idles out is not offered.
 */

/** The §5 strengths a policy may ask for ('low' is never enough). */
export const POLICY_STRENGTHS = ['middle', 'high'] as const;
export type PolicyStrength = (typeof POLICY_STRENGTHS)[number];

export const SESSION_POLICY_DEFAULTS = { idleMinutes: 120, lifetimeDays: 7 };

export const SESSION_POLICY_LIMITS = {
  idleMinutes: { min: 5, max: 1440 },
  lifetimeDays: { min: 1, max: 90 },
} as const;

export const PASSWORD_POLICY_DEFAULTS = {
  minLength: 6,
  maxLength: 32,
  minStrength: 'middle' as PolicyStrength,
  expireDays: 90,
  expireWarnDays: 7,
  historyCount: 5,
  lockThreshold: 5,
  lockMinutes: 10,
  lockTrustedNetworks: [] as string[],
  captchaEnabled: true,
};

export const PASSWORD_POLICY_LIMITS = {
  minLength: { min: 6, max: 128 },
  maxLength: { min: 6, max: 128 },
  /** 0: passwords never expire (ucenter/sessionService.ts). */
  expireDays: { min: 0, max: 3650 },
  expireWarnDays: { min: 0, max: 365 },
  historyCount: { min: 1, max: 24 },
  lockThreshold: { min: 1, max: 100 },
  lockMinutes: { min: 1, max: 1440 },
} as const;

/** At most this many trusted networks (addresses or CIDRs) are never locked out. */
export const TRUSTED_NETWORKS_MAX = 50;

export const VAULT_PASSWORD_POLICY_DEFAULTS = {
  minLength: 12,
  minStrength: 'high' as PolicyStrength,
  generateLength: 20,
};

export const VAULT_PASSWORD_POLICY_LIMITS = {
  minLength: { min: 8, max: 128 },
  generateLength: { min: 8, max: 128 },
} as const;

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** An IPv6 address in any of its written forms ('::' once at most, an IPv4 tail allowed). */
export function isIpv6(text: string): boolean {
  let address = text;
  const v4Tail = text.includes('.') ? /^(.*:)([^:]*)$/.exec(text) : null;
  if (v4Tail) {
    if (!IPV4_PATTERN.test(v4Tail[2] ?? '')) return false;
    address = `${v4Tail[1]}0:0`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => HEX_GROUP.test(group))) return false;
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8;
}

/** A trusted network: an IPv4 or IPv6 address, or one with a prefix length (192.0.2.0/24, 2001:db8::/32). */
export function isNetworkEntry(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined) return false;
  const isV4 = IPV4_PATTERN.test(address);
  if (!isV4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (isV4 ? 32 : 128);
}
