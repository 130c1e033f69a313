import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { assetTypeField } from './assetFields';
import { AssetSchema } from './assets';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idText, optionalFilter } from './ids';

/**
 * My assets (spec §2 /assets-my, /assets-my-detail): exactly the assets the caller may use — their
 * department rights (spec §6) and their valid authorisations — and nothing else, not even by id.
 */
const tag = 'my-assets';

export const MyAssetRightSchema = z.object({
  /** 'department' (spec §6 role on the asset's department), 'grant' or 'coffer' (a safe's licence). */
  source: z.enum(['department', 'grant', 'coffer']),
  grantId: z.number().int().nullable(),
  permissionType: z.number().int(),
  kind: z.number().int(),
  /** null: no end (department rights). */
  endTime: z.string().nullable(),
  accessMode: z.number().int().nullable(),
  accessEntries: z.array(z.string()),
  accountIds: z.array(z.number().int()).nullable(),
});
export type MyAssetRight = z.infer<typeof MyAssetRightSchema>;

export const MyAssetSchema = AssetSchema.extend({
  favourite: z.boolean(),
  canLogin: z.boolean(),
  /** The latest end among the rights that allow what canLogin says; null when one has no end. */
  validUntil: z.string().nullable(),
});
export type MyAsset = z.infer<typeof MyAssetSchema>;

export const MyAssetAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  /** Spec §3: ordinary 0, privileged 1. */
  accountType: z.number().int(),
  /** A login right reaches this account (the terminal offers exactly these); false: view only. */
  canLogin: z.boolean(),
});
export type MyAssetAccount = z.infer<typeof MyAssetAccountSchema>;

export const MyAssetDetailSchema = MyAssetSchema.extend({
  rights: z.array(MyAssetRightSchema),
  /**
   * The accounts of the asset the caller may use: all of them unless every right is limited to some, each with
   * whether a login right reaches it. The caller needs no right to the asset's account list for the names.
   */
  accounts: z.array(MyAssetAccountSchema),
});
export type MyAssetDetail = z.infer<typeof MyAssetDetailSchema>;

export const ListMyAssetsQuerySchema = PageQuerySchema.extend({
  keyword: optionalFilter('keyword'),
  assetType: z.coerce
    .number({ error: msgRef('assetTypeInvalid') })
    .pipe(assetTypeField)
    .optional(),
  tagId: idText('tagId').optional(),
  /** '1': favourites only. Favourites always come first. */
  favourite: z.enum(['0', '1'], { error: msgRef('fieldInvalid', { field: 'favourite' }) }).optional(),
});
export type ListMyAssetsQuery = z.input<typeof ListMyAssetsQuerySchema>;

const assetIdParams = z.object({ assetId: idText('assetId') });

export const listMyAssets = endpoint({
  method: 'GET',
  path: '/privilege/my-assets/list',
  access: Permission.homeQuery,
  tag,
  summary: 'The assets the caller may use, favourites first then by name; search, type, tag and favourite filters',
  query: ListMyAssetsQuerySchema,
  reply: MyAssetSchema,
  paged: true,
});

export const getMyAsset = endpoint({
  method: 'GET',
  path: '/privilege/my-assets/:assetId',
  access: Permission.homeQuery,
  tag,
  summary: 'One asset the caller may use, with what they may do and until when',
  params: assetIdParams,
  reply: MyAssetDetailSchema,
});

export const starMyAsset = endpoint({
  method: 'POST',
  path: '/privilege/my-assets/favourite/:assetId',
  access: Permission.homeQuery,
  tag,
  summary: 'Mark an asset the caller may use as a favourite',
  params: assetIdParams,
  reply: z.object({ favourite: z.boolean() }),
});

export const unstarMyAsset = endpoint({
  method: 'POST',
  path: '/privilege/my-assets/unfavourite/:assetId',
  access: Permission.homeQuery,
  tag,
  summary: 'Remove an asset from the caller’s favourites',
  params: assetIdParams,
  reply: z.object({ favourite: z.boolean() }),
});
