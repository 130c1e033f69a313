import { createHash, type Hash, randomUUID } from 'node:crypto';
import { type FileHandle, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TransferDirectionCode, type TransferRecord } from '../../../shared/api/transfer';
import { formatMessage, type MessageKey } from '../../../shared/messages';
import { type UploadStart, UploadStartSchema } from '../../../shared/protocol/transfer';
import { parseClientText } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { DRIVE_LABEL, DrivePathError, incomingFolder, placeInDrive } from './desktopDrive';
import { claimRecord, markSessionFailed, markStored, updateSessionRecord } from './service';
import { openSessionRecord } from './sessionOpen';

const ACK_EVERY_FRAMES = 4;

/**
 * Upload into a remote desktop's transfer drive: start → ready → binary frames (acked) → done. The bytes go to a file
 * in the session's incoming folder (beside the drive, unseen by the desktop), hashed on the way; complete, the file is
 * renamed into the drive folder the record names, so the desktop never sees half a file. A failed or cancelled upload
 * leaves nothing. The record is the transfer log entry.
 */
export class DesktopUploadHandler implements TransferHandler {
  private record: TransferRecord | undefined;
  private drive: string | undefined;
  private start: UploadStart | undefined;
  private file: FileHandle | undefined;
  private partPath: string | undefined;
  private hash: Hash | undefined;
  private received = 0;
  private frames = 0;
  private isStored = false;
  private failure: string | undefined;

  constructor(private readonly context: TransferContext) {}

  async open(): Promise<void> {
    const opened = await openSessionRecord(this.context, TransferDirectionCode.upload);
    this.record = opened?.record;
    this.drive = opened?.target.drive;
  }

  async text(text: string): Promise<void> {
    const { connection, deps } = this.context;
    const json = parseClientText(text);
    if (connection.closeIfCancelled(json)) return;
    const parsed = UploadStartSchema.safeParse(json);
    const { record, drive } = this;
    if (!record || !drive || this.start) return this.fail('transferBadMessage');
    if (!parsed.success) {
      const onlyTheName = parsed.error.issues.every((issue) => issue.path[0] === 'name');
      return this.fail(onlyTheName ? 'transferBadFileName' : 'transferBadMessage');
    }
    if (!isPlainName(parsed.data.name)) return this.fail('transferBadFileName');
    const start = parsed.data;
    if (start.size > deps.transferLimits.maxBytes) return this.fail('transferTooLarge');
    if (start.size !== record.size) return this.fail('transferSizeMismatch');
    if (!(await claimRecord(deps.db, record.recordId))) return this.fail('transferRecordBusy');
    this.partPath = join(await incomingFolder(drive), `${record.recordId}.${randomUUID()}.part`);
    this.file = await open(this.partPath, 'wx', 0o600);
    this.hash = createHash('sha256');
    this.start = start;
    connection.send({ type: 'ready' });
    if (start.size === 0) await this.complete();
  }

  async binary(data: Buffer): Promise<void> {
    const { start, file, hash } = this;
    if (!start || !file || !hash) return this.fail('transferNotStarted');
    if (this.received + data.length > start.size) return this.fail('transferTooManyBytes');
    await file.write(data);
    hash.update(data);
    this.received += data.length;
    this.frames += 1;
    const isLast = this.received === start.size;
    if (isLast || this.frames % ACK_EVERY_FRAMES === 0)
      this.context.connection.send({ type: 'ack', bytes: this.received });
    if (isLast) await this.complete();
  }

  async closed(): Promise<void> {
    if (this.isStored) return;
    await this.file?.close();
    this.file = undefined;
    if (this.partPath) await rm(this.partPath, { force: true });
    if (this.record)
      await markSessionFailed(this.context.deps, this.record.recordId, this.failure ?? 'closed before the end');
  }

  private async complete(): Promise<void> {
    const { connection, deps } = this.context;
    const { record, drive, file, hash, partPath, start } = this;
    if (!record || !drive || !file || !hash || !partPath || !start) return;
    await file.close();
    this.file = undefined;
    const sha256 = hash.digest('hex');
    if (start.sha256 && start.sha256 !== sha256) return this.fail('transferChecksumMismatch');
    let placed: string;
    try {
      placed = await placeInDrive(drive, record.remotePath ?? '', start.name, partPath);
    } catch (error) {
      if (!(error instanceof DrivePathError)) throw error;
      return this.fail(error.messageKey, { path: error.path });
    }
    this.partPath = undefined;
    await updateSessionRecord(deps, record.recordId, {
      remote_path: `${DRIVE_LABEL}/${placed}`,
      file_name: start.name,
    });
    await markStored(deps, record.recordId, sha256);
    this.isStored = true;
    connection.finish();
  }

  private fail(key: MessageKey, params: Record<string, string | number> = {}): void {
    this.failure ??= formatMessage(key, 'en', params);
    this.context.connection.fail(key, params);
  }
}

/** A file name that stays inside the chosen folder (the schema applies the shared name rule). */
function isPlainName(name: string): boolean {
  return name !== '.' && name !== '..' && !/[/\\]/.test(name);
}
