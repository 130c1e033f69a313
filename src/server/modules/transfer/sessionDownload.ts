import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { TransferDirectionCode, type TransferRecord } from '../../../shared/api/transfer';
import { formatMessage, type MessageKey } from '../../../shared/messages';
import { CHUNK_BYTES, DownloadStartSchema } from '../../../shared/protocol/transfer';
import { sendAsync, WS_OPEN } from '../../realtime/socket';
import type { SessionSftp } from '../terminal';
import { parseClientText } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { claimRecord, markSessionFailed, markStored, updateSessionRecord } from './service';
import { connectSessionSftp, openSessionRecord } from './sessionOpen';
import { markInRecording } from './sessionTransfers';
import { remoteReason, SftpFiles } from './sftpFiles';

/**
 * Download through a terminal session: start → meta → binary frames of at most 64 KiB → done, read over SFTP
 * from the record's remote path (relative paths start at the login user's home directory). Each frame waits
 * until the previous one left, so a slow browser slows the SFTP reads instead of filling memory. The bytes
 * are hashed on the way out; the record (the transfer log entry) keeps size and SHA-256.
 */
export class SessionDownloadHandler implements TransferHandler {
  private record: TransferRecord | undefined;
  private hasStarted = false;
  private channel: SessionSftp | undefined;
  private isStored = false;
  private failure: string | undefined;

  constructor(private readonly context: TransferContext) {}

  async open(): Promise<void> {
    this.record = (await openSessionRecord(this.context, TransferDirectionCode.download))?.record;
  }

  async text(text: string): Promise<void> {
    const { connection, deps } = this.context;
    const json = parseClientText(text);
    if (connection.closeIfCancelled(json)) return;
    const record = this.record;
    if (!record || this.hasStarted || !DownloadStartSchema.safeParse(json).success)
      return this.fail('transferBadMessage');
    this.hasStarted = true;
    if (!(await claimRecord(deps.db, record.recordId))) return this.fail('transferRecordBusy');
    const reached = await connectSessionSftp(this.context, record.sessionId as number);
    if ('failure' in reached) return this.fail('transferHostFailed', { reason: reached.failure });
    this.channel = reached.sftp;
    const files = new SftpFiles(reached.sftp.sftp);
    let remotePath: string;
    let size: number;
    let handle: Buffer;
    try {
      remotePath = await files.realpath(record.remotePath || '.');
      const stats = await files.stat(remotePath);
      if (!stats.isFile()) return this.fail('transferRemoteNotAFile');
      size = stats.size;
      if (size > deps.transferLimits.maxBytes) return this.fail('transferTooLarge');
      handle = await files.open(remotePath, 'r');
    } catch (error) {
      return this.fail('transferRemoteFailed', { reason: remoteReason(error) });
    }
    const name = posix.basename(remotePath) || 'file';
    await updateSessionRecord(deps, record.recordId, { remote_path: remotePath, file_name: name, size });
    connection.send({ type: 'meta', name, size });
    const hash = createHash('sha256');
    let sent = 0;
    try {
      while (sent < size) {
        const frame = await files.read(handle, Math.min(CHUNK_BYTES, size - sent), sent);
        if (frame.length === 0) break;
        if (connection.ended || connection.socket.readyState !== WS_OPEN) return;
        hash.update(frame);
        sent += frame.length;
        await sendAsync(connection.socket, frame);
        connection.touch();
      }
      await files.close(handle);
    } catch (error) {
      return this.fail('transferRemoteFailed', { reason: remoteReason(error) });
    }
    // The file shrank while it was read: the browser would count too few bytes.
    if (sent !== size) return this.fail('transferSizeMismatch');
    const sha256 = hash.digest('hex');
    await markStored(deps, record.recordId, sha256);
    this.isStored = true;
    markInRecording(deps, record.sessionId as number, `download ${remotePath} ${size} bytes sha256 ${sha256}`);
    connection.finish();
  }

  async binary(): Promise<void> {
    this.fail(this.hasStarted ? 'transferBadMessage' : 'transferNotStarted');
  }

  async closed(): Promise<void> {
    if (!this.isStored && this.record)
      await markSessionFailed(this.context.deps, this.record.recordId, this.failure ?? 'closed before the end');
    this.channel?.close();
  }

  private fail(key: MessageKey, params: Record<string, string | number> = {}): void {
    this.failure ??= formatMessage(key, 'en', params);
    this.context.connection.fail(key, params);
  }
}
