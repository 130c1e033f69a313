import type { z } from 'zod';
import {
  type LdapSettings,
  type LdapSettingsEditSchema,
  LdapSettingsSchema,
  USERNAME_PLACEHOLDER,
} from '../../../shared/api/ldap';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { contextOf, SEALED } from '../../security/sealedColumns';
import { setConfigValue } from '../settings';

/** Config rows of the directory: the settings as JSON, the bind password vault-sealed apart. */
export const LdapConfigKey = {
  settings: 'sys.ldap.settings',
  bindPassword: 'sys.ldap.bindPassword',
} as const;

type StoredSettings = Omit<LdapSettings, 'bindPasswordSet'>;

export const DEFAULT_LDAP: StoredSettings = {
  enabled: false,
  url: '',
  security: 'none',
  verifyCertificate: true,
  bindDn: '',
  baseDn: '',
  userFilter: `(uid=${USERNAME_PLACEHOLDER})`,
  importFilter: '(objectClass=inetOrgPerson)',
  attributes: { userName: 'uid', nickName: 'cn', email: 'mail', phone: 'mobile' },
};

/** Everything the directory code needs, the bind password opened. Never answered as such: see toLdapView. */
export type LdapConfig = StoredSettings & { bindPassword: string };

const StoredSchema = LdapSettingsSchema.omit({ bindPasswordSet: true });

export async function loadLdapConfig(deps: Pick<Deps, 'db' | 'vault' | 'log'>): Promise<LdapConfig> {
  const rows = await deps.db
    .selectFrom('config')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(LdapConfigKey))
    .execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return { ...parseStored(values.get(LdapConfigKey.settings)), bindPassword: openSecret(deps, values) };
}

function parseStored(text: string | undefined): StoredSettings {
  if (!text) return DEFAULT_LDAP;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_LDAP;
  } catch {
    // A hand-edited row that is not JSON: the defaults (directory off) apply until an administrator saves.
    return DEFAULT_LDAP;
  }
}

function openSecret(deps: Pick<Deps, 'vault' | 'log'>, values: Map<string, string>): string {
  const sealed = values.get(LdapConfigKey.bindPassword);
  if (!sealed) return '';
  try {
    return deps.vault.openSecret(sealed, contextOf(SEALED.signInSecrets, LdapConfigKey.bindPassword));
  } catch (error) {
    // Sealed under another master key: unusable, shown as not set; the connection test then says so.
    deps.log.error({ err: error }, 'the LDAP bind password cannot be opened with this master key');
    return '';
  }
}

export function toLdapView(config: LdapConfig): LdapSettings {
  const { bindPassword, ...rest } = config;
  return { ...rest, bindPasswordSet: bindPassword !== '' };
}

/**
 * An edit (or the connection test's typed settings) over what is stored: an absent password keeps the
 * stored one, but only towards the same server and account. Otherwise whoever may edit the settings could
 * point the address at a server of their own and receive the stored password in the next bind.
 */
export function mergeLdap(
  stored: LdapConfig,
  edit: Omit<z.output<typeof LdapSettingsEditSchema>, 'enabled'> & { enabled?: boolean },
): LdapConfig {
  const { bindPassword, ...rest } = edit;
  const isSameAccount = edit.url === stored.url && edit.bindDn === stored.bindDn;
  if (bindPassword === undefined && stored.bindPassword !== '' && !isSameAccount) {
    throw fieldError('bindPassword', 'ldapRetypeBindPassword');
  }
  return { ...rest, enabled: edit.enabled ?? stored.enabled, bindPassword: bindPassword ?? stored.bindPassword };
}

export async function saveLdapConfig(deps: Pick<Deps, 'db' | 'vault'>, config: LdapConfig): Promise<void> {
  const { bindPassword, ...settings } = config;
  const sealed = bindPassword
    ? deps.vault.sealSecret(bindPassword, contextOf(SEALED.signInSecrets, LdapConfigKey.bindPassword))
    : '';
  await deps.db.transaction().execute(async (trx) => {
    await setConfigValue(trx, LdapConfigKey.settings, JSON.stringify(settings));
    await setConfigValue(trx, LdapConfigKey.bindPassword, sealed);
  });
}

/** Enough to reach and search the directory (import works whether or not sign-in is switched on). */
export const isLdapConfigured = (config: LdapConfig) => config.url !== '' && config.baseDn !== '';

/** Preview and import need a reachable, searchable directory, whether or not sign-in is switched on. */
export async function requireConfig(deps: Pick<Deps, 'db' | 'vault' | 'log'>): Promise<LdapConfig> {
  const config = await loadLdapConfig(deps);
  if (!isLdapConfigured(config)) throw new AppError(ResponseCode.ldapNotEnabled, 'ldapNotConfigured');
  return config;
}
