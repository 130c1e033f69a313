import { parsePrefix } from './networkRules';

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

/** A trusted network: an IPv4 or IPv6 address, or one with a prefix length (192.0.2.0/24, 2001:db8::/32). */
export function isNetworkEntry(text: string): boolean {
  return parsePrefix(text, true) !== null;
}
