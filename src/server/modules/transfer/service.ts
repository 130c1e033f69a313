import { join } from 'node:path';
import type { z } from 'zod';
import {
  type CreateTransferRecordBodySchema,
  TransferDirectionCode,
  type TransferRecord,
  TransferStatus,
} from '../../../shared/api/transfer';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import type { TransferRecordsTable } from '../../db/schema';
import type { Deps, TransferLimits } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { requireDrivePath } from './driveListing';
import { checkSessionTransfer, type SessionTransferTarget } from './sessionTransfers';

/**
 * Transfer records and their files. A record made for a terminal session streams between the browser and the
 * target host over the session's SFTP (sessionUpload.ts, sessionDownload.ts) and keeps no copy on the bastion.
 * A record without a session is browser ↔ bastion only: its file lives at `<dataDir>/transfers/<record id>`
 * (upload.ts stores it, download.ts serves it).
 */

export const DEFAULT_TRANSFER_LIMITS: TransferLimits = { maxBytes: 1024 ** 3, inactivityMs: 60_000 };

export const transferDir = (dataDir: string): string => join(dataDir, 'transfers');
export const transferFile = (dataDir: string, recordId: number): string => join(transferDir(dataDir), String(recordId));

type RecordRow = {
  [K in keyof TransferRecordsTable]: K extends 'id' ? number : TransferRecordsTable[K];
};

export function toTransferRecord(row: RecordRow): TransferRecord {
  return {
    recordId: row.id,
    userId: row.user_id,
    direction: row.direction,
    fileName: row.file_name,
    size: Number(row.size),
    sha256: row.sha256,
    status: row.status,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    sessionId: row.session_id,
    assetId: row.asset_id,
    accountId: row.account_id,
    remotePath: row.remote_path,
    failure: row.failure,
  };
}

export async function createRecord(
  deps: Deps,
  userId: number,
  body: z.output<typeof CreateTransferRecordBodySchema>,
  sourceIp: string,
): Promise<{ recordId: number; target: SessionTransferTarget | null }> {
  if (body.size > deps.transferLimits.maxBytes) throw fieldError('size', 'transferTooLarge');
  const target =
    body.sessionId === undefined
      ? null
      : await checkSessionTransfer(deps, userId, body.sessionId, body.direction, sourceIp);
  if (target && body.direction === TransferDirectionCode.download && !body.remotePath)
    throw new AppError(
      ResponseCode.transferRemotePathRequired,
      'transferRemotePathRequired',
      {},
      {
        data: { field: 'remotePath' },
      },
    );
  if (target?.drive !== undefined) requireDrivePath(body.remotePath ?? '', 'remotePath');
  const { id } = await deps.db
    .insertInto('transfer_records')
    .values({
      user_id: userId,
      direction: body.direction,
      file_name: body.fileName,
      size: body.size,
      sha256: null,
      status: TransferStatus.pending,
      created_at: deps.now().toISOString(),
      finished_at: null,
      session_id: target?.sessionId ?? null,
      asset_id: target?.assetId ?? null,
      account_id: target?.accountId ?? null,
      remote_path: target ? (body.remotePath ?? '') : null,
      failure: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recordId: id, target };
}

/** A record by id, whoever made it (the flow of a held transfer). */
export async function findRecord(db: Db, recordId: number): Promise<TransferRecord | null> {
  const row = await db.selectFrom('transfer_records').selectAll().where('id', '=', recordId).executeTakeFirst();
  return row ? toTransferRecord(row) : null;
}

/** The caller's record; another user's record is answered as missing, so ids reveal nothing. */
export async function findOwnRecord(db: Db, userId: number, recordId: number): Promise<TransferRecord | null> {
  const row = await db
    .selectFrom('transfer_records')
    .selectAll()
    .where('id', '=', recordId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toTransferRecord(row) : null;
}

export async function getOwnRecord(db: Db, userId: number, recordId: number): Promise<TransferRecord> {
  const record = await findOwnRecord(db, userId, recordId);
  if (!record) throw new AppError(ResponseCode.notFound, 'transferRecordNotFound');
  return record;
}

/** Claims a pending record for one socket; false when another socket has it or it is finished. */
export async function claimRecord(db: Db, recordId: number): Promise<boolean> {
  const result = await db
    .updateTable('transfer_records')
    .set({ status: TransferStatus.transferring })
    .where('id', '=', recordId)
    .where('status', '=', TransferStatus.pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markStored(deps: Deps, recordId: number, sha256: string): Promise<void> {
  await deps.db
    .updateTable('transfer_records')
    .set({ status: TransferStatus.stored, sha256, finished_at: deps.now().toISOString() })
    .where('id', '=', recordId)
    .execute();
}

export async function markFailed(deps: Deps, recordId: number): Promise<void> {
  await deps.db
    .updateTable('transfer_records')
    .set({ status: TransferStatus.failed, finished_at: deps.now().toISOString() })
    .where('id', '=', recordId)
    .where('status', '=', TransferStatus.transferring)
    .execute();
}

/** The fields a session (SFTP) transfer learns on the way: the file really written or read, size, result. */
export async function updateSessionRecord(
  deps: Deps,
  recordId: number,
  patch: Partial<Pick<RecordRow, 'file_name' | 'size' | 'remote_path'>>,
): Promise<void> {
  await deps.db.updateTable('transfer_records').set(patch).where('id', '=', recordId).execute();
}

export async function markSessionFailed(deps: Deps, recordId: number, failure: string): Promise<void> {
  await deps.db
    .updateTable('transfer_records')
    .set({ status: TransferStatus.failed, failure: failure.slice(0, 512), finished_at: deps.now().toISOString() })
    .where('id', '=', recordId)
    .where('status', 'in', [TransferStatus.pending, TransferStatus.transferring])
    .execute();
}
