import { ResponseCode } from '../../../shared/codes';
import type { HostKeySeen } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { type BackupConfig, isSftpConfigured, learnHostKey, pinOf } from './backupConfig';
import { SftpSession } from './sftpSession';

export const notConfigured = () => new AppError(ResponseCode.backupNotConfigured, 'backupNotConfigured');

/**
 * Opens the saved backup server, held to its pinned key; on first contact (no key held for this host and port) the
 * presented key is pinned, as the account check does with an asset's key, and answered as `learned`.
 */
export async function openBackupServer(
  deps: Pick<Deps, 'db'>,
  config: BackupConfig,
): Promise<{ session: SftpSession; learned: HostKeySeen | null }> {
  if (!isSftpConfigured(config)) throw notConfigured();
  const pin = pinOf(config, config);
  const session = await SftpSession.open({ ...config, pin: pin?.fingerprint ?? null });
  if (pin) return { session, learned: null };
  try {
    await learnHostKey(deps, { host: config.host, port: config.port, ...session.hostKey });
  } catch (error) {
    session.close();
    throw error;
  }
  return { session, learned: session.hostKey };
}

/** Runs `use` on the saved backup server and closes the connection. */
export async function withBackupServer<T>(
  deps: Pick<Deps, 'db'>,
  config: BackupConfig,
  use: (session: SftpSession, learned: HostKeySeen | null) => Promise<T>,
): Promise<T> {
  const { session, learned } = await openBackupServer(deps, config);
  try {
    return await use(session, learned);
  } finally {
    session.close();
  }
}
