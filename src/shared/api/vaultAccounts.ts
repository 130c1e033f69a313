import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { ACCOUNT_PASSWORD_MAX, REVEAL_REASON_MAX } from './accounts';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/**
 * The vault's accounts (docs/coffer.md "Accounts in the vault"): every account the caller may see with its safes and
 * the §5 strength of its password, weak passwords and their fix, and the password records — every change of a
 * secret with the secret it replaced, readable only with reveal rights.
 */
const tag = 'vault-accounts';

export const PASSWORD_STRENGTHS = ['low', 'middle', 'high'] as const;
export const SECRET_CHANGE_HOWS = [
  'add',
  'edit',
  'generate',
  'weakFix',
  'adopt',
  'rotate',
  'rotateUnverified',
] as const;

export const VaultPasswordPolicySchema = z.object({
  /** A new password of a vault account has at least this many characters. */
  minLength: z.number().int(),
  /** And at least this §5 strength; a stored password below it is weak. */
  minStrength: z.enum(['middle', 'high']),
  /** The length of a password the console generates. */
  generateLength: z.number().int(),
});
export type VaultPasswordPolicy = z.infer<typeof VaultPasswordPolicySchema>;

export const AccountSafeRefSchema = z.object({ cofferId: z.number().int(), cofferName: z.string() });

export const ManagedAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
  authKind: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
  hasSecret: z.boolean(),
  /** Spec §5 password strength of the stored password; null for keys or none stored. */
  strength: z.enum(PASSWORD_STRENGTHS).nullable(),
  /** Below the vault's password policy (VaultPasswordPolicy.minStrength). */
  weak: z.boolean(),
  /** The safes holding it. */
  safes: z.array(AccountSafeRefSchema),
  checkResult: z.number().int(),
  /** The last change of its secret, if recorded. */
  lastChangeTime: z.string().nullable(),
  /** The caller may change it (manages the asset's accounts). */
  canManage: z.boolean(),
});
export type ManagedAccount = z.infer<typeof ManagedAccountSchema>;

export const ManagedAccountQuerySchema = PageQuerySchema.extend({
  accountName: optionalFilter('accountName'),
  assetName: optionalFilter('assetName'),
  strength: z.enum(PASSWORD_STRENGTHS, { error: msgRef('fieldInvalid', { field: 'strength' }) }).optional(),
  /** 'true': weak passwords only (the /weak-edit-password-form list). */
  weak: z.enum(['true', 'false'], { error: msgRef('fieldInvalid', { field: 'weak' }) }).optional(),
  cofferId: idText('cofferId').optional(),
});
export type ManagedAccountQuery = z.input<typeof ManagedAccountQuerySchema>;

export const PasswordRecordSchema = z.object({
  recordId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  /** The kind of the credential that was replaced. */
  authKind: z.string(),
  how: z.enum(SECRET_CHANGE_HOWS),
  changedBy: z.string(),
  changeTime: z.string(),
  /** A replaced secret is kept (none for the first one set). */
  hasPrevious: z.boolean(),
});
export type PasswordRecord = z.infer<typeof PasswordRecordSchema>;

export const PasswordRecordQuerySchema = PageQuerySchema.extend({
  accountId: idText('accountId').optional(),
  accountName: optionalFilter('accountName'),
  changedBy: optionalFilter('changedBy'),
});

export const WeakFixBodySchema = z.object({
  accountId: idNumber('accountId'),
  /** The new password (already set on the host); checked against the vault's password policy. */
  password: z
    .string({ error: msgRef('passwordRequired') })
    .min(1, { error: msgRef('passwordRequired') })
    .max(ACCOUNT_PASSWORD_MAX, { error: msgRef('fieldTooLong', { field: 'password', max: ACCOUNT_PASSWORD_MAX }) }),
});

export const RevealRecordBodySchema = z.object({
  field: z.enum(['secret', 'passphrase'], { error: msgRef('fieldInvalid', { field: 'field' }) }).default('secret'),
  reason: z
    .string({ error: msgRef('revealReasonRequired') })
    .trim()
    .max(REVEAL_REASON_MAX, { error: msgRef('fieldTooLong', { field: 'reason', max: REVEAL_REASON_MAX }) })
    .default(''),
});

export const getVaultPasswordPolicy = endpoint({
  method: 'GET',
  path: '/setting-center/passwdManager',
  access: Permission.cofferQuery,
  tag,
  summary: 'The vault’s password policy: minimum length and strength of account passwords, generated length',
  reply: VaultPasswordPolicySchema,
});

export const listManagedAccounts = endpoint({
  method: 'GET',
  path: '/privilege/account/manageList',
  access: Permission.cofferQuery,
  tag,
  summary: 'Accounts the caller sees (asset scope and safes) with their safes and password strength, paged',
  query: ManagedAccountQuerySchema,
  reply: ManagedAccountSchema,
  paged: true,
});

export const fixWeakPassword = endpoint({
  method: 'POST',
  path: '/privilege/account/weakFix',
  access: Permission.cofferManage,
  tag,
  summary: 'Store the strong password that replaced a weak one (recorded as a password change)',
  body: WeakFixBodySchema,
  reply: ManagedAccountSchema,
});

export const listPasswordRecords = endpoint({
  method: 'GET',
  path: '/privilege/account/passwordRecords',
  access: Permission.assetQuery,
  tag,
  summary: 'Changes of account secrets the caller may see: who, when, how; newest first, paged',
  query: PasswordRecordQuerySchema,
  reply: PasswordRecordSchema,
  paged: true,
});

export const revealPasswordRecord = endpoint({
  method: 'POST',
  path: '/privilege/account/passwordRecords/reveal/:recordId',
  access: Permission.assetQuery,
  tag,
  summary: 'Show a replaced secret: system:account:reveal on the asset or a reveal licence; reason; audited',
  params: z.object({ recordId: idText('recordId') }),
  body: RevealRecordBodySchema,
  reply: z.object({ secret: z.string() }),
});
