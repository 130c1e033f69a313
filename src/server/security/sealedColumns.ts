import type { SecretContext } from './envelope';

/** A text column holding vault-sealed values, walked by master-key rotation in the order of its id column. */
export interface SealedColumn {
  table: string;
  column: string;
  /** The record's unique id, which the seal context names. */
  idColumn: string;
  /** Only these records hold sealed values (config keeps plain settings in the same column). */
  onlyIds?: readonly string[];
}

/**
 * Every sealed column. A new one (account passwords, private keys, passphrases) joins by adding one line,
 * and seals and opens with `contextOf(SEALED.thatColumn, id)`.
 */
export const SEALED = {
  signInSecrets: {
    table: 'config',
    column: 'value',
    idColumn: 'key',
    // SignInConfigKey.smsApiKey and .emailPassword, LdapConfigKey.bindPassword, SsoConfigKey.clientSecret (their
    // modules import this file, so the keys are written out here).
    onlyIds: ['sys.signin.sms.apiKey', 'sys.signin.email.password', 'sys.ldap.bindPassword', 'sys.sso.clientSecret'],
  },
  otpSeeds: { table: 'user_otp', column: 'secret_sealed', idColumn: 'user_id' },
  proxySecrets: { table: 'network_proxies', column: 'secret_sealed', idColumn: 'id' },
  proxyPassphrases: { table: 'network_proxies', column: 'passphrase_sealed', idColumn: 'id' },
  accountSecrets: { table: 'accounts', column: 'secret_sealed', idColumn: 'id' },
  accountPassphrases: { table: 'accounts', column: 'passphrase_sealed', idColumn: 'id' },
  previousAccountSecrets: { table: 'account_secret_versions', column: 'secret_sealed', idColumn: 'id' },
  previousAccountPassphrases: { table: 'account_secret_versions', column: 'passphrase_sealed', idColumn: 'id' },
  backupSecrets: {
    table: 'config',
    column: 'value',
    idColumn: 'key',
    // BackupConfigKey.sftpPassword and .archivePassword (modules/backup/backupConfig.ts).
    onlyIds: ['sys.backup.sftpPassword', 'sys.backup.archivePassword'],
  },
} as const satisfies Record<string, SealedColumn>;

/** In a fixed order: a rotation's cursor is an index into this list. Append only. */
export const sealedColumns: readonly SealedColumn[] = Object.values(SEALED);

export const contextOf = (column: SealedColumn, id: string | number): SecretContext => ({
  table: column.table,
  column: column.column,
  id,
});
