import { z } from 'zod';
import { Permission } from '../access/permissions';
import { descriptionField } from './assetFields';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idNumber, idText, optionalFilter } from './ids';

/** Tags on assets (spec §2 /assets-label-list, §7 /system/tag/*; tag fields are not shown in the spec). */
const tag = 'tag';

export const TagSchema = z.object({
  tagId: z.number().int(),
  tagName: z.string(),
  description: z.string(),
  /** How many assets carry the tag. */
  assetCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

export const TagOptionSchema = z.object({ tagId: z.number().int(), tagName: z.string() });
export type TagOption = z.infer<typeof TagOptionSchema>;

export const TagBodySchema = z.object({
  tagName: requiredName('tagName', 64),
  description: descriptionField,
});
export type TagBody = z.input<typeof TagBodySchema>;

export const EditTagBodySchema = TagBodySchema.extend({ tagId: idNumber('tagId') });
export type EditTagBody = z.input<typeof EditTagBodySchema>;

export const ListTagsQuerySchema = PageQuerySchema.extend({ tagName: optionalFilter('tagName') });
export type ListTagsQuery = z.input<typeof ListTagsQuerySchema>;

const tagIdParams = z.object({ tagId: idText('tagId') });

export const listTags = endpoint({
  method: 'GET',
  path: '/system/tag/list',
  access: Permission.labelQuery,
  tag,
  summary: 'Tags by name, with how many assets carry each; filter by name (contains)',
  query: ListTagsQuerySchema,
  reply: TagSchema,
  paged: true,
});

export const listTagOptions = endpoint({
  method: 'GET',
  path: '/system/tag/options',
  access: Permission.assetQuery,
  tag,
  summary: 'Every tag (id and name) for the asset form and the asset list’s tag filter',
  reply: z.array(TagOptionSchema),
});

export const getTag = endpoint({
  method: 'GET',
  path: '/system/tag/:tagId',
  access: Permission.labelQuery,
  tag,
  summary: 'One tag',
  params: tagIdParams,
  reply: TagSchema,
});

export const addTag = endpoint({
  method: 'POST',
  path: '/system/tag/add',
  access: Permission.labelAdd,
  tag,
  summary: 'Create a tag (unique name)',
  body: TagBodySchema,
  reply: TagSchema,
});

export const editTag = endpoint({
  method: 'PUT',
  path: '/system/tag/edit',
  access: Permission.labelEdit,
  tag,
  summary: 'Rename or describe a tag',
  body: EditTagBodySchema,
  reply: TagSchema,
});

export const removeTag = endpoint({
  method: 'POST',
  path: '/system/tag/:tagId',
  access: Permission.labelRemove,
  tag,
  summary: 'Delete a tag; the assets that carried it lose it (answers how many)',
  params: tagIdParams,
  reply: z.object({ deleted: z.number().int(), detachedAssets: z.number().int() }),
});
