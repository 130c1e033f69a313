import { randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import type { SFTPWrapper, Stats } from 'ssh2';
import { ResponseCode } from '../../../shared/codes';
import type { MessageKey } from '../../../shared/messages';
import {
  connectSsh,
  HostKeyChangedError,
  type HostKeySeen,
  SshConnectError,
  type SshConnection,
} from '../../bastion/ssh';
import { AppError } from '../../errors/appError';

/** How long the connection to the backup server may take up to authenticated. */
const CONNECT_TIMEOUT_MS = 10_000;

/** SFTP status codes (draft-ietf-secsh-filexfer-02 §7) that ssh2 puts on its errors. */
const SFTP_STATUS = { noSuchFile: 2, permissionDenied: 3 } as const;

/** Where the backup server is and how to sign in; the pin is the fingerprint held for this host and port. */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Absolute, relative to the user's home directory, or '' for the home directory. */
  directory: string;
  pin: string | null;
}

export const statusOf = (error: unknown): number | string =>
  typeof (error as { code?: unknown })?.code === 'number' ? (error as { code: number }).code : 'unknown';

function connectFailure(error: SshConnectError, target: SftpTarget): AppError {
  const address = `${target.host}:${target.port}`;
  if (error instanceof HostKeyChangedError) {
    const { expected, presented } = error;
    return new AppError(
      ResponseCode.backupSftpHostKeyChanged,
      'backupSftpHostKeyChanged',
      { expected, presented },
      { data: { field: 'hostKeyFingerprint', expected, presented, algorithm: error.algorithm } },
    );
  }
  const unreachable = (key: MessageKey, params: Record<string, string>) =>
    new AppError(ResponseCode.backupSftpUnreachable, key, params, { data: { field: 'host' } });
  switch (error.kind) {
    case 'refused':
      return unreachable('backupSftpRefused', { address });
    case 'timeout':
      return unreachable('backupSftpTimeout', { address });
    case 'dns':
      return unreachable('backupSftpDns', { host: target.host });
    case 'unreachable':
      return unreachable('backupSftpUnreachable', { address });
    case 'authRejected':
    case 'methodNotAllowed':
      return new AppError(
        ResponseCode.backupSftpAuthRejected,
        'backupSftpAuthRejected',
        { username: target.username },
        { data: { field: 'password' } },
      );
    default:
      return new AppError(ResponseCode.backupSftpConnectionFailed, 'backupSftpConnectionFailed');
  }
}

function call<T>(start: (done: (error: Error | undefined | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value))));
}

/**
 * One SFTP connection to the backup server, held to the pinned host key (refused before the password is sent when
 * another key is presented). Every failure is an AppError whose message says what failed and where.
 */
export class SftpSession {
  private constructor(
    private readonly connection: SshConnection,
    private readonly sftp: SFTPWrapper,
    private readonly target: SftpTarget,
  ) {}

  /** The key the server presented (the pinned one, or the one to learn on first contact). */
  get hostKey(): HostKeySeen {
    return this.connection.hostKey;
  }

  static async open(target: SftpTarget): Promise<SftpSession> {
    let connection: SshConnection;
    try {
      connection = await connectSsh({
        host: target.host,
        port: target.port,
        username: target.username,
        credential: { kind: 'password', password: target.password },
        knownHostKey: target.pin,
        readyTimeoutMs: CONNECT_TIMEOUT_MS,
        keepaliveIntervalMs: 0,
      });
    } catch (error) {
      if (error instanceof SshConnectError) throw connectFailure(error, target);
      throw error;
    }
    try {
      const sftp = await call<SFTPWrapper>((done) => connection.client.sftp(done));
      return new SftpSession(connection, sftp, target);
    } catch {
      // The server runs no SFTP subsystem (or refuses it to this user).
      connection.close();
      throw new AppError(ResponseCode.backupSftpNoSubsystem, 'backupSftpNoSubsystem');
    }
  }

  close(): void {
    this.sftp.end();
    this.connection.close();
  }

  /** The backup directory as the server names it (absolute); refused when it is missing or not a directory. */
  async directory(): Promise<string> {
    const where = this.target.directory || '.';
    const missing = () =>
      new AppError(
        ResponseCode.backupDirectoryMissing,
        'backupDirectoryMissing',
        { directory: where },
        { data: { field: 'directory' } },
      );
    let stats: Stats;
    try {
      stats = await call<Stats>((done) => this.sftp.stat(where, done));
    } catch {
      throw missing();
    }
    if (!stats.isDirectory()) throw missing();
    // A server without realpath (rare, old) still works: the directory is then named as configured.
    return call<string>((done) => this.sftp.realpath(where, done)).catch(() => where);
  }

  pathOf(name: string): string {
    return posix.join(this.target.directory || '.', name);
  }

  /** Writes and deletes a probe file: the backup can upload, and retention can delete. */
  async probe(directory: string): Promise<void> {
    const path = this.pathOf(`.gatehouse-probe-${randomBytes(6).toString('hex')}`);
    try {
      await call<void>((done) => this.sftp.writeFile(path, Buffer.from('gatehouse backup probe\n'), done));
    } catch (error) {
      throw this.writeFailure(error, posix.basename(path), directory);
    }
    try {
      await call<void>((done) => this.sftp.unlink(path, done));
    } catch {
      throw new AppError(
        ResponseCode.backupProbeNotRemoved,
        'backupProbeNotRemoved',
        { directory },
        { data: { field: 'directory' } },
      );
    }
  }

  /** A refused write: the directory's permissions, or another SFTP status (a full disk, a dropped channel). */
  private writeFailure(error: unknown, file: string, directory: string): AppError {
    const status = statusOf(error);
    const params = { file, status, directory, username: this.target.username };
    return status === SFTP_STATUS.permissionDenied
      ? new AppError(ResponseCode.backupDirectoryNotWritable, 'backupDirectoryNotWritable', params, {
          data: { field: 'directory' },
        })
      : new AppError(ResponseCode.backupUploadFailed, 'backupUploadFailed', params, { data: { field: 'directory' } });
  }

  /**
   * Uploads under a temporary name and renames it when complete, so that no half archive ever carries an archive's
   * name (retention and restore see only whole ones). A failed upload removes what it wrote.
   */
  async upload(name: string, data: Uint8Array): Promise<void> {
    const part = this.pathOf(`.${name}.part`);
    try {
      await call<void>((done) => this.sftp.writeFile(part, Buffer.from(data), done));
      await call<void>((done) => this.sftp.rename(part, this.pathOf(name), done));
    } catch (error) {
      // What it wrote is removed; a removal that fails too leaves only a `.part` name, which nothing reads.
      await call<void>((done) => this.sftp.unlink(part, done)).catch(() => undefined);
      throw this.writeFailure(error, name, this.target.directory || '.');
    }
  }

  /** The directory's plain files with their sizes. */
  async list(): Promise<{ name: string; sizeBytes: number }[]> {
    const entries = await call<{ filename: string; attrs: Stats }[]>((done) =>
      this.sftp.readdir(this.target.directory || '.', done),
    ).catch(() => {
      throw new AppError(
        ResponseCode.backupDirectoryMissing,
        'backupDirectoryMissing',
        { directory: this.target.directory || '.' },
        { data: { field: 'directory' } },
      );
    });
    return entries
      .filter((entry) => entry.attrs.isFile())
      .map((entry) => ({ name: entry.filename, sizeBytes: entry.attrs.size }));
  }

  /** A file of the directory, refused when missing or larger than maxBytes. */
  async read(name: string, maxBytes: number, tooLarge: () => AppError): Promise<Buffer> {
    const path = this.pathOf(name);
    const notFound = () =>
      new AppError(
        ResponseCode.backupArchiveNotFound,
        'backupArchiveNotFound',
        { file: name },
        { data: { field: 'fileName' } },
      );
    const stats = await call<Stats>((done) => this.sftp.stat(path, done)).catch(() => {
      throw notFound();
    });
    if (!stats.isFile()) throw notFound();
    if (stats.size > maxBytes) throw tooLarge();
    return call<Buffer>((done) => this.sftp.readFile(path, done));
  }

  /** Deletes a file of the directory; the SFTP status when it could not. */
  async remove(name: string): Promise<void> {
    await call<void>((done) => this.sftp.unlink(this.pathOf(name), done));
  }
}
