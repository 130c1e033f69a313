import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { AccountBodySchema, AccountType } from './accounts';
import { endpoint } from './endpoint';
import { idNumber, idText } from './ids';

/**
 * Adopting local accounts (/ghost-add-account; docs/coffer.md "Adopting accounts"): Gatehouse logs in to a Linux
 * asset with one of its stored accounts, lists the host's local users (`getent passwd`), and a manager of the
 * asset's accounts adds the chosen ones as accounts of the asset, all or none.
 */
const tag = 'accounts';

/** At most this many accounts adopted in one call. */
export const ADOPT_BATCH_MAX = 500;

export const DiscoverBodySchema = z
  .object({
    /** The stored account to log in with; absent: one with a credential, a privileged one first. */
    accountId: idNumber('accountId').optional(),
  })
  .default({});
export type DiscoverBody = z.input<typeof DiscoverBodySchema>;

export const LocalUserSchema = z.object({
  accountName: z.string(),
  uid: z.number().int(),
  gid: z.number().int(),
  /** The GECOS field (full name, room…), as the host has it. */
  comment: z.string(),
  home: z.string(),
  shell: z.string(),
  /** False for a shell that refuses logins (nologin, false) or only runs a command (sync, shutdown, halt). */
  canLogin: z.boolean(),
  /** uid below 1000 other than root's 0, and nobody (65534): accounts of the system's services. */
  isSystem: z.boolean(),
  /** The account Gatehouse already manages under this name on the asset, if any. */
  managedAccountId: z.number().int().nullable(),
  /** The account type to adopt it as by default (spec §3): privileged for root (uid 0), else ordinary. */
  accountType: z.number().int(),
});
export type LocalUser = z.infer<typeof LocalUserSchema>;

export const DiscoverySchema = z.object({
  assetId: z.number().int(),
  assetName: z.string(),
  /** The stored account Gatehouse logged in with. */
  viaAccountId: z.number().int(),
  viaAccountName: z.string(),
  /** In the order the host lists them. */
  users: z.array(LocalUserSchema),
});
export type Discovery = z.infer<typeof DiscoverySchema>;

const adoptedAccount = z
  .object({
    // The account form's own rules, so an adopted name is one the form would take.
    accountName: AccountBodySchema.shape.accountName,
    /** Spec §3: ordinary 0, privileged 1; absent: privileged for root, else ordinary. */
    accountType: z
      .literal([AccountType.ordinary, AccountType.privileged], {
        error: msgRef('fieldInvalid', { field: 'accountType' }),
      })
      .optional(),
    /** The account's password, sealed like any account's; absent: adopted without a credential. */
    password: AccountBodySchema.shape.password,
  })
  .transform((account) => ({
    ...account,
    accountType:
      account.accountType ?? (account.accountName === 'root' ? AccountType.privileged : AccountType.ordinary),
  }));

export const AdoptBodySchema = z
  .object({
    assetId: idNumber('assetId'),
    accounts: z
      .array(adoptedAccount, { error: msgRef('adoptionAccountsRequired') })
      .min(1, { error: msgRef('adoptionAccountsRequired') })
      .max(ADOPT_BATCH_MAX, { error: msgRef('fieldInvalid', { field: 'accounts' }) }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const [index, account] of body.accounts.entries()) {
      if (seen.has(account.accountName))
        ctx.addIssue({
          code: 'custom',
          path: ['accounts', index, 'accountName'],
          message: msgRef('adoptionNameTwice', { name: account.accountName }),
        });
      seen.add(account.accountName);
    }
  });
export type AdoptBody = z.input<typeof AdoptBodySchema>;

export const AdoptedAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
});

export const AdoptReplySchema = z.object({
  assetId: z.number().int(),
  /** The accounts added, in the order asked for. */
  added: z.array(AdoptedAccountSchema),
});
export type AdoptReply = z.infer<typeof AdoptReplySchema>;

export const discoverLocalAccounts = endpoint({
  method: 'POST',
  path: '/privilege/account/discover/:assetId',
  access: Permission.cofferManage,
  tag,
  summary:
    'Log in to a Linux asset with one of its stored accounts (through its proxies, holding its host key) and list its local users (getent passwd), marking the ones already managed',
  params: z.object({ assetId: idText('assetId') }),
  body: DiscoverBodySchema,
  reply: DiscoverySchema,
  audit: { title: 'Discover the local accounts of an asset', kind: 'other' },
});

export const adoptLocalAccounts = endpoint({
  method: 'POST',
  path: '/privilege/account/adopt',
  access: Permission.cofferManage,
  tag,
  summary:
    'Add chosen local users of an asset as its accounts (a password sealed like any account’s), all or none; names already managed are refused',
  body: AdoptBodySchema,
  reply: AdoptReplySchema,
  audit: {
    title: 'Adopt local accounts',
    kind: 'add',
    targets: ({ body }) => {
      const input = body as { assetId?: unknown; accounts?: { accountName?: unknown }[] } | undefined;
      const names = (input?.accounts ?? [])
        .map((account) => account.accountName)
        .filter((name): name is string => typeof name === 'string');
      return { ids: typeof input?.assetId === 'number' ? [input.assetId] : [], names };
    },
  },
});
