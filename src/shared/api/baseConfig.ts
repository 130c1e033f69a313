import { z } from 'zod';
import { Permission } from '../access/permissions';
import { SITE_ICON_LIMITS } from '../rules/siteConfigRules';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { IMAGE_TYPES, STORED_FILE_NAME } from './files';
import { PasswordPolicySchema, SessionPolicySchema, VaultPasswordPolicyConfigSchema } from './policyConfig';

const tag = 'setting-center';

/**
 * Base configuration of the setting centre (spec §7 GET/PUT /setting-center/baseConfig/query|edit; its fields are
 * not shown there):
 * - selfGrant: what happens when someone creates an authorisation whose subject covers themselves (their user, a
 *   group they are in, their department or one above it): 'refuse' (the default: another person must grant it) or
 *   'allow'. Either way the attempt is logged.
 * - site: the §3 site config every console reads from /data/data.json (names, primary colour, logo).
 * - session, password, vaultPassword: the session timeouts, the console users' password and lockout policy
 *   (what GET /ucenter/login/passwdRule serves) and the vault's password policy (GET /setting-center/passwdManager);
 *   their schemas and bounds are in policyConfig.ts and rules/policyRules.ts.
 */
export const SELF_GRANT_MODES = ['refuse', 'allow'] as const;
export type SelfGrantMode = (typeof SELF_GRANT_MODES)[number];

const text = (field: string, max: number) =>
  z
    .string({ error: msgRef('fieldInvalid', { field }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) });

/** Messages name a site field as `site<Field>`, which the console renders from its field names. */
const siteLabel = (field: string) => `site${field[0]?.toUpperCase()}${field.slice(1)}`;

const pixels = (field: keyof typeof SITE_ICON_LIMITS) => {
  const { min, max } = SITE_ICON_LIMITS[field];
  const error = msgRef('settingRange', { field: siteLabel(field), min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const isImageName = (name: string) =>
  STORED_FILE_NAME.test(name) && (IMAGE_TYPES as readonly string[]).includes(name.split('.').pop() ?? '');

export const SiteConfigSchema = z.object({
  /** The browser tab's product name. */
  webTitle: text(siteLabel('webTitle'), 64),
  /** The name beside the sidebar logo. */
  title: text(siteLabel('title'), 32),
  /** The default theme colour of consoles whose user has not chosen one. */
  primaryColor: z
    .string({ error: msgRef('siteColorInvalid') })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: msgRef('siteColorInvalid') }),
  shrinkMenuIconWidth: pixels('shrinkMenuIconWidth'),
  shrinkMenuIconHeight: pixels('shrinkMenuIconHeight'),
  menuIconWidth: pixels('menuIconWidth'),
  menuIconHeight: pixels('menuIconHeight'),
  /** An uploaded image (POST /common/upload) or '' for the built-in mark. */
  logo: z
    .string({ error: msgRef('siteLogoInvalid') })
    .refine((name) => name === '' || isImageName(name), { error: msgRef('siteLogoInvalid') }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const BaseConfigSchema = z.object({
  selfGrant: z.enum(SELF_GRANT_MODES, { error: msgRef('fieldInvalid', { field: 'selfGrant' }) }),
  site: SiteConfigSchema,
  session: SessionPolicySchema,
  password: PasswordPolicySchema,
  vaultPassword: VaultPasswordPolicyConfigSchema,
});
export type BaseConfig = z.infer<typeof BaseConfigSchema>;

/** A change names the sections it replaces; the others stay as they are. */
export const EditBaseConfigSchema = BaseConfigSchema.partial();

export const getBaseConfig = endpoint({
  method: 'GET',
  path: '/setting-center/baseConfig/query',
  access: Permission.settingQuery,
  tag,
  summary:
    'Base configuration: self-grants, the site config (names, primary colour, logo), session timeouts, password policies',
  reply: BaseConfigSchema,
});

export const editBaseConfig = endpoint({
  method: 'PUT',
  path: '/setting-center/baseConfig/edit',
  access: Permission.settingEdit,
  tag,
  summary:
    'Change the base configuration; each section sent (selfGrant, site, session, password, vaultPassword) replaces the stored one',
  body: EditBaseConfigSchema,
  reply: BaseConfigSchema,
});
