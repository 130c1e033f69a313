import type { z } from 'zod';
import type {
  BackupArchive,
  BackupSettings,
  BackupSettingsEditSchema,
  SftpTestBodySchema,
  SftpTestResult,
} from '../../../shared/api/backupSettings';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors/appError';
import { parseArchiveName } from './archive';
import {
  type BackupConfig,
  isBackupConfigured,
  learnHostKey,
  loadBackupConfig,
  mergeSftp,
  pinOf,
  saveBackupConfig,
} from './backupConfig';
import { withBackupServer } from './backupServer';
import { readEncryptionKey } from './pgp';
import { SftpSession } from './sftpSession';

type EditBody = z.output<typeof BackupSettingsEditSchema>;
type TestBody = z.output<typeof SftpTestBodySchema>;

/** The read view: secrets only as set / not set, the pin only when it is this endpoint's. */
async function toView(config: BackupConfig): Promise<BackupSettings> {
  const pin = pinOf(config, config);
  let publicKeyInfo: BackupSettings['publicKeyInfo'] = null;
  if (config.publicKey !== '')
    publicKeyInfo = await readEncryptionKey(config.publicKey).then(
      ({ info }) => info,
      // A key that expired or was revoked since it was saved: shown without its details; runs then fail on it.
      () => null,
    );
  return {
    host: config.host,
    port: config.port,
    username: config.username,
    directory: config.directory,
    passwordSet: config.password !== '',
    hostKey: pin ? { fingerprint: pin.fingerprint, algorithm: pin.algorithm } : null,
    protection: config.protection,
    publicKey: config.publicKey,
    publicKeyInfo,
    archivePasswordSet: config.archivePassword !== '',
    retention: config.retention,
    configured: isBackupConfigured(config),
  };
}

export async function readBackupSettings(deps: Deps): Promise<BackupSettings> {
  return toView(await loadBackupConfig(deps));
}

/**
 * Saves the settings. The chosen protection must be usable: a password set (typed now or kept), or a public key
 * that can encrypt. The SFTP password is kept when absent only towards the same host, port and user.
 */
export async function editBackupSettings(deps: Deps, body: EditBody): Promise<BackupSettings> {
  const stored = await loadBackupConfig(deps);
  const next: BackupConfig = {
    ...mergeSftp(stored, body),
    protection: body.protection,
    publicKey: body.publicKey,
    archivePassword: body.archivePassword ?? stored.archivePassword,
    retention: body.retention,
  };
  if (next.protection === 'password' && next.archivePassword === '')
    throw fieldError('archivePassword', 'backupArchivePasswordRequired');
  if (next.protection === 'publicKey') {
    if (next.publicKey === '') throw fieldError('publicKey', 'backupPublicKeyRequired');
    await readEncryptionKey(next.publicKey);
  }
  await saveBackupConfig(deps, next);
  return toView(next);
}

/**
 * POST /setting/sftp/test: connects with the typed settings (the saved ones when none are typed), checks the
 * directory, writes and deletes a probe file. Nothing is saved, except the host key on first contact with the
 * saved server (as a backup run would learn it); the key of another server is answered, and pinned by saving.
 */
export async function testBackupSftp(deps: Deps, body: TestBody): Promise<SftpTestResult> {
  const stored = await loadBackupConfig(deps);
  const config = body.config ? mergeSftp(stored, body.config) : stored;
  if (!body.config && config.host === '') throw fieldError('host', 'backupHostRequired');
  const pin = pinOf(config, config);
  const session = await SftpSession.open({ ...config, pin: pin?.fingerprint ?? null });
  try {
    const directory = await session.directory();
    await session.probe(directory);
    // Only the saved server's key is learned here, and only when none is held for it (a form that forgets the pin
    // tests as a first contact, but the pin goes only when the form is saved).
    const isSavedServer = config.host === stored.host && config.port === stored.port;
    const learned = pin === null && isSavedServer && pinOf(stored, config) === null;
    if (learned) await learnHostKey(deps, { host: config.host, port: config.port, ...session.hostKey });
    return { directory, hostKey: session.hostKey, hostKeyPinned: pin !== null || learned, hostKeyLearned: learned };
  } finally {
    session.close();
  }
}

/** The Gatehouse archives of the backup directory, newest first (by run). */
export async function listBackupArchives(deps: Deps): Promise<BackupArchive[]> {
  const config = await loadBackupConfig(deps);
  return withBackupServer(deps, config, async (session) => {
    const archives: BackupArchive[] = [];
    for (const file of await session.list()) {
      const named = parseArchiveName(file.name);
      if (named) archives.push({ fileName: file.name, sizeBytes: file.sizeBytes, ...named });
    }
    return archives.sort((a, b) => b.runId - a.runId);
  });
}
