import { z } from 'zod';
import {
  isNetworkEntry,
  PASSWORD_POLICY_LIMITS,
  POLICY_STRENGTHS,
  SESSION_POLICY_LIMITS,
  TRUSTED_NETWORKS_MAX,
  VAULT_PASSWORD_POLICY_LIMITS,
} from '../rules/policyRules';
import { msgRef } from '../rules/validation';

/**
 * The policy sections of the base configuration (baseConfig.ts; docs/site-config.md "Sessions and passwords"):
 * session timeouts, the console users' password and lockout policy (GET /ucenter/login/passwdRule) and the vault's
 * password policy (GET /setting-center/passwdManager). Messages name a field as `<section><Field>`
 * (passwordMinLength, …), which the console renders from its field names.
 */
const label = (section: string, field: string) => `${section}${field[0]?.toUpperCase()}${field.slice(1)}`;

const whole = (field: string, { min, max }: { min: number; max: number }) => {
  const error = msgRef('settingRange', { field, min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const strength = (field: string) => z.enum(POLICY_STRENGTHS, { error: msgRef('fieldInvalid', { field }) });

const sessionField = (field: keyof typeof SESSION_POLICY_LIMITS) =>
  whole(label('session', field), SESSION_POLICY_LIMITS[field]);
const passwordField = (field: keyof typeof PASSWORD_POLICY_LIMITS) =>
  whole(label('password', field), PASSWORD_POLICY_LIMITS[field]);
const vaultField = (field: keyof typeof VAULT_PASSWORD_POLICY_LIMITS) =>
  whole(label('vaultPassword', field), VAULT_PASSWORD_POLICY_LIMITS[field]);

export const SessionPolicySchema = z.object({
  /** A sign-in unused for this long ends (every API call and the web terminal's typing count as use). */
  idleMinutes: sessionField('idleMinutes'),
  /** A sign-in ends this long after it began, however busy. */
  lifetimeDays: sessionField('lifetimeDays'),
});
export type SessionPolicy = z.infer<typeof SessionPolicySchema>;

const networksLabel = label('password', 'lockTrustedNetworks');

export const PasswordPolicySchema = z
  .object({
    minLength: passwordField('minLength'),
    maxLength: passwordField('maxLength'),
    minStrength: strength(label('password', 'minStrength')),
    /** Days a password stays valid; 0: it never expires. */
    expireDays: passwordField('expireDays'),
    /** Days before expiry from which the user is reminded at sign-in. */
    expireWarnDays: passwordField('expireWarnDays'),
    /** A new password may not be one of this many previous ones. */
    historyCount: passwordField('historyCount'),
    /** Wrong passwords (per name and address) before that pair is locked out… */
    lockThreshold: passwordField('lockThreshold'),
    /** …for this many minutes. */
    lockMinutes: passwordField('lockMinutes'),
    /** Addresses and CIDRs from which wrong passwords never lock (docs/sign-in-methods.md); repeats are dropped. */
    lockTrustedNetworks: z
      .array(
        z
          .string({ error: msgRef('policyNetworkInvalid', { field: networksLabel }) })
          .trim()
          .refine(isNetworkEntry, { error: msgRef('policyNetworkInvalid', { field: networksLabel }) }),
        { error: msgRef('policyNetworkInvalid', { field: networksLabel }) },
      )
      .max(TRUSTED_NETWORKS_MAX, {
        error: msgRef('policyNetworksTooMany', { field: networksLabel, max: TRUSTED_NETWORKS_MAX }),
      }),
    /** Whether password sign-in asks for the picture captcha. */
    captchaEnabled: z.boolean({ error: msgRef('fieldInvalid', { field: label('password', 'captchaEnabled') }) }),
  })
  .superRefine((policy, ctx) => {
    if (policy.maxLength < policy.minLength)
      ctx.addIssue({
        code: 'custom',
        path: ['maxLength'],
        message: msgRef('policyMaxLengthBelowMin', { field: label('password', 'maxLength'), min: policy.minLength }),
      });
  });
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

export const VaultPasswordPolicyConfigSchema = z
  .object({
    /** A new password of a vault account has at least this many characters… */
    minLength: vaultField('minLength'),
    /** …and at least this §5 strength; a stored password below it is weak. */
    minStrength: strength(label('vaultPassword', 'minStrength')),
    /** The length of a password the console generates. */
    generateLength: vaultField('generateLength'),
  })
  .superRefine((policy, ctx) => {
    if (policy.generateLength < policy.minLength)
      ctx.addIssue({
        code: 'custom',
        path: ['generateLength'],
        message: msgRef('policyGenerateLengthBelowMin', {
          field: label('vaultPassword', 'generateLength'),
          min: policy.minLength,
        }),
      });
  });
export type VaultPasswordPolicyConfig = z.infer<typeof VaultPasswordPolicyConfigSchema>;
