import { createHash, type Hash, randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TransferDirectionCode, type TransferRecord, TransferStatus } from '../../../shared/api/transfer';
import type { MessageKey } from '../../../shared/messages';
import { type UploadStart, UploadStartSchema } from '../../../shared/protocol/transfer';
import { parseClientText } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { claimRecord, findOwnRecord, markFailed, markStored, transferDir, transferFile } from './service';

/** Server → client acks at least once per this many frames (the client keeps 8 frames in flight). */
const ACK_EVERY_FRAMES = 4;

/** How a session's upload held for approval differs from a plain staged one (heldTransfers.ts). */
export interface StagedUploadOptions {
  /** The record's checks at open, failing the connection when they refuse (default: the caller's pending upload). */
  check?: (context: TransferContext) => Promise<TransferRecord | undefined>;
  /** What a complete file becomes (default: stored); a message key when it cannot, which the user is told. */
  settle?: (record: TransferRecord, sha256: string) => Promise<MessageKey | null>;
}

/**
 * Upload: start → ready → binary frames (acked) → done. Bytes go to a temporary file in the transfers
 * directory, hashed as they arrive; the file takes the record's name only when complete, so a failed or
 * cancelled upload leaves no file and its record says failed.
 */
export class UploadHandler implements TransferHandler {
  private record: TransferRecord | undefined;
  private start: UploadStart | undefined;
  private file: FileHandle | undefined;
  private tempPath: string | undefined;
  private hash: Hash | undefined;
  private received = 0;
  private frames = 0;
  private isClaimed = false;
  private isStored = false;

  constructor(
    private readonly context: TransferContext,
    private readonly options: StagedUploadOptions = {},
  ) {}

  async open(): Promise<void> {
    if (this.options.check) {
      this.record = await this.options.check(this.context);
      return;
    }
    const { connection, deps, session, recordId } = this.context;
    const record = await findOwnRecord(deps.db, session.userId, recordId);
    if (!record || record.direction !== TransferDirectionCode.upload) {
      connection.fail('transferRecordNotFound');
      return;
    }
    if (record.status !== TransferStatus.pending) {
      connection.fail('transferRecordBusy');
      return;
    }
    this.record = record;
  }

  async text(text: string): Promise<void> {
    const { connection, deps } = this.context;
    const json = parseClientText(text);
    if (connection.closeIfCancelled(json)) return;
    const parsed = UploadStartSchema.safeParse(json);
    const record = this.record;
    if (!record || this.start || !parsed.success) {
      connection.fail('transferBadMessage');
      return;
    }
    const start = parsed.data;
    if (start.size > deps.transferLimits.maxBytes) {
      connection.fail('transferTooLarge');
      return;
    }
    if (start.size !== record.size) {
      connection.fail('transferSizeMismatch');
      return;
    }
    if (!(await claimRecord(deps.db, record.recordId))) {
      connection.fail('transferRecordBusy');
      return;
    }
    this.isClaimed = true;
    await mkdir(transferDir(deps.dataDir), { recursive: true, mode: 0o700 });
    this.tempPath = join(transferDir(deps.dataDir), `${record.recordId}.${randomUUID()}.part`);
    this.file = await open(this.tempPath, 'wx', 0o600);
    this.hash = createHash('sha256');
    this.start = start;
    connection.send({ type: 'ready' });
    if (start.size === 0) await this.complete();
  }

  async binary(data: Buffer): Promise<void> {
    const { connection } = this.context;
    const start = this.start;
    if (!start || !this.file || !this.hash) {
      connection.fail('transferNotStarted');
      return;
    }
    if (this.received + data.length > start.size) {
      connection.fail('transferTooManyBytes');
      return;
    }
    await this.file.write(data);
    this.hash.update(data);
    this.received += data.length;
    this.frames += 1;
    const isLast = this.received === start.size;
    if (isLast || this.frames % ACK_EVERY_FRAMES === 0) connection.send({ type: 'ack', bytes: this.received });
    if (isLast) await this.complete();
  }

  async closed(): Promise<void> {
    if (this.isStored) return;
    await this.file?.close();
    this.file = undefined;
    if (this.tempPath) await rm(this.tempPath, { force: true });
    if (this.isClaimed && this.record) await markFailed(this.context.deps, this.record.recordId);
  }

  private async complete(): Promise<void> {
    const { connection, deps } = this.context;
    const record = this.record;
    if (!record || !this.file || !this.hash || !this.tempPath) return;
    await this.file.close();
    this.file = undefined;
    const sha256 = this.hash.digest('hex');
    if (this.start?.sha256 && this.start.sha256 !== sha256) {
      connection.fail('transferChecksumMismatch');
      return;
    }
    await rename(this.tempPath, transferFile(deps.dataDir, record.recordId));
    this.tempPath = undefined;
    this.isStored = true;
    const refusal = this.options.settle
      ? await this.options.settle(record, sha256)
      : await markStored(deps, record.recordId, sha256).then(() => null);
    if (refusal) connection.fail(refusal);
    else connection.finish();
  }
}
