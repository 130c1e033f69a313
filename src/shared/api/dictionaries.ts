import { z } from 'zod';
import { Permission } from '../access/permissions';
import { CSS_CLASS_MAX, CSS_CLASS_PATTERN, DICT_TYPE_PATTERN, DictStatus, LIST_CLASSES } from '../rules/dictRules';
import { msgRef } from '../rules/validation';
import { PageQuerySchema, requiredName, requiredText } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter, sortNumber } from './ids';

/**
 * Dictionary types and entries (spec §3 "Dictionary entry", §7 /system/dict/data/*; the type calls are ours and
 * mirror the data calls). Labels and names are kept in both languages: `dictLabel` / `dictName` hold the default
 * (Chinese) text, `dictLabelEn` / `dictNameEn` the English one. The lookups of system.ts answer one label, in the
 * request's language. docs/dictionaries.md.
 */
const tag = 'system';

const remarkField = z
  .string()
  .trim()
  .max(255, { error: msgRef('fieldTooLong', { field: 'remark', max: 255 }) })
  .default('');

const statusField = z
  .union([z.literal(DictStatus.normal), z.literal(DictStatus.disabled)], {
    error: msgRef('fieldInvalid', { field: 'status' }),
  })
  .default(DictStatus.normal);

const typeKeyField = z
  .string({ error: msgRef('fieldRequired', { field: 'dictType' }) })
  .trim()
  .regex(DICT_TYPE_PATTERN, { error: msgRef('dictTypeKeyInvalid') });

/** A dictionary: one type key and its names. */
export const DictionarySchema = z.object({
  dictId: z.number().int(),
  dictName: z.string(),
  dictNameEn: z.string(),
  dictType: z.string(),
  status: z.number().int(),
  remark: z.string(),
  /** Seeded by Gatehouse: code depends on its values, so it is neither deleted nor disabled. */
  isSystem: z.boolean(),
  /** How many entries it has. */
  entryCount: z.number().int(),
});
export type Dictionary = z.infer<typeof DictionarySchema>;

export const DictTypeBodySchema = z.object({
  dictName: requiredName('dictName', 64),
  dictNameEn: requiredName('dictNameEn', 64),
  dictType: typeKeyField,
  status: statusField,
  remark: remarkField,
});
export type DictTypeBody = z.input<typeof DictTypeBodySchema>;

export const EditDictTypeBodySchema = DictTypeBodySchema.extend({ dictId: idNumber('dictId') });
export type EditDictTypeBody = z.input<typeof EditDictTypeBodySchema>;

export const ListDictTypesQuerySchema = PageQuerySchema.extend({
  /** Part of either name. */
  dictName: optionalFilter('dictName'),
  /** Part of the type key. */
  dictType: optionalFilter('dictType'),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type ListDictTypesQuery = z.input<typeof ListDictTypesQuerySchema>;

export const DictDataSchema = z.object({
  dictCode: z.number().int(),
  dictType: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictValue: z.string(),
  dictSort: z.number().int(),
  listClass: z.string(),
  cssClass: z.string(),
  status: z.number().int(),
  isDefault: z.boolean(),
  remark: z.string(),
  /** Seeded by Gatehouse: its value and status are fixed and it cannot be deleted; labels and classes may change. */
  isSystem: z.boolean(),
});
export type DictData = z.infer<typeof DictDataSchema>;

export const DictDataBodySchema = z.object({
  dictType: typeKeyField,
  dictLabel: requiredName('dictLabel', 128),
  dictLabelEn: requiredName('dictLabelEn', 128),
  dictValue: requiredText('dictValue', 128),
  dictSort: sortNumber('dictSort'),
  listClass: z.enum(LIST_CLASSES, { error: msgRef('dictListClassInvalid') }).default('default'),
  cssClass: z
    .string()
    .max(CSS_CLASS_MAX, { error: msgRef('fieldTooLong', { field: 'cssClass', max: CSS_CLASS_MAX }) })
    .refine((text) => text.trim() === '' || CSS_CLASS_PATTERN.test(text), { error: msgRef('dictCssClassInvalid') })
    .transform((text) => text.trim().split(/\s+/).filter(Boolean).join(' '))
    .default(''),
  status: statusField,
  isDefault: z.boolean({ error: msgRef('fieldInvalid', { field: 'isDefault' }) }).default(false),
  remark: remarkField,
});
export type DictDataBody = z.input<typeof DictDataBodySchema>;

export const EditDictDataBodySchema = DictDataBodySchema.extend({ dictCode: idNumber('dictCode') });
export type EditDictDataBody = z.input<typeof EditDictDataBodySchema>;

export const ListDictDataQuerySchema = PageQuerySchema.extend({
  dictType: z
    .string({ error: msgRef('fieldRequired', { field: 'dictType' }) })
    .trim()
    .regex(DICT_TYPE_PATTERN, { error: msgRef('dictTypeKeyInvalid') }),
  /** Part of either label. */
  dictLabel: optionalFilter('dictLabel'),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type ListDictDataQuery = z.input<typeof ListDictDataQuerySchema>;

const removedReply = z.object({ removed: z.number().int() });

export const listDictTypes = endpoint({
  method: 'GET',
  path: '/system/dict/type/list',
  access: Permission.dictList,
  tag,
  summary: 'Dictionary types by type key, filtered by name, key and status',
  query: ListDictTypesQuerySchema,
  reply: DictionarySchema,
  paged: true,
});

export const getDictType = endpoint({
  method: 'GET',
  path: '/system/dict/type/:dictId',
  access: Permission.dictList,
  tag,
  summary: 'One dictionary type',
  params: z.object({ dictId: idText('dictId') }),
  reply: DictionarySchema,
});

export const addDictType = endpoint({
  method: 'POST',
  path: '/system/dict/type',
  access: Permission.dictEdit,
  tag,
  summary: 'Create a dictionary type (unique type key)',
  body: DictTypeBodySchema,
  reply: DictionarySchema,
});

export const editDictType = endpoint({
  method: 'PUT',
  path: '/system/dict/type',
  access: Permission.dictEdit,
  tag,
  summary: 'Rename, describe, enable or disable a dictionary type; its key stays, a system type stays enabled',
  body: EditDictTypeBodySchema,
  reply: DictionarySchema,
});

export const removeDictTypes = endpoint({
  method: 'DELETE',
  path: '/system/dict/type/:dictIds',
  access: Permission.dictEdit,
  tag,
  summary: 'Delete dictionary types with their entries; system types are refused',
  params: z.object({ dictIds: idListText('dictIds') }),
  reply: removedReply,
});

export const listDictData = endpoint({
  method: 'GET',
  path: '/system/dict/data/list',
  access: Permission.dictList,
  tag,
  summary: 'Entries of one dictionary type by sort, filtered by label and status (both languages’ labels)',
  query: ListDictDataQuerySchema,
  reply: DictDataSchema,
  paged: true,
});

export const getDictData = endpoint({
  method: 'GET',
  path: '/system/dict/data/:dictCode',
  access: Permission.dictList,
  tag,
  summary: 'One dictionary entry with both labels',
  params: z.object({ dictCode: idText('dictCode') }),
  reply: DictDataSchema,
});

export const addDictData = endpoint({
  method: 'POST',
  path: '/system/dict/data',
  access: Permission.dictEdit,
  tag,
  summary: 'Add an entry to a dictionary type (value unique within the type)',
  body: DictDataBodySchema,
  reply: DictDataSchema,
});

export const editDictData = endpoint({
  method: 'PUT',
  path: '/system/dict/data',
  access: Permission.dictEdit,
  tag,
  summary: 'Change an entry; a system entry keeps its value and status',
  body: EditDictDataBodySchema,
  reply: DictDataSchema,
});

export const removeDictData = endpoint({
  method: 'DELETE',
  path: '/system/dict/data/:dictCodes',
  access: Permission.dictEdit,
  tag,
  summary: 'Delete dictionary entries; system entries are refused',
  params: z.object({ dictCodes: idListText('dictCodes') }),
  reply: removedReply,
});
