import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { type TransferRecord, TransferStatus } from '../../../shared/api/transfer';
import { CHUNK_BYTES, DownloadStartSchema } from '../../../shared/protocol/transfer';
import { sendAsync, WS_OPEN } from '../../realtime/socket';
import { parseClientText } from './connection';
import type { TransferContext, TransferHandler } from './context';
import { findOwnRecord, transferFile } from './service';

/**
 * Download: start → meta → binary frames of at most 64 KiB → done, from a stored record of the caller
 * (an upload it finished, or a file the server staged for a download record). Each frame waits until the
 * previous one left, so a slow client slows the disk read instead of filling memory. The bytes are
 * hashed on the way out and must match the record's sha256, or the client gets `error:` instead of `done`.
 * `path` in the start message is accepted and ignored: a record holds one file.
 */
export class DownloadHandler implements TransferHandler {
  private record: TransferRecord | undefined;
  private hasStarted = false;

  constructor(private readonly context: TransferContext) {}

  async open(): Promise<void> {
    const { connection, deps, session, recordId } = this.context;
    const record = await findOwnRecord(deps.db, session.userId, recordId);
    if (!record) {
      connection.fail('transferRecordNotFound');
      return;
    }
    if (record.status !== TransferStatus.stored) {
      connection.fail('transferNotReady');
      return;
    }
    this.record = record;
  }

  async text(text: string): Promise<void> {
    const { connection, deps } = this.context;
    const json = parseClientText(text);
    if (connection.closeIfCancelled(json)) return;
    const record = this.record;
    if (!record || this.hasStarted || !DownloadStartSchema.safeParse(json).success) {
      connection.fail('transferBadMessage');
      return;
    }
    this.hasStarted = true;
    connection.send({ type: 'meta', name: record.fileName, size: record.size });
    const file = await open(transferFile(deps.dataDir, record.recordId), 'r');
    const hash = createHash('sha256');
    let sent = 0;
    try {
      for (;;) {
        // A fresh buffer per frame: `ws` may still hold the previous one while it is being written out.
        const chunk = Buffer.alloc(CHUNK_BYTES);
        const { bytesRead } = await file.read(chunk, 0, CHUNK_BYTES, null);
        if (bytesRead === 0) break;
        if (connection.ended || connection.socket.readyState !== WS_OPEN) return;
        const frame = chunk.subarray(0, bytesRead);
        hash.update(frame);
        sent += bytesRead;
        await sendAsync(connection.socket, frame);
        connection.touch();
      }
    } finally {
      await file.close();
    }
    if (sent !== record.size || hash.digest('hex') !== record.sha256) {
      connection.fail('transferChecksumMismatch');
      return;
    }
    connection.finish();
  }

  async binary(): Promise<void> {
    this.context.connection.fail(this.hasStarted ? 'transferBadMessage' : 'transferNotStarted');
  }

  async closed(): Promise<void> {
    // Nothing to undo: a download only reads.
  }
}
