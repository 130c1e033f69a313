import { createHash } from 'node:crypto';
import { TransferDirectionCode, type TransferRecord } from '../../../shared/api/transfer';
import { formatMessage, type MessageKey } from '../../../shared/messages';
import { CHUNK_BYTES, DownloadStartSchema } from '../../../shared/protocol/transfer';
import { sendAsync, WS_OPEN } from '../../realtime/socket';
import { parseClientText } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { DRIVE_LABEL, type DriveFile, DrivePathError, openDriveFile } from './desktopDrive';
import { claimRecord, markSessionFailed, markStored, updateSessionRecord } from './service';
import { openSessionRecord } from './sessionOpen';

/**
 * Download from a remote desktop's transfer drive: start → meta → binary frames of at most 64 KiB → done, read from
 * the file the record names (a path inside the drive, opened without following links: desktopDrive.ts). Each frame
 * waits until the previous one left; the bytes are hashed on the way and the record keeps size and SHA-256.
 */
export class DesktopDownloadHandler implements TransferHandler {
  private record: TransferRecord | undefined;
  private drive: string | undefined;
  private file: DriveFile | undefined;
  private hasStarted = false;
  private isStored = false;
  private failure: string | undefined;

  constructor(private readonly context: TransferContext) {}

  async open(): Promise<void> {
    const opened = await openSessionRecord(this.context, TransferDirectionCode.download);
    this.record = opened?.record;
    this.drive = opened?.target.drive;
  }

  async text(text: string): Promise<void> {
    const { connection, deps } = this.context;
    const json = parseClientText(text);
    if (connection.closeIfCancelled(json)) return;
    const { record, drive } = this;
    if (!record || !drive || this.hasStarted || !DownloadStartSchema.safeParse(json).success)
      return this.fail('transferBadMessage');
    this.hasStarted = true;
    if (!(await claimRecord(deps.db, record.recordId))) return this.fail('transferRecordBusy');
    let file: DriveFile;
    try {
      file = await openDriveFile(drive, record.remotePath ?? '');
    } catch (error) {
      if (!(error instanceof DrivePathError)) throw error;
      return this.fail(error.messageKey, { path: error.path });
    }
    this.file = file;
    if (file.size > deps.transferLimits.maxBytes) return this.fail('transferTooLarge');
    await updateSessionRecord(deps, record.recordId, {
      remote_path: `${DRIVE_LABEL}/${file.path}`,
      file_name: file.name,
      size: file.size,
    });
    connection.send({ type: 'meta', name: file.name, size: file.size });
    const hash = createHash('sha256');
    let sent = 0;
    while (sent < file.size) {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, file.size - sent));
      const { bytesRead } = await file.handle.read(chunk, 0, chunk.length, sent);
      if (bytesRead === 0) break;
      if (connection.ended || connection.socket.readyState !== WS_OPEN) return;
      const frame = chunk.subarray(0, bytesRead);
      hash.update(frame);
      sent += bytesRead;
      await sendAsync(connection.socket, frame);
      connection.touch();
    }
    // The desktop shortened the file while it was read: the browser would count too few bytes.
    if (sent !== file.size) return this.fail('transferSizeMismatch');
    await markStored(deps, record.recordId, hash.digest('hex'));
    this.isStored = true;
    connection.finish();
  }

  async binary(): Promise<void> {
    this.fail(this.hasStarted ? 'transferBadMessage' : 'transferNotStarted');
  }

  async closed(): Promise<void> {
    await this.file?.handle.close();
    this.file = undefined;
    if (!this.isStored && this.record)
      await markSessionFailed(this.context.deps, this.record.recordId, this.failure ?? 'closed before the end');
  }

  private fail(key: MessageKey, params: Record<string, string | number> = {}): void {
    this.failure ??= formatMessage(key, 'en', params);
    this.context.connection.fail(key, params);
  }
}
