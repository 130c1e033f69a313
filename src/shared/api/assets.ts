import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import {
  AssetType,
  addressText,
  assetNameField,
  assetTypeField,
  descriptionField,
  encodingField,
  isAddress,
  isWebUrl,
  PROTOCOLS,
  ProtocolPortSchema,
  protocolListField,
} from './assetFields';
import { PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter } from './ids';

/**
 * Assets (spec §2 /assets-manage, /assets-manage-form-page, /assets-manage-detail). Paths are not shown
 * in the spec; they follow its /privilege/… calls. Who sees and changes which asset is the department
 * scope of src/server/modules/assets/README.md: system:asset:all sees every asset, others the assets of
 * their department subtree, and only supervisors (or system:asset:all) change them.
 */
const tag = 'assets';

export const AssetTagRefSchema = z.object({ tagId: z.number().int(), tagName: z.string() });

export const AssetSchema = z.object({
  assetId: z.number().int(),
  assetName: z.string(),
  /** Spec §3 asset type: host 0, network device 1, web 2, database 3 (the platform's category). */
  assetType: z.number().int(),
  address: z.string(),
  platformId: z.number().int(),
  platformName: z.string(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  encoding: z.string(),
  protocols: z.array(ProtocolPortSchema),
  tags: z.array(AssetTagRefSchema),
  description: z.string(),
  /** A network proxy (a later release); null for a direct connection. */
  proxyId: z.number().int().nullable(),
  /** Whether the caller may edit and delete this asset (department scope). */
  canManage: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
  /** Whether the caller manages this asset's accounts: canManage, or an authorisation of kind manage 1. */
  canManageAccounts: z.boolean(),
});
export type Asset = z.infer<typeof AssetSchema>;

const tagIdsField = z
  .array(idNumber('tagIds'), { error: msgRef('fieldInvalid', { field: 'tagIds' }) })
  .max(50, { error: msgRef('fieldInvalid', { field: 'tagIds' }) })
  .default([])
  .transform((ids) => [...new Set(ids)]);

const assetBodyObject = z.object({
  assetName: assetNameField,
  assetType: assetTypeField,
  /** Spec §5 Address (IPv4 or host name); a web asset's is a URL (spec §5 URL). */
  address: addressText,
  platformId: idNumber('platformId'),
  deptId: idNumber('deptId').nullable().default(null),
  encoding: encodingField,
  protocols: protocolListField,
  tagIds: tagIdsField,
  description: descriptionField,
  proxyId: idNumber('proxyId').nullable().default(null),
});

/** A web asset's address is a URL, any other's an IPv4 address or a host name. */
export function addressIssue(assetType: number, address: string): 'urlInvalid' | 'addressInvalid' | null {
  if (assetType === AssetType.web) return isWebUrl(address) ? null : 'urlInvalid';
  return isAddress(address) ? null : 'addressInvalid';
}

const checkAddress = (body: { assetType: number; address: string }, ctx: z.RefinementCtx) => {
  const issue = addressIssue(body.assetType, body.address);
  if (issue) ctx.addIssue({ code: 'custom', path: ['address'], message: msgRef(issue) });
};

export const AssetBodySchema = assetBodyObject.superRefine(checkAddress);
export type AssetBody = z.input<typeof AssetBodySchema>;

export const EditAssetBodySchema = assetBodyObject.extend({ assetId: idNumber('assetId') }).superRefine(checkAddress);
export type EditAssetBody = z.input<typeof EditAssetBodySchema>;

export const ASSET_SORTS = ['assetName', 'address', 'assetType', 'createTime'] as const;

export const ListAssetsQuerySchema = PageQuerySchema.extend({
  /** Contains, case-insensitive, in the name or the address. */
  keyword: optionalFilter('keyword'),
  assetType: z.coerce
    .number({ error: msgRef('assetTypeInvalid') })
    .pipe(assetTypeField)
    .optional(),
  platformId: idText('platformId').optional(),
  /** The department and every department below it. */
  deptId: idText('deptId').optional(),
  tagId: idText('tagId').optional(),
  protocol: z.enum(PROTOCOLS, { error: msgRef('protocolInvalid') }).optional(),
  sortBy: z.enum(ASSET_SORTS, { error: msgRef('fieldInvalid', { field: 'sortBy' }) }).default('createTime'),
  sortOrder: z.enum(['asc', 'desc'], { error: msgRef('fieldInvalid', { field: 'sortOrder' }) }).default('desc'),
});
export type ListAssetsQuery = z.input<typeof ListAssetsQuerySchema>;

const assetIdParams = z.object({ assetId: idText('assetId') });

export const listAssets = endpoint({
  method: 'GET',
  path: '/privilege/assets/list',
  access: Permission.assetQuery,
  tag,
  summary:
    'Assets within the caller’s department scope: search by name or address, filter by category, type, department (with subdepartments), tag and protocol; sorted and paged',
  query: ListAssetsQuerySchema,
  reply: AssetSchema,
  paged: true,
});

export const getAsset = endpoint({
  method: 'GET',
  path: '/privilege/assets/:assetId',
  access: Permission.assetQuery,
  tag,
  summary: 'One asset; an asset outside the caller’s scope does not exist for them',
  params: assetIdParams,
  reply: AssetSchema,
});

export const addAsset = endpoint({
  method: 'POST',
  path: '/privilege/assets/add',
  access: Permission.assetAdd,
  tag,
  summary: 'Create an asset (unique name) in a department the caller manages',
  body: AssetBodySchema,
  reply: AssetSchema,
});

export const editAsset = endpoint({
  method: 'PUT',
  path: '/privilege/assets/edit',
  access: Permission.assetEdit,
  tag,
  summary: 'Change an asset the caller manages',
  body: EditAssetBodySchema,
  reply: AssetSchema,
});

export const removeAssets = endpoint({
  method: 'POST',
  path: '/privilege/assets/remove/:assetIds',
  access: Permission.assetRemove,
  tag,
  summary: 'Delete assets (comma-separated ids); all or none, each one the caller manages',
  params: z.object({ assetIds: idListText('assetIds') }),
  reply: z.object({ deleted: z.number().int() }),
});

export const AssetDeptSchema = z.object({
  deptId: z.number().int(),
  /** Names from the top department down, joined with " / ". */
  deptPath: z.string(),
  /** Whether the caller may place assets here (and change those that are). */
  canManage: z.boolean(),
});
export type AssetDept = z.infer<typeof AssetDeptSchema>;

export const listAssetDepts = endpoint({
  method: 'GET',
  path: '/privilege/assets/depts',
  access: Permission.assetQuery,
  tag,
  summary:
    'The departments whose assets the caller sees, for the asset form and filter (every one with system:asset:all)',
  reply: z.array(AssetDeptSchema),
});
