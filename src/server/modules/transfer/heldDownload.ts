import { createHash } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import { TransferDirectionCode, type TransferRecord } from '../../../shared/api/transfer';
import { ResponseCode } from '../../../shared/codes';
import { CHUNK_BYTES } from '../../../shared/protocol/transfer';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { openSessionSftp } from '../terminal';
import { DRIVE_LABEL, DrivePathError, openDriveFile } from './desktopDrive';
import { drivePathError } from './driveListing';
import { holdTransfer } from './heldTransfers';
import { createRecord, findRecord, markSessionFailed, transferDir, transferFile, updateSessionRecord } from './service';
import type { SessionTransferTarget } from './sessionTransfers';
import { remoteReason, SftpFiles } from './sftpFiles';

type ChunkSink = (chunk: Buffer) => Promise<void>;
type Source = { name: string; path: string; size: number; read(sink: ChunkSink): Promise<void> };

/** The desktop's file, opened as a download opens it (no links, inside the drive). */
async function driveSource(drive: string, path: string): Promise<Source & { close(): Promise<void> }> {
  const file = await openDriveFile(drive, path);
  return {
    name: file.name,
    path: `${DRIVE_LABEL}/${file.path}`,
    size: file.size,
    async read(sink) {
      for (let position = 0; position < file.size; ) {
        const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, file.size - position));
        const { bytesRead } = await file.handle.read(chunk, 0, chunk.length, position);
        if (bytesRead === 0) break;
        await sink(chunk.subarray(0, bytesRead));
        position += bytesRead;
      }
    },
    close: () => file.handle.close(),
  };
}

/** The SSH host's file over a fresh SFTP channel made like the session's. */
async function sftpSource(deps: Deps, sessionId: number, path: string): Promise<Source & { close(): Promise<void> }> {
  const sftp = await openSessionSftp(deps, sessionId);
  try {
    const files = new SftpFiles(sftp.sftp);
    const remotePath = await files.realpath(path || '.');
    const stats = await files.stat(remotePath);
    if (!stats.isFile()) throw fieldError('remotePath', 'transferRemoteNotAFile');
    const handle = await files.open(remotePath, 'r');
    return {
      name: posix.basename(remotePath) || 'file',
      path: remotePath,
      size: stats.size,
      async read(sink) {
        for (let position = 0; position < stats.size; ) {
          const chunk = await files.read(handle, Math.min(CHUNK_BYTES, stats.size - position), position);
          if (chunk.length === 0) break;
          await sink(chunk);
          position += chunk.length;
        }
      },
      async close() {
        await files.close(handle).catch(() => undefined);
        sftp.close();
      },
    };
  } catch (error) {
    sftp.close();
    throw error;
  }
}

/**
 * POST /transfer/record: the record, and for a download the behaviour policies hold for approval, the held copy
 * (holdDownload) before the answer, so the page reads the record as held at once.
 */
export async function openRecord(
  deps: Deps,
  userId: number,
  body: Parameters<typeof createRecord>[2],
  sourceIp: string,
): Promise<number> {
  const { recordId, target } = await createRecord(deps, userId, body, sourceIp);
  if (target?.held && body.direction === TransferDirectionCode.download) await holdDownload(deps, recordId, target);
  return recordId;
}

/**
 * A download held for approval (docs/file-transfer.md, "Approval"): the file is copied now, as it is, to the held
 * area on the bastion and hashed, so the approver decides on exactly the bytes the user will get; then the request is
 * filed. The reply is the held record (status held 4); once approved, the download socket serves the copy.
 */
export async function holdDownload(deps: Deps, recordId: number, target: SessionTransferTarget): Promise<void> {
  const record = (await findRecord(deps.db, recordId)) as TransferRecord;
  let source: Source & { close(): Promise<void> };
  try {
    source =
      target.drive !== undefined
        ? await driveSource(target.drive, record.remotePath ?? '')
        : await sftpSource(deps, target.sessionId, record.remotePath ?? '');
  } catch (error) {
    await markSessionFailed(deps, recordId, error instanceof Error ? error.message : String(error));
    if (error instanceof DrivePathError) throw drivePathError(error, 'remotePath');
    if (error instanceof AppError) throw error;
    throw fieldError('remotePath', 'transferRemoteFailed', { reason: remoteReason(error) });
  }
  const file = transferFile(deps.dataDir, recordId);
  const hash = createHash('sha256');
  let size = 0;
  try {
    if (source.size > deps.transferLimits.maxBytes) throw fieldError('remotePath', 'transferTooLarge');
    await mkdir(transferDir(deps.dataDir), { recursive: true, mode: 0o700 });
    const copy = await open(file, 'w', 0o600);
    try {
      await source.read(async (chunk) => {
        hash.update(chunk);
        size += chunk.length;
        await copy.write(chunk);
      });
    } finally {
      await copy.close();
    }
  } catch (error) {
    await rm(file, { force: true });
    await markSessionFailed(deps, recordId, error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    await source.close();
  }
  await updateSessionRecord(deps, recordId, { file_name: source.name, remote_path: source.path, size });
  const refusal = await holdTransfer(deps, { ...record, fileName: source.name, size }, hash.digest('hex'));
  if (refusal) throw new AppError(ResponseCode.transferNoApprovalFlow, refusal);
}
