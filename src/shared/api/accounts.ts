import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { descriptionField } from './assetFields';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter } from './ids';
import { nameChars } from './nameChars';

/**
 * Accounts on assets (spec §2 /account-manage-detail, /account-manage-form; §3 account type; §4 password
 * check). Paths other than the two §7 where-lists and /account/tag/remove follow the /privilege/… style of
 * the assets module. The asset's department scope applies: whoever sees the asset sees its accounts,
 * whoever manages it manages them (docs/accounts.md). Secrets are write-only: a reply says only whether
 * one is stored; revealing one is a separate, audited call.
 */
const tag = 'accounts';

export const ACCOUNT_NAME_MAX = 64;
export const ACCOUNT_PASSWORD_MAX = 256;
export const ACCOUNT_KEY_MAX = 16_384;
/** Spec §5: reasons are at most 99 characters. */
export const REVEAL_REASON_MAX = 99;

/** Spec §3 account type. */
export const AccountType = { ordinary: 0, privileged: 1 } as const;
export const AccountAuthKind = { password: 'password', key: 'key' } as const;

/** A login user: no blanks, colons or slashes (what SSH, RDP and databases accept as a user name). */
const ACCOUNT_NAME_PATTERN = /^[^\s:/\\]+$/;

export const AccountTagRefSchema = z.object({ tagId: z.number().int(), tagName: z.string() });

export const AccountSchema = z.object({
  accountId: z.number().int(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
  accountName: z.string(),
  /** Spec §3: ordinary 0, privileged 1. */
  accountType: z.number().int(),
  authKind: z.enum([AccountAuthKind.password, AccountAuthKind.key]),
  /** Whether a password (password account) or a private key (key account) is stored; never the secret. */
  hasPassword: z.boolean(),
  hasKey: z.boolean(),
  hasPassphrase: z.boolean(),
  /** SHA-256 fingerprint of the stored private key's public half. */
  keyFingerprint: z.string().nullable(),
  description: z.string(),
  tags: z.array(AccountTagRefSchema),
  /** Spec §4 Password check: correct 0, wrong 1, unknown 2 (also: never checked), abnormal 3, no key 4. */
  checkResult: z.number().int(),
  /** The reason of the last check (`ok`, `authRejected`, `hostKeyChanged`, `proxyChain`, …); null before one. */
  checkReason: z.string().nullable(),
  /** The last check's reason in the caller's language (never a secret). */
  checkMessage: z.string().nullable(),
  checkTime: z.string().nullable(),
  /** Whether the caller manages the asset (may edit, delete, check, accept a host key). */
  canManage: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

const secretText = (field: string, max: number) =>
  z
    .string({ error: msgRef('mustBeText') })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .default('');

const accountFields = {
  accountName: z
    .string({ error: msgRef('fieldRequired', { field: 'accountName' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'accountName' }) })
    .max(ACCOUNT_NAME_MAX, { error: msgRef('fieldTooLong', { field: 'accountName', max: ACCOUNT_NAME_MAX }) })
    .check(nameChars('accountName'))
    .regex(ACCOUNT_NAME_PATTERN, { error: msgRef('accountNameInvalid') }),
  accountType: z
    .number({ error: msgRef('fieldInvalid', { field: 'accountType' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'accountType' }) })
    .min(0, { error: msgRef('fieldInvalid', { field: 'accountType' }) })
    .max(1, { error: msgRef('fieldInvalid', { field: 'accountType' }) })
    .default(AccountType.ordinary),
  authKind: z
    .enum([AccountAuthKind.password, AccountAuthKind.key], { error: msgRef('fieldInvalid', { field: 'authKind' }) })
    .default(AccountAuthKind.password),
  /** Write-only; on edit an empty value keeps what is stored. */
  password: secretText('password', ACCOUNT_PASSWORD_MAX),
  privateKey: secretText('privateKey', ACCOUNT_KEY_MAX),
  passphrase: secretText('passphrase', ACCOUNT_PASSWORD_MAX),
  description: descriptionField,
  tagIds: z
    .array(idNumber('tagIds'), { error: msgRef('fieldInvalid', { field: 'tagIds' }) })
    .max(50, { error: msgRef('fieldInvalid', { field: 'tagIds' }) })
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

export const AccountBodySchema = z.object({ assetId: idNumber('assetId'), ...accountFields });
export type AccountBody = z.input<typeof AccountBodySchema>;

/** The asset of an account does not change: another asset's account is a new account. */
export const EditAccountBodySchema = z.object({ accountId: idNumber('accountId'), ...accountFields });
export type EditAccountBody = z.input<typeof EditAccountBodySchema>;

const accountTypeFilter = z.coerce
  .number({ error: msgRef('fieldInvalid', { field: 'accountType' }) })
  .int({ error: msgRef('fieldInvalid', { field: 'accountType' }) })
  .min(0, { error: msgRef('fieldInvalid', { field: 'accountType' }) })
  .max(1, { error: msgRef('fieldInvalid', { field: 'accountType' }) })
  .optional();

export const ListAccountsQuerySchema = PageQuerySchema.extend({
  assetId: idText('assetId'),
  /** Contains, case-insensitive. */
  accountName: optionalFilter('accountName'),
  accountType: accountTypeFilter,
});
export type ListAccountsQuery = z.input<typeof ListAccountsQuerySchema>;

/** At most this many rows answer a where-list, as a page of any list; narrow the filters for more. */
export const ACCOUNT_WHERE_LIMIT = 500;
/** What the console's account pickers ask a where-list for: the first matches, narrowed by the search. */
export const ACCOUNT_PICKER_LIMIT = 100;

/**
 * Filters of the §7 where-lists. `limit` (1 … ACCOUNT_WHERE_LIMIT, default the maximum) lets a picker that shows
 * the first matches ask for only those.
 */
export const AccountWhereQuerySchema = z.object({
  assetId: idText('assetId').optional(),
  accountName: optionalFilter('accountName'),
  accountType: accountTypeFilter,
  limit: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'limit' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'limit' }) })
    .min(1, { error: msgRef('fieldInvalid', { field: 'limit' }) })
    .max(ACCOUNT_WHERE_LIMIT, { error: msgRef('fieldInvalid', { field: 'limit' }) })
    .optional(),
});
export type AccountWhereQuery = z.input<typeof AccountWhereQuerySchema>;

export const AccountOptionSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
  authKind: z.string(),
  checkResult: z.number().int(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
});
export type AccountOption = z.infer<typeof AccountOptionSchema>;

export const AssetHostKeySchema = z.object({
  assetId: z.number().int(),
  /** Recorded on first contact; null before any check reached the host. */
  fingerprint: z.string().nullable(),
  algorithm: z.string().nullable(),
  /** A different key a check saw; refused until a manager accepts it. */
  pendingFingerprint: z.string().nullable(),
  pendingAlgorithm: z.string().nullable(),
  /** RDP: the desktop's TLS certificate (SHA-256), recorded on the first session; null before one. */
  rdpFingerprint: z.string().nullable(),
  rdpSubject: z.string().nullable(),
  /** A different certificate a session met; sessions are refused until a manager accepts it. */
  rdpPendingFingerprint: z.string().nullable(),
  rdpPendingSubject: z.string().nullable(),
});
export type AssetHostKey = z.infer<typeof AssetHostKeySchema>;

export const AcceptAssetHostKeyBodySchema = z.object({
  assetId: idNumber('assetId'),
  /** Which of the asset's recorded identities: the SSH host key (default) or the RDP desktop's certificate. */
  kind: z.enum(['ssh', 'rdp'], { error: msgRef('fieldInvalid', { field: 'kind' }) }).optional(),
  /** The fingerprint the manager was shown: a key that changed again since is not accepted blindly. */
  fingerprint: z
    .string({ error: msgRef('fieldRequired', { field: 'fingerprint' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'fingerprint' }) })
    .max(128, { error: msgRef('fieldInvalid', { field: 'fingerprint' }) }),
});
export type AcceptAssetHostKeyBody = z.infer<typeof AcceptAssetHostKeyBodySchema>;

export const GenerateKeyBodySchema = z.object({
  bits: z
    .union([z.literal(2048), z.literal(3072), z.literal(4096)], { error: msgRef('fieldInvalid', { field: 'bits' }) })
    .default(3072),
});

export const GeneratedKeySchema = z.object({
  /** The authorized_keys line to install on the asset; the private key never leaves the server. */
  publicKey: z.string(),
  fingerprint: z.string(),
  account: AccountSchema,
});

export const RevealBodySchema = z.object({
  /** 'secret' is the password or private key; 'passphrase' the key's passphrase. */
  field: z.enum(['secret', 'passphrase'], { error: msgRef('fieldInvalid', { field: 'field' }) }).default('secret'),
  /** Required (an empty one is refused by the server, and the refusal audited); at most 99 characters. */
  reason: z
    .string({ error: msgRef('revealReasonRequired') })
    .trim()
    .max(REVEAL_REASON_MAX, { error: msgRef('fieldTooLong', { field: 'reason', max: REVEAL_REASON_MAX }) })
    .default(''),
});

const accountIdParams = z.object({ accountId: idText('accountId') });
const assetIdParams = z.object({ assetId: idText('assetId') });

export const listAccounts = endpoint({
  method: 'GET',
  path: '/privilege/account/list',
  access: Permission.assetQuery,
  tag,
  summary: 'The accounts of one asset the caller sees, filtered by name and type, paged',
  query: ListAccountsQuerySchema,
  reply: AccountSchema,
  paged: true,
});

export const getAccountWhereList = endpoint({
  method: 'GET',
  path: '/privilege/account/getAccountWhereList',
  access: Permission.assetQuery,
  tag,
  summary: `Accounts of every asset within the caller’s scope, filtered by asset, name and type; at most ${ACCOUNT_WHERE_LIMIT}`,
  query: AccountWhereQuerySchema,
  reply: z.array(AccountOptionSchema),
});

export const getAllAccountWhereList = endpoint({
  method: 'GET',
  path: '/privilege/account/getAllAccountWhereList',
  access: Permission.assetAll,
  tag,
  summary: `Accounts of every asset, for holders of system:asset:all; same filters; at most ${ACCOUNT_WHERE_LIMIT}`,
  query: AccountWhereQuerySchema,
  reply: z.array(AccountOptionSchema),
});

export const getAssetHostKey = endpoint({
  method: 'GET',
  path: '/privilege/account/hostKey/:assetId',
  access: Permission.assetQuery,
  tag,
  summary: 'The SSH host key and RDP certificate recorded for an asset and changed ones waiting to be accepted',
  params: assetIdParams,
  reply: AssetHostKeySchema,
});

export const getAccount = endpoint({
  method: 'GET',
  path: '/privilege/account/:accountId',
  access: Permission.assetQuery,
  tag,
  summary: 'One account of an asset the caller sees',
  params: accountIdParams,
  reply: AccountSchema,
});

export const addAccount = endpoint({
  method: 'POST',
  path: '/privilege/account/add',
  access: Permission.accountAdd,
  tag,
  summary: 'Add an account (unique login name per asset) to an asset the caller manages',
  body: AccountBodySchema,
  reply: AccountSchema,
});

export const editAccount = endpoint({
  method: 'PUT',
  path: '/privilege/account/edit',
  access: Permission.accountEdit,
  tag,
  summary: 'Change an account; an empty password, key or passphrase keeps the stored one',
  body: EditAccountBodySchema,
  reply: AccountSchema,
});

export const removeAccounts = endpoint({
  method: 'POST',
  path: '/privilege/account/remove/:accountIds',
  access: Permission.accountRemove,
  tag,
  summary: 'Delete accounts (all or nothing) of assets the caller manages',
  params: z.object({ accountIds: idListText('accountIds') }),
  reply: z.object({ deleted: z.number().int() }),
});

export const checkAccount = endpoint({
  method: 'POST',
  path: '/privilege/account/check/:accountId',
  access: Permission.accountCheck,
  tag,
  summary: 'Log in to the asset with the stored credential (through its network proxies) and record the §4 result',
  params: accountIdParams,
  reply: AccountSchema,
});

export const acceptAssetHostKey = endpoint({
  method: 'POST',
  path: '/privilege/account/acceptHostKey',
  access: Permission.accountCheck,
  tag,
  summary:
    'Make the changed SSH host key a check saw, or the changed RDP certificate a session met, the asset’s recorded one (managers of the asset)',
  body: AcceptAssetHostKeyBodySchema,
  reply: AssetHostKeySchema,
});

export const generateAccountKey = endpoint({
  method: 'POST',
  path: '/privilege/account/generateKey/:accountId',
  access: Permission.accountEdit,
  tag,
  summary: 'Generate an RSA key for the account: the private key is sealed, the public line is answered',
  params: accountIdParams,
  body: GenerateKeyBodySchema,
  reply: GeneratedKeySchema,
});

export const revealAccountSecret = endpoint({
  method: 'POST',
  path: '/privilege/account/reveal/:accountId',
  access: Permission.assetQuery,
  tag,
  summary: 'Show a stored password, key or passphrase: needs system:account:reveal and a reason; always audited',
  params: accountIdParams,
  body: RevealBodySchema,
  reply: z.object({ secret: z.string() }),
});

export const removeAccountTag = endpoint({
  method: 'POST',
  path: '/account/tag/remove/:accountId',
  access: Permission.accountEdit,
  tag,
  summary: 'Take one tag off an account (spec §7)',
  params: accountIdParams,
  body: z.object({ tagId: idNumber('tagId') }),
  reply: EmptySchema,
});
