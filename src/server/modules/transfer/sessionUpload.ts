import { createHash, type Hash } from 'node:crypto';
import { posix } from 'node:path';
import { TransferDirectionCode, type TransferRecord } from '../../../shared/api/transfer';
import { formatMessage, type MessageKey } from '../../../shared/messages';
import { type UploadStart, UploadStartSchema } from '../../../shared/protocol/transfer';
import type { SessionSftp } from '../terminal';
import { parseClientText } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { claimRecord, markSessionFailed, markStored, updateSessionRecord } from './service';
import { connectSessionSftp, openSessionRecord } from './sessionOpen';
import { markInRecording } from './sessionTransfers';
import { remoteReason, SftpFiles } from './sftpFiles';

const ACK_EVERY_FRAMES = 4;

/**
 * Upload through a terminal session: start → ready → binary frames (acked) → done, each frame written over
 * SFTP to `<directory>/<name>` on the host (directory: the record's remote path, or the login user's home
 * directory) and hashed on the way. Nothing is kept on the bastion; a failed or cancelled upload removes
 * the partial file on the host. The record is the transfer log entry.
 */
export class SessionUploadHandler implements TransferHandler {
  private record: TransferRecord | undefined;
  private start: UploadStart | undefined;
  private channel: SessionSftp | undefined;
  private files: SftpFiles | undefined;
  private handle: Buffer | undefined;
  private remotePath: string | undefined;
  private hash: Hash | undefined;
  private received = 0;
  private frames = 0;
  private isStored = false;
  private failure: string | undefined;

  constructor(private readonly context: TransferContext) {}

  async open(): Promise<void> {
    this.record = (await openSessionRecord(this.context, TransferDirectionCode.upload))?.record;
  }

  async text(text: string): Promise<void> {
    const { connection, deps } = this.context;
    const json = parseClientText(text);
    if (connection.closeIfCancelled(json)) return;
    const parsed = UploadStartSchema.safeParse(json);
    const record = this.record;
    if (!record || this.start) return this.fail('transferBadMessage');
    if (!parsed.success) {
      const onlyTheName = parsed.error.issues.every((issue) => issue.path[0] === 'name');
      return this.fail(onlyTheName ? 'transferBadFileName' : 'transferBadMessage');
    }
    if (!isPlainName(parsed.data.name)) return this.fail('transferBadFileName');
    const start = parsed.data;
    if (start.size > deps.transferLimits.maxBytes) return this.fail('transferTooLarge');
    if (start.size !== record.size) return this.fail('transferSizeMismatch');
    if (!(await claimRecord(deps.db, record.recordId))) return this.fail('transferRecordBusy');
    const reached = await connectSessionSftp(this.context, record.sessionId as number);
    if ('failure' in reached) return this.fail('transferHostFailed', { reason: reached.failure });
    this.channel = reached.sftp;
    const files = new SftpFiles(reached.sftp.sftp);
    this.files = files;
    try {
      const directory = await files.realpath(record.remotePath || '.');
      const remotePath = posix.join(directory, start.name);
      this.handle = await files.open(remotePath, 'w');
      this.remotePath = remotePath;
      await updateSessionRecord(deps, record.recordId, { remote_path: remotePath, file_name: start.name });
    } catch (error) {
      return this.fail('transferRemoteFailed', { reason: remoteReason(error) });
    }
    this.hash = createHash('sha256');
    this.start = start;
    connection.send({ type: 'ready' });
    if (start.size === 0) await this.complete();
  }

  async binary(data: Buffer): Promise<void> {
    const start = this.start;
    if (!start || !this.files || !this.handle || !this.hash) return this.fail('transferNotStarted');
    if (this.received + data.length > start.size) return this.fail('transferTooManyBytes');
    try {
      await this.files.write(this.handle, data, this.received);
    } catch (error) {
      return this.fail('transferRemoteFailed', { reason: remoteReason(error) });
    }
    this.hash.update(data);
    this.received += data.length;
    this.frames += 1;
    const isLast = this.received === start.size;
    if (isLast || this.frames % ACK_EVERY_FRAMES === 0)
      this.context.connection.send({ type: 'ack', bytes: this.received });
    if (isLast) await this.complete();
  }

  async closed(): Promise<void> {
    if (!this.isStored) {
      if (this.files && this.handle) await this.files.close(this.handle).catch(() => undefined);
      if (this.files && this.remotePath) await this.files.unlink(this.remotePath);
      if (this.record)
        await markSessionFailed(this.context.deps, this.record.recordId, this.failure ?? 'closed before the end');
    }
    this.channel?.close();
  }

  private async complete(): Promise<void> {
    const { connection, deps } = this.context;
    const record = this.record;
    if (!record || !this.files || !this.handle || !this.hash || !this.remotePath) return;
    try {
      await this.files.close(this.handle);
    } catch (error) {
      return this.fail('transferRemoteFailed', { reason: remoteReason(error) });
    }
    this.handle = undefined;
    const sha256 = this.hash.digest('hex');
    if (this.start?.sha256 && this.start.sha256 !== sha256) return this.fail('transferChecksumMismatch');
    await markStored(deps, record.recordId, sha256);
    this.isStored = true;
    markInRecording(
      deps,
      record.sessionId as number,
      `upload ${this.remotePath} ${this.received} bytes sha256 ${sha256}`,
    );
    connection.finish();
  }

  private fail(key: MessageKey, params: Record<string, string | number> = {}): void {
    this.failure ??= formatMessage(key, 'en', params);
    this.context.connection.fail(key, params);
  }
}

/** A file name that stays inside the chosen directory (the schema applies the shared name rule). */
function isPlainName(name: string): boolean {
  return name !== '.' && name !== '..' && !name.includes('/');
}
