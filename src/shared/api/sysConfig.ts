import { z } from 'zod';
import { Permission } from '../access/permissions';
import { CONFIG_KEY_PATTERN, CONFIG_PAGE_IDS, ConfigType } from '../rules/configRules';
import { msgRef } from '../rules/validation';
import { PageQuerySchema, requiredName } from './common';
import { endpoint } from './endpoint';
import { idListText, idNumber, idText, optionalFilter } from './ids';

/**
 * Parameters (spec §7 /system/config/*): Gatehouse's own settings (keys under `sys.`, built in) and administrators'
 * parameters. Names are kept in both languages (`configName` Chinese, `configNameEn` English). Values of secrets
 * are never answered (`isSecret`, value ''). docs/dictionaries.md "Parameters".
 */
const tag = 'system';

const configTypeField = z.enum([ConfigType.builtIn, ConfigType.custom], {
  error: msgRef('fieldInvalid', { field: 'configType' }),
});

const configKeyField = z
  .string({ error: msgRef('fieldRequired', { field: 'configKey' }) })
  .trim()
  .regex(CONFIG_KEY_PATTERN, { error: msgRef('configKeyInvalid') });

export const ConfigSchema = z.object({
  configId: z.number().int(),
  configName: z.string(),
  configNameEn: z.string(),
  configKey: z.string(),
  /** '' for a secret. */
  configValue: z.string(),
  /** Y built in (cannot be deleted; every `sys.` key), N an administrator's own. */
  configType: configTypeField,
  remark: z.string(),
  isSecret: z.boolean(),
  /** Who changes the value: here, a setting page (its id in CONFIG_PAGES), or no one ('gatehouse'). */
  valueOwner: z.enum(['here', 'gatehouse', ...CONFIG_PAGE_IDS]),
});
export type Config = z.infer<typeof ConfigSchema>;

export const ConfigBodySchema = z.object({
  configName: requiredName('configName', 64),
  configNameEn: requiredName('configNameEn', 64),
  configKey: configKeyField,
  configValue: z
    .string({ error: msgRef('fieldRequired', { field: 'configValue' }) })
    .max(4000, { error: msgRef('fieldTooLong', { field: 'configValue', max: 4000 }) }),
  configType: configTypeField.default(ConfigType.custom),
  remark: z
    .string()
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'remark', max: 255 }) })
    .default(''),
});
export type ConfigBody = z.input<typeof ConfigBodySchema>;

export const EditConfigBodySchema = ConfigBodySchema.extend({ configId: idNumber('configId') });
export type EditConfigBody = z.input<typeof EditConfigBodySchema>;

export const ListConfigsQuerySchema = PageQuerySchema.extend({
  /** Part of either name. */
  configName: optionalFilter('configName'),
  /** Part of the key. */
  configKey: optionalFilter('configKey'),
  configType: configTypeField.optional(),
});
export type ListConfigsQuery = z.input<typeof ListConfigsQuerySchema>;

export const listConfigs = endpoint({
  method: 'GET',
  path: '/system/config/list',
  access: Permission.settingQuery,
  tag,
  summary: 'Parameters by key, filtered by name, key and type; secrets without their values',
  query: ListConfigsQuerySchema,
  reply: ConfigSchema,
  paged: true,
});

export const getConfig = endpoint({
  method: 'GET',
  path: '/system/config/:configId',
  access: Permission.settingQuery,
  tag,
  summary: 'One parameter (a secret without its value)',
  params: z.object({ configId: idText('configId') }),
  reply: ConfigSchema,
});

export const getConfigByKey = endpoint({
  method: 'GET',
  path: '/system/config/configKey/:configKey',
  access: Permission.settingQuery,
  tag,
  summary: 'One parameter by key (a secret without its value)',
  params: z.object({ configKey: configKeyField }),
  reply: ConfigSchema,
});

export const addConfig = endpoint({
  method: 'POST',
  path: '/system/config',
  access: Permission.settingEdit,
  tag,
  summary: 'Create a parameter (unique key, not under sys.)',
  body: ConfigBodySchema,
  reply: ConfigSchema,
});

export const editConfig = endpoint({
  method: 'PUT',
  path: '/system/config',
  access: Permission.settingEdit,
  tag,
  summary: 'Change a parameter; a Gatehouse value only through its rule, never one a setting page owns',
  body: EditConfigBodySchema,
  reply: ConfigSchema,
});

export const refreshConfigCache = endpoint({
  method: 'DELETE',
  path: '/system/config/refreshCache',
  access: Permission.settingEdit,
  tag,
  summary: 'Clear the parameter cache (Gatehouse reads parameters per request and keeps none: nothing to clear)',
  reply: z.object({ cleared: z.number().int() }),
});

export const removeConfigs = endpoint({
  method: 'DELETE',
  path: '/system/config/:configIds',
  access: Permission.settingEdit,
  tag,
  summary: 'Delete parameters; built-in ones are refused',
  params: z.object({ configIds: idListText('configIds') }),
  reply: z.object({ removed: z.number().int() }),
});
