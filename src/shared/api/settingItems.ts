import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { ConfigBodySchema, ConfigSchema } from './sysConfig';

/**
 * The setting centre's generic key–value calls (spec §7 POST /setting-center/add, GET /setting-center/query,
 * PUT /setting-center/edit; fields not shown). They are the parameter store of /system/config (sysConfig.ts) seen
 * by key, under the same rules: a new key never starts with `sys.`, a value a setting page owns is refused naming
 * the page, a Gatehouse value changes only through its bounds, and a secret is never answered (value '', isSecret).
 * docs/dictionaries.md "Parameters".
 */
const tag = 'system';

/** Keys per query: the page asks for a handful at once. */
export const SETTING_QUERY_MAX = 50;

const keyField = ConfigBodySchema.shape.configKey;
const valueField = ConfigBodySchema.shape.configValue;

export const AddSettingBodySchema = z.object({
  configKey: keyField,
  configValue: valueField,
  /** Names shown on /system/config; the key when left out. */
  configName: ConfigBodySchema.shape.configName.optional(),
  configNameEn: ConfigBodySchema.shape.configNameEn.optional(),
  remark: ConfigBodySchema.shape.remark,
});
export type AddSettingBody = z.input<typeof AddSettingBodySchema>;

export const EditSettingBodySchema = z.object({ configKey: keyField, configValue: valueField });
export type EditSettingBody = z.input<typeof EditSettingBodySchema>;

const keyList = z
  .string({ error: msgRef('fieldInvalid', { field: 'configKeys' }) })
  .max(SETTING_QUERY_MAX * 129, {
    error: msgRef('fieldTooLong', { field: 'configKeys', max: SETTING_QUERY_MAX * 129 }),
  })
  .transform((text) => [...new Set(text.split(',').map((key) => key.trim()))].filter((key) => key !== ''));

/** The keys a query asks for, without repeats, in the order given (configKey first). */
export const settingKeysOf = (query: { configKey?: string | undefined; configKeys?: string[] | undefined }) => [
  ...new Set([...(query.configKey ? [query.configKey] : []), ...(query.configKeys ?? [])]),
];

export const QuerySettingsSchema = z
  .object({
    /** One key. */
    configKey: keyField.optional(),
    /** Several keys, comma-separated (at most SETTING_QUERY_MAX). */
    configKeys: keyList.optional(),
  })
  .superRefine((query, ctx) => {
    const keys = settingKeysOf(query);
    if (keys.length === 0)
      ctx.addIssue({ code: 'custom', path: ['configKey'], message: msgRef('fieldRequired', { field: 'configKey' }) });
    else if (keys.length > SETTING_QUERY_MAX || keys.some((key) => !keyField.safeParse(key).success))
      ctx.addIssue({ code: 'custom', path: ['configKeys'], message: msgRef('fieldInvalid', { field: 'configKeys' }) });
  });
export type QuerySettings = z.input<typeof QuerySettingsSchema>;

export const addSetting = endpoint({
  method: 'POST',
  path: '/setting-center/add',
  access: Permission.settingEdit,
  tag,
  summary: 'Add a setting by key (a new key, not under sys.); the names default to the key',
  body: AddSettingBodySchema,
  reply: ConfigSchema,
  audit: { title: 'Add a setting', kind: 'add', targets: ({ body }) => keyTargets(body) },
});

export const querySettings = endpoint({
  method: 'GET',
  path: '/setting-center/query',
  access: Permission.settingQuery,
  tag,
  summary: `Settings by key (configKey, or configKeys comma-separated, at most ${SETTING_QUERY_MAX}), in the order asked; a secret without its value; an unknown key is refused, naming it`,
  query: QuerySettingsSchema,
  reply: z.array(ConfigSchema),
});

export const editSetting = endpoint({
  method: 'PUT',
  path: '/setting-center/edit',
  access: Permission.settingEdit,
  tag,
  summary:
    'Change a setting’s value by key, under the parameter rules (a value a setting page owns is refused, naming it)',
  body: EditSettingBodySchema,
  reply: ConfigSchema,
  audit: { title: 'Change a setting', kind: 'edit', targets: ({ body }) => keyTargets(body) },
});

/** The key names the log row; the value never reaches the log. */
function keyTargets(body: unknown): { ids: string[]; names: string[] } {
  const key = (body as { configKey?: unknown } | undefined)?.configKey;
  return { ids: [], names: typeof key === 'string' ? [key] : [] };
}
