import { z } from 'zod';
import { BACKUP_PROTECTIONS } from '../../../shared/api/backupSettings';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors/appError';
import { contextOf, SEALED } from '../../security/sealedColumns';
import { setConfigValue } from '../settings';

/**
 * Config rows of the account backup: the settings as JSON, the SFTP and archive passwords vault-sealed apart (their
 * keys are listed in SEALED.backupSecrets, so master-key rotation re-wraps them), and the pinned host key as JSON
 * with the host and port it belongs to.
 */
export const BackupConfigKey = {
  settings: 'sys.backup.settings',
  sftpPassword: 'sys.backup.sftpPassword',
  archivePassword: 'sys.backup.archivePassword',
  hostKey: 'sys.backup.hostKey',
} as const;

const StoredSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  directory: z.string(),
  protection: z.enum(BACKUP_PROTECTIONS),
  publicKey: z.string(),
  retention: z.number().int().min(1),
});
type StoredSettings = z.infer<typeof StoredSchema>;

const PinSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  fingerprint: z.string(),
  algorithm: z.string(),
});
/** A host key held for one SFTP endpoint; it means nothing for another host or port. */
export type PinnedHostKey = z.infer<typeof PinSchema>;

export const DEFAULT_BACKUP: StoredSettings = {
  host: '',
  port: 22,
  username: '',
  directory: '',
  protection: 'password',
  publicKey: '',
  retention: 7,
};

/** Everything the backup needs, secrets opened. Never answered as such (settingsService's view). */
export interface BackupConfig extends StoredSettings {
  password: string;
  archivePassword: string;
  pin: PinnedHostKey | null;
}

type ConfigDeps = Pick<Deps, 'db' | 'vault' | 'log'>;

function parseJson<T>(text: string | undefined, schema: z.ZodType<T>): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // A hand-edited row that is not JSON: treated as absent until an administrator saves again.
    return null;
  }
}

export async function loadBackupConfig(deps: ConfigDeps): Promise<BackupConfig> {
  const rows = await deps.db
    .selectFrom('config')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(BackupConfigKey))
    .execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const secret = (key: string) => {
    const sealed = values.get(key);
    if (!sealed) return '';
    try {
      return deps.vault.openSecret(sealed, contextOf(SEALED.backupSecrets, key));
    } catch (error) {
      // Altered, or sealed under another master key: unusable, shown as not set; the test and the runs say so.
      deps.log.error({ err: error, key }, 'a backup secret cannot be opened with this master key');
      return '';
    }
  };
  return {
    ...(parseJson(values.get(BackupConfigKey.settings), StoredSchema) ?? DEFAULT_BACKUP),
    password: secret(BackupConfigKey.sftpPassword),
    archivePassword: secret(BackupConfigKey.archivePassword),
    pin: parseJson(values.get(BackupConfigKey.hostKey), PinSchema),
  };
}

/** The pinned key of this endpoint, or null (never pinned, or pinned for another host or port). */
export function pinOf(config: Pick<BackupConfig, 'pin'>, endpoint: { host: string; port: number }) {
  const { pin } = config;
  return pin && pin.host === endpoint.host && pin.port === endpoint.port ? pin : null;
}

/** The SFTP part is set: a connection can be tried. */
export const isSftpConfigured = (config: BackupConfig) => config.host !== '' && config.username !== '';

/** A backup can run: the server and the encryption are set. */
export const isBackupConfigured = (config: BackupConfig) =>
  isSftpConfigured(config) &&
  (config.protection === 'password' ? config.archivePassword !== '' : config.publicKey !== '');

/** What an edit or a test may carry of the SFTP part. */
export interface SftpEdit {
  host: string;
  port: number;
  username: string;
  directory: string;
  password?: string | undefined;
  hostKeyFingerprint?: string | null | undefined;
}

/**
 * The SFTP part of an edit (or of the test's typed settings) over what is stored. An absent password keeps the
 * stored one only towards the same host, port and user: otherwise whoever may edit the settings could point them
 * at a server of their own and receive the stored password at the next connection. The pin: an absent one keeps
 * what is held for the endpoint, null forgets it, a fingerprint pins that key (its algorithm unknown until seen).
 */
export function mergeSftp(stored: BackupConfig, edit: SftpEdit): BackupConfig {
  const isSameAccount = edit.host === stored.host && edit.port === stored.port && edit.username === stored.username;
  // No server (backup switched off) receives nothing: the stored password may stay until a server is named.
  if (edit.password === undefined && stored.password !== '' && !isSameAccount && edit.host !== '')
    throw fieldError('password', 'backupRetypePassword');
  let pin = pinOf(stored, edit);
  if (edit.hostKeyFingerprint === null) pin = null;
  else if (edit.hostKeyFingerprint !== undefined && edit.hostKeyFingerprint !== pin?.fingerprint)
    pin = { host: edit.host, port: edit.port, fingerprint: edit.hostKeyFingerprint, algorithm: '' };
  return {
    ...stored,
    host: edit.host,
    port: edit.port,
    username: edit.username,
    directory: edit.directory,
    password: edit.password ?? stored.password,
    pin,
  };
}

export async function saveBackupConfig(deps: Pick<Deps, 'db' | 'vault'>, config: BackupConfig): Promise<void> {
  const seal = (key: string, plaintext: string) =>
    plaintext ? deps.vault.sealSecret(plaintext, contextOf(SEALED.backupSecrets, key)) : '';
  const { password, archivePassword, pin, ...settings } = config;
  await deps.db.transaction().execute(async (trx) => {
    await setConfigValue(trx, BackupConfigKey.settings, JSON.stringify(settings satisfies StoredSettings));
    await setConfigValue(trx, BackupConfigKey.sftpPassword, seal(BackupConfigKey.sftpPassword, password));
    await setConfigValue(trx, BackupConfigKey.archivePassword, seal(BackupConfigKey.archivePassword, archivePassword));
    await setConfigValue(trx, BackupConfigKey.hostKey, pin ? JSON.stringify(pin) : '');
  });
}

/**
 * Pins the key a first connection saw, unless a pin for the endpoint arrived meanwhile (an edit, another first
 * connection): the first one written is held, as the account check does with an asset's key.
 */
export async function learnHostKey(deps: Pick<Deps, 'db'>, pin: PinnedHostKey): Promise<void> {
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('config')
        .select('value')
        .where('key', '=', BackupConfigKey.hostKey)
        .executeTakeFirst();
      const held = parseJson(row?.value, PinSchema);
      if (held && held.host === pin.host && held.port === pin.port) return;
      await setConfigValue(trx, BackupConfigKey.hostKey, JSON.stringify(pin));
    })
    .catch((error: unknown) => {
      // Two first connections at once both found no row: the other one's insert won, and its key is held.
      if (!isUniqueViolation(error)) throw error;
    });
}
