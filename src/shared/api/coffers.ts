import { z } from 'zod';
import { Permission } from '../access/permissions';
import { COFFER_CATEGORIES, LICENCE_TYPES, VaultType } from '../rules/cofferRules';
import { msgRef } from '../rules/validation';
import { RevealBodySchema } from './accounts';
import { descriptionField } from './assetFields';
import { LapsedLicenceSchema, LICENCE_BATCH_MAX } from './cofferLicences';
import { EmptySchema, PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idArray, idNumber, idText, optionalFilter } from './ids';

/**
 * The coffer (spec §7 Vault; docs/coffer.md): safes of accounts, licences on them, favourites. Who manages a
 * safe: its owner, the members of its user group, holders of a valid manage licence and holders of
 * system:allcoffer:manage. Secrets never appear in these replies; a licence of type reveal opens one at a
 * time through /coffer/reveal, with a reason, audited.
 */
const tag = 'coffer';

export * from './cofferLicences';

export const COFFER_NAME_MAX = 64;
/** At most this many assets or accounts in one safe. */
export const COFFER_MEMBERS_MAX = 2000;

export const CofferSchema = z.object({
  cofferId: z.number().int(),
  cofferName: z.string(),
  /** Spec §3 Vault type: asset vault 1, account vault 2. */
  vaultType: z.number().int(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string(),
  ownerNickName: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string(),
  description: z.string(),
  /** Assets of an asset vault, accounts of an account vault (how many). */
  memberCount: z.number().int(),
  /** Accounts the safe holds now. */
  accountCount: z.number().int(),
  favourite: z.boolean(),
  /** The caller's rights: whether they manage it, and their strongest valid licence and its end. */
  canManage: z.boolean(),
  licenseType: z.enum(LICENCE_TYPES).nullable(),
  licenseExpireTime: z.string().nullable(),
  lapsedLicense: LapsedLicenceSchema,
  /** The caller's application waiting for a decision, if any. */
  pendingRecordId: z.number().int().nullable(),
  createBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Coffer = z.infer<typeof CofferSchema>;

export const CofferMemberSchema = z.object({ id: z.number().int(), name: z.string(), detail: z.string() });

export const CofferDetailSchema = CofferSchema.extend({
  /** Asset vault: its assets (name, address); account vault: its accounts (name, asset name). */
  members: z.array(CofferMemberSchema),
});
export type CofferDetail = z.infer<typeof CofferDetailSchema>;

const memberIds = (field: string) =>
  z
    .array(idNumber(field), { error: msgRef('fieldInvalid', { field }) })
    .max(COFFER_MEMBERS_MAX, { error: msgRef('fieldInvalid', { field }) })
    .default([])
    .transform((ids) => [...new Set(ids)]);

const cofferFields = {
  cofferName: requiredName('cofferName', COFFER_NAME_MAX),
  vaultType: z.literal([VaultType.asset, VaultType.account], { error: msgRef('fieldInvalid', { field: 'vaultType' }) }),
  /** Absent: the caller owns it. */
  ownerId: idNumber('ownerId').optional(),
  groupId: idNumber('groupId').nullable().default(null),
  description: descriptionField,
  /** Asset vault: its assets; account vault: its accounts. */
  assetIds: memberIds('assetIds'),
  accountIds: memberIds('accountIds'),
};

const membersRequired = (
  body: { vaultType: number; assetIds: number[]; accountIds: number[] },
  ctx: z.RefinementCtx,
) => {
  if (body.vaultType === VaultType.asset && body.assetIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['assetIds'], message: msgRef('cofferAssetsRequired') });
  if (body.vaultType === VaultType.account && body.accountIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['accountIds'], message: msgRef('cofferAccountsRequired') });
};

export const CofferBodySchema = z.object(cofferFields).superRefine(membersRequired);
export type CofferBody = z.input<typeof CofferBodySchema>;

export const EditCofferBodySchema = z
  .object({ cofferId: idNumber('cofferId'), ...cofferFields })
  .superRefine(membersRequired);
export type EditCofferBody = z.input<typeof EditCofferBodySchema>;

export const CofferListQuerySchema = PageQuerySchema.extend({
  /** Spec §6 categories, or 'all' (a search across them); absent: the one the list opens on (defaultCofferCategory). */
  category: z.enum([...COFFER_CATEGORIES, 'all'], { error: msgRef('fieldInvalid', { field: 'category' }) }).optional(),
  cofferName: optionalFilter('cofferName'),
  vaultType: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'vaultType' }) })
    .pipe(z.literal([VaultType.asset, VaultType.account], { error: msgRef('fieldInvalid', { field: 'vaultType' }) }))
    .optional(),
  /** Safes holding an account whose login name contains this. */
  accountName: optionalFilter('accountName'),
});
export type CofferListQuery = z.input<typeof CofferListQuerySchema>;

export const CofferCountsSchema = z.object({
  manage: z.number().int(),
  use: z.number().int(),
  unauthorised: z.number().int(),
  manageAll: z.boolean(),
  /** The category the list opens on (spec §6). */
  category: z.enum(COFFER_CATEGORIES),
});
export type CofferCounts = z.infer<typeof CofferCountsSchema>;

export const CofferOptionSchema = z.object({
  cofferId: z.number().int(),
  cofferName: z.string(),
  vaultType: z.number().int(),
});
export type CofferOption = z.infer<typeof CofferOptionSchema>;

export const CofferAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
  authKind: z.string(),
  assetId: z.number().int(),
  assetName: z.string(),
  address: z.string(),
  hasSecret: z.boolean(),
  hasPassphrase: z.boolean(),
  checkResult: z.number().int(),
  checkTime: z.string().nullable(),
});
export type CofferAccount = z.infer<typeof CofferAccountSchema>;

export const CofferAccountQuerySchema = PageQuerySchema.extend({
  cofferId: idText('cofferId'),
  accountName: optionalFilter('accountName'),
});

/** The reveal body of the accounts module (field, reason), for an account of a safe. */
export const CofferRevealBodySchema = RevealBodySchema.extend({
  cofferId: idNumber('cofferId'),
  accountId: idNumber('accountId'),
});

const cofferIdParams = z.object({ cofferId: idText('cofferId') });

export const addCoffer = endpoint({
  method: 'POST',
  path: '/coffer/add',
  access: Permission.cofferManage,
  tag,
  summary: 'Create a safe of assets (all their accounts) or of chosen accounts the caller manages',
  body: CofferBodySchema,
  reply: CofferDetailSchema,
});

export const editCoffer = endpoint({
  method: 'PUT',
  path: '/coffer/edit',
  access: Permission.cofferQuery,
  tag,
  summary: 'Change a safe the caller manages: name, description, members, owner and group',
  body: EditCofferBodySchema,
  reply: CofferDetailSchema,
});

export const getCofferList = endpoint({
  method: 'GET',
  path: '/coffer/getCofferList',
  access: Permission.cofferQuery,
  tag,
  summary: 'The caller’s safes of one §6 category (manage rights, use rights, unauthorised), paged',
  query: CofferListQuerySchema,
  reply: CofferSchema,
  paged: true,
});

export const getCofferCounts = endpoint({
  method: 'GET',
  path: '/coffer/getCofferCounts',
  access: Permission.cofferQuery,
  tag,
  summary: 'How many safes the caller has in each §6 category, and the one the list opens on',
  reply: CofferCountsSchema,
});

export const getAllCofferList = endpoint({
  method: 'GET',
  path: '/coffer/getAllCofferList',
  access: Permission.allCofferManage,
  tag,
  summary: 'Every safe, for holders of system:allcoffer:manage, paged',
  query: CofferListQuerySchema.omit({ category: true }),
  reply: CofferSchema,
  paged: true,
});

export const selectAllCofferList = endpoint({
  method: 'GET',
  path: '/coffer/selectAllCofferList',
  access: Permission.cofferQuery,
  tag,
  summary: 'The safes the caller manages, as options (the licence form)',
  query: z.object({ cofferName: optionalFilter('cofferName') }),
  reply: z.array(CofferOptionSchema),
});

export const getFavoritesCofferList = endpoint({
  method: 'GET',
  path: '/coffer/getFavoritesCofferList',
  access: Permission.cofferQuery,
  tag,
  summary: 'The caller’s favourite safes',
  reply: z.array(CofferSchema),
});

export const getCoffer = endpoint({
  method: 'GET',
  path: '/coffer/:cofferId',
  access: Permission.cofferQuery,
  tag,
  summary: 'One safe with its assets or accounts',
  params: cofferIdParams,
  reply: CofferDetailSchema,
});

export const removeCoffer = endpoint({
  method: 'POST',
  path: '/coffer/remove/:cofferId',
  access: Permission.cofferQuery,
  tag,
  summary: 'Delete a safe the caller manages with its licences (waiting applications are refused)',
  params: cofferIdParams,
  reply: EmptySchema,
});

export const addFavoriteCoffer = endpoint({
  method: 'POST',
  path: '/coffer/addFavorites/:cofferId',
  access: Permission.cofferQuery,
  tag,
  summary: 'Star a safe',
  params: cofferIdParams,
  reply: EmptySchema,
});

export const removeFavoriteCoffer = endpoint({
  method: 'POST',
  path: '/coffer/removeFavorites/:cofferId',
  access: Permission.cofferQuery,
  tag,
  summary: 'Unstar a safe',
  params: cofferIdParams,
  reply: EmptySchema,
});

export const changeCofferOwner = endpoint({
  method: 'POST',
  path: '/coffer/changeCofferOwner',
  access: Permission.cofferQuery,
  tag,
  summary: 'Give safes the caller manages to another owner',
  body: z.object({ cofferIdList: idArray('cofferIdList', LICENCE_BATCH_MAX), ownerId: idNumber('ownerId') }),
  reply: EmptySchema,
});

export const changeCofferGroup = endpoint({
  method: 'POST',
  path: '/coffer/changeGroup',
  access: Permission.cofferQuery,
  tag,
  summary: 'Put safes the caller manages under a user group (its members manage them), or none',
  body: z.object({
    cofferIdList: idArray('cofferIdList', LICENCE_BATCH_MAX),
    groupId: idNumber('groupId').nullable(),
  }),
  reply: EmptySchema,
});

export const getCofferAccounts = endpoint({
  method: 'GET',
  path: '/coffer/accountList',
  access: Permission.cofferQuery,
  tag,
  summary: 'The accounts of a safe, for its managers and holders of a valid licence (no secrets)',
  query: CofferAccountQuerySchema,
  reply: CofferAccountSchema,
  paged: true,
});

export const revealCofferSecret = endpoint({
  method: 'POST',
  path: '/coffer/reveal',
  access: Permission.cofferQuery,
  tag,
  summary: 'Show a secret of a safe’s account: needs a valid reveal licence (or managing it) and a reason; audited',
  body: CofferRevealBodySchema,
  reply: z.object({ secret: z.string() }),
});

export const CofferUserOptionSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
});
export const CofferGroupOptionSchema = z.object({ groupId: z.number().int(), groupName: z.string() });

const keywordQuery = z.object({ keyword: optionalFilter('keyword') });

export const selectCofferUsers = endpoint({
  method: 'GET',
  path: '/coffer/selectUsers',
  access: Permission.cofferQuery,
  tag,
  summary:
    'Users (not locked) by name, at most 50, for choosing owners and licence holders: also needs system:coffer:manage, system:allcoffer:manage or managing a safe',
  query: keywordQuery,
  reply: z.array(CofferUserOptionSchema),
});

export const selectCofferGroups = endpoint({
  method: 'GET',
  path: '/coffer/selectGroups',
  access: Permission.cofferQuery,
  tag,
  summary:
    'User groups by name, at most 50, for the group that manages a safe: also needs system:coffer:manage, system:allcoffer:manage or managing a safe',
  query: keywordQuery,
  reply: z.array(CofferGroupOptionSchema),
});
