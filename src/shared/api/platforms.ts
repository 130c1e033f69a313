import { z } from 'zod';
import { Permission } from '../access/permissions';
import { assetTypeField, descriptionField, ProtocolPortSchema, protocolListField } from './assetFields';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/**
 * Asset types (spec §2 /platform-manage-list, /platform-manage-form; the spec calls them platforms in
 * the route names). Paths are not shown in the spec; they follow /privilege/… like the accounts calls
 * it does show. A type has a category (spec §3 asset type) and offers protocols with default ports.
 */
const tag = 'platform';

export const PlatformSchema = z.object({
  platformId: z.number().int(),
  platformName: z.string(),
  assetType: z.number().int(),
  protocols: z.array(ProtocolPortSchema),
  builtIn: z.boolean(),
  description: z.string(),
  /** How many assets use this type. */
  assetCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Platform = z.infer<typeof PlatformSchema>;

export const PlatformBodySchema = z.object({
  platformName: requiredName('platformName', 64),
  assetType: assetTypeField,
  protocols: protocolListField,
  description: descriptionField,
});
export type PlatformBody = z.input<typeof PlatformBodySchema>;

export const EditPlatformBodySchema = PlatformBodySchema.extend({ platformId: idNumber('platformId') });
export type EditPlatformBody = z.input<typeof EditPlatformBodySchema>;

export const ListPlatformsQuerySchema = PageQuerySchema.extend({
  platformName: optionalFilter('platformName'),
  assetType: z.coerce.number().int().min(0).max(3).optional(),
});
export type ListPlatformsQuery = z.input<typeof ListPlatformsQuerySchema>;

const platformIdParams = z.object({ platformId: idText('platformId') });

export const listPlatforms = endpoint({
  method: 'GET',
  path: '/privilege/platform/list',
  access: Permission.assetQuery,
  tag,
  summary: 'Asset types, built-in first then by name; filter by name (contains) and category',
  query: ListPlatformsQuerySchema,
  reply: PlatformSchema,
  paged: true,
});

export const getPlatform = endpoint({
  method: 'GET',
  path: '/privilege/platform/:platformId',
  access: Permission.assetQuery,
  tag,
  summary: 'One asset type',
  params: platformIdParams,
  reply: PlatformSchema,
});

export const addPlatform = endpoint({
  method: 'POST',
  path: '/privilege/platform/add',
  access: Permission.platformAdd,
  tag,
  summary: 'Create an asset type (unique name)',
  body: PlatformBodySchema,
  reply: PlatformSchema,
});

export const editPlatform = endpoint({
  method: 'PUT',
  path: '/privilege/platform/edit',
  access: Permission.platformEdit,
  tag,
  summary:
    'Change an asset type. While assets use it, its category cannot change and a protocol its assets use cannot be removed',
  body: EditPlatformBodySchema,
  reply: PlatformSchema,
});

export const removePlatform = endpoint({
  method: 'POST',
  path: '/privilege/platform/remove/:platformId',
  access: Permission.platformRemove,
  tag,
  summary: 'Delete an asset type: never a built-in one, never one that assets use',
  params: platformIdParams,
  reply: z.object({ deleted: z.number().int() }),
});
