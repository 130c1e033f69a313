import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { nameChars } from './nameChars';

/**
 * The LDAP user source (spec §3 user source 1): directory settings, the connection test, the preview
 * of directory users and the import / sync run. See docs/ldap.md.
 */
const tag = 'setting-center';

/** The placeholder the user filter must contain; the typed user name replaces it, escaped per RFC 4515. */
export const USERNAME_PLACEHOLDER = '{{username}}';

/** Spec §5 "LDAP address": ldap:// or ldaps://, a host name, IPv4 or [IPv6], an optional port, nothing else. */
export const LDAP_URL_PATTERN =
  /^ldaps?:\/\/([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(:(?<port>[1-9]\d{0,4}))?\/?$/i;

export function isLdapUrl(value: string): boolean {
  const match = LDAP_URL_PATTERN.exec(value);
  if (!match) return false;
  const port = match.groups?.port;
  return port === undefined || Number(port) <= 65535;
}

/** attr=value pairs separated by commas; a value may hold escaped characters (\, \+ \\ …). */
const DN_PATTERN = /^[A-Za-z][\w-]*=(?:\\.|[^,\\])+(?:,\s*[A-Za-z][\w-]*=(?:\\.|[^,\\])+)*$/;
const ATTRIBUTE_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

/** A parenthesised filter whose parentheses balance (escaped ones are written \28 \29 in LDAP filters). */
export function isBalancedFilter(value: string): boolean {
  if (!value.startsWith('(') || !value.endsWith(')')) return false;
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const dnField = (field: string) =>
  z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(500, { error: msgRef('fieldTooLong', { field, max: 500 }) })
    .refine((value) => value === '' || DN_PATTERN.test(value), { error: msgRef('ldapDnInvalid') });

const attributeField = z
  .string({ error: msgRef('mustBeText') })
  .trim()
  .regex(ATTRIBUTE_PATTERN, { error: msgRef('ldapAttributeInvalid') });

/** Optional mappings (mail, phone) may be left empty: the field then stays empty in Gatehouse. */
const optionalAttributeField = z
  .string({ error: msgRef('mustBeText') })
  .trim()
  .refine((value) => value === '' || ATTRIBUTE_PATTERN.test(value), { error: msgRef('ldapAttributeInvalid') });

export const LdapAttributesSchema = z.object({
  userName: attributeField.check(nameChars('userName')),
  /** Display name → nickName */
  nickName: attributeField.check(nameChars('nickName')),
  email: optionalAttributeField,
  /** mobile or telephoneNumber → phonenumber */
  phone: optionalAttributeField,
});

/** none: plain LDAP (ldap://) or TLS from the first byte (ldaps://); startTls: upgrade an ldap:// connection. */
export const LdapSecuritySchema = z.enum(['none', 'startTls']);

const settingsShape = {
  /** Directory sign-in for users of source LDAP; import works while off, so users can be prepared first. */
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }),
  url: z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(255, { error: msgRef('fieldTooLong', { field: 'url', max: 255 }) })
    .refine((value) => value === '' || isLdapUrl(value), { error: msgRef('ldapUrlInvalid') }),
  security: LdapSecuritySchema,
  /** Check the server certificate (ldaps:// and StartTLS); off only for test directories. */
  verifyCertificate: z.boolean({ error: msgRef('fieldInvalid', { field: 'verifyCertificate' }) }),
  /** The service account that searches the directory. */
  bindDn: dnField('bindDn'),
  baseDn: dnField('baseDn'),
  userFilter: z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(500, { error: msgRef('fieldTooLong', { field: 'userFilter', max: 500 }) })
    .refine((value) => isBalancedFilter(value) && value.includes(USERNAME_PLACEHOLDER), {
      error: msgRef('ldapFilterInvalid', { placeholder: USERNAME_PLACEHOLDER }),
    }),
  /** Which entries the import lists. */
  importFilter: z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(500, { error: msgRef('fieldTooLong', { field: 'importFilter', max: 500 }) })
    .refine(isBalancedFilter, { error: msgRef('ldapImportFilterInvalid') }),
  attributes: LdapAttributesSchema,
};

type SettingsCore = { enabled: boolean; url: string; bindDn: string; baseDn: string };

/** Turned on, the directory must be reachable and searchable: address, service account and base DN. */
function requireWhenEnabled(value: SettingsCore, ctx: z.RefinementCtx): void {
  if (!value.enabled) return;
  for (const field of ['url', 'bindDn', 'baseDn'] as const) {
    if (value[field] === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: msgRef('ldapFieldRequired', { field }) });
    }
  }
}

export const LdapSettingsSchema = z.object({ ...settingsShape, bindPasswordSet: z.boolean() });
export type LdapSettings = z.infer<typeof LdapSettingsSchema>;

/** As written: a given bindPassword replaces the stored one ('' clears it); absent keeps it. */
export const LdapSettingsEditSchema = z
  .object({
    ...settingsShape,
    bindPassword: z
      .string({ error: msgRef('mustBeText') })
      .max(256, { error: msgRef('fieldTooLong', { field: 'bindPassword', max: 256 }) })
      .optional(),
  })
  .superRefine(requireWhenEnabled);
export type LdapSettingsEdit = z.input<typeof LdapSettingsEditSchema>;

/** The connection test uses the settings as typed, with or without the switch on. */
export const LdapTestBodySchema = z
  .object({
    ...settingsShape,
    bindPassword: z
      .string({ error: msgRef('mustBeText') })
      .max(256, { error: msgRef('fieldTooLong', { field: 'bindPassword', max: 256 }) })
      .optional(),
  })
  .superRefine((value, ctx) => requireWhenEnabled({ ...value, enabled: true }, ctx));

export const LdapTestReplySchema = z.object({
  /** Entries the import filter finds under the base DN (counted up to `limit`). */
  userCount: z.number().int(),
  limit: z.number().int(),
});

/** new: would be created; ldap: an LDAP user of that name exists (updated); local: a local user has it (skipped). */
export const DirectoryUserStateSchema = z.enum(['new', 'ldap', 'local', 'invalid']);
export type DirectoryUserState = z.infer<typeof DirectoryUserStateSchema>;

export const DirectoryUserSchema = z.object({
  dn: z.string(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  state: DirectoryUserStateSchema,
});
export type DirectoryUser = z.infer<typeof DirectoryUserSchema>;

export const LdapPreviewSchema = z.object({
  users: z.array(DirectoryUserSchema),
  /** The directory had more entries than the preview lists. */
  truncated: z.boolean(),
});
export type LdapPreview = z.infer<typeof LdapPreviewSchema>;

export const LdapSyncBodySchema = z
  .object({
    /** true: every directory user, and LDAP users gone from the directory are locked. */
    all: z.boolean({ error: msgRef('fieldInvalid', { field: 'all' }) }),
    userNames: z
      .array(z.string().trim().min(1).max(64), { error: msgRef('fieldInvalid', { field: 'userNames' }) })
      .max(5000, { error: msgRef('fieldInvalid', { field: 'userNames' }) })
      .default([]),
  })
  .refine((value) => value.all || value.userNames.length > 0, {
    path: ['userNames'],
    error: msgRef('fieldRequired', { field: 'userNames' }),
  });
export type LdapSyncBody = z.input<typeof LdapSyncBodySchema>;

export const LdapSyncStartedSchema = z.object({ runId: z.number().int() });

export const LdapSyncRunQuerySchema = z.object({
  runId: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'runId' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'runId' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'runId' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'runId' }) }),
});

export const LdapSyncRunSchema = z.object({
  runId: z.number().int(),
  all: z.boolean(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** LDAP users no longer in the directory, locked by this run (full sync only). */
  locked: z.number().int(),
  skippedUsers: z.array(z.object({ userName: z.string(), reason: z.string() })),
  /** A message reference when the run failed. */
  error: z.string().nullable(),
});
export type LdapSyncRun = z.infer<typeof LdapSyncRunSchema>;

export const getLdapSettings = endpoint({
  method: 'GET',
  path: '/setting-center/ldap',
  access: Permission.settingQuery,
  tag,
  summary: 'The LDAP directory settings (the bind password only as set / not set)',
  reply: LdapSettingsSchema,
});

export const editLdapSettings = endpoint({
  method: 'PUT',
  path: '/setting-center/ldap',
  access: Permission.settingEdit,
  tag,
  summary: 'Change the LDAP directory settings; the bind password is sealed at rest',
  body: LdapSettingsEditSchema,
  reply: LdapSettingsSchema,
});

export const testLdapConnection = endpoint({
  method: 'POST',
  path: '/setting-center/ldap/test',
  access: Permission.settingEdit,
  tag,
  summary: 'Bind with the service account of the settings as typed, check the base DN, count the users',
  body: LdapTestBodySchema,
  reply: LdapTestReplySchema,
  rateLimitPerMinute: 20,
});

export const previewLdapUsers = endpoint({
  method: 'GET',
  path: '/setting-center/ldap/users',
  access: Permission.userEdit,
  tag,
  summary: 'Directory users of the import filter, each with whether Gatehouse has that user already',
  reply: LdapPreviewSchema,
  rateLimitPerMinute: 30,
});

export const startLdapSync = endpoint({
  method: 'POST',
  path: '/setting-center/ldap/sync',
  access: Permission.userEdit,
  tag,
  summary: 'Import the selected directory users, or sync all of them (gone ones are locked); runs in the background',
  body: LdapSyncBodySchema,
  reply: LdapSyncStartedSchema,
  rateLimitPerMinute: 10,
});

export const getLdapSyncRun = endpoint({
  method: 'GET',
  path: '/setting-center/ldap/sync/status',
  access: Permission.userEdit,
  tag,
  summary: 'Progress and counts of an import / sync run',
  query: LdapSyncRunQuerySchema,
  reply: LdapSyncRunSchema,
});
