import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';

const tag = 'setting-center';

/**
 * Base configuration of the setting centre (spec §7 GET/PUT /setting-center/baseConfig/query|edit; its
 * fields are not shown there). selfGrant: what happens when someone creates an authorisation
 * whose subject covers themselves (their user, a group they are in, their department or one above it):
 * 'refuse' (the default: another person must grant it) or 'allow'. Either way the attempt is logged.
 */
export const SELF_GRANT_MODES = ['refuse', 'allow'] as const;
export type SelfGrantMode = (typeof SELF_GRANT_MODES)[number];

export const BaseConfigSchema = z.object({
  selfGrant: z.enum(SELF_GRANT_MODES, { error: msgRef('fieldInvalid', { field: 'selfGrant' }) }),
});
export type BaseConfig = z.infer<typeof BaseConfigSchema>;

export const getBaseConfig = endpoint({
  method: 'GET',
  path: '/setting-center/baseConfig/query',
  access: Permission.settingQuery,
  tag,
  summary: 'Base configuration: whether a self-grant is refused or allowed',
  reply: BaseConfigSchema,
});

export const editBaseConfig = endpoint({
  method: 'PUT',
  path: '/setting-center/baseConfig/edit',
  access: Permission.settingEdit,
  tag,
  summary: 'Change the base configuration (self-grant refused or allowed)',
  body: BaseConfigSchema,
  reply: BaseConfigSchema,
});
