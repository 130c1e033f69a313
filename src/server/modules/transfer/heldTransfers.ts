import { copyFile, open, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { TransferDirectionCode, type TransferRecord, TransferStatus } from '../../../shared/api/transfer';
import { formatMessage, type MessageKey } from '../../../shared/messages';
import { CHUNK_BYTES } from '../../../shared/protocol/transfer';
import type { FlowResult } from '../../../shared/rules/flowRules';
import type { Deps } from '../../deps';
import { fileProcessRequest, type ProcessKindHandlers } from '../flow';
import { openSessionSftp } from '../terminal';
import { DRIVE_LABEL, DrivePathError, incomingFolder, placeInDrive } from './desktopDrive';
import { findRecord, markStored, transferFile } from './service';
import { openSessionRecord } from './sessionOpen';
import { findTransferSession } from './sessionTransfers';
import { SftpFiles } from './sftpFiles';
import type { StagedUploadOptions } from './upload';

/**
 * Transfers held for approval (behaviour rule approval 2 on upload or download; docs/file-transfer.md, "Approval").
 * The file waits on the bastion at `<dataDir>/transfers/<record id>`, outside any session's reach, while a request
 * runs on the flow bound to the process kind "transfer". Passed: an upload is placed where it was going (the desktop's
 * drive, or the SSH host over SFTP) and a download becomes downloadable; anything else removes the file. The record
 * is the log entry throughout: held 4, then stored 2 or failed 3 with the reason.
 */

const businessKeyOf = (recordId: number) => `transfer:${recordId}`;
const recordIdOf = (businessKey: string) => Number(businessKey.slice('transfer:'.length));

/**
 * Marks a complete file held and files its request; null when filed, else the reason the user is told (no flow is
 * bound to transfers: the file is removed and the record failed, so nothing waits for an approver who cannot exist).
 */
export async function holdTransfer(deps: Deps, record: TransferRecord, sha256: string): Promise<MessageKey | null> {
  await deps.db
    .updateTable('transfer_records')
    .set({ status: TransferStatus.held, sha256 })
    .where('id', '=', record.recordId)
    .execute();
  const facts = await deps.db
    .selectFrom('terminal_sessions')
    .select(['user_name', 'asset_name', 'account_name'])
    .where('id', '=', record.sessionId ?? 0)
    .executeTakeFirstOrThrow();
  const instanceId = await fileProcessRequest(deps, {
    kind: 'transfer',
    applicant: { id: record.userId, name: facts.user_name },
    businessKey: businessKeyOf(record.recordId),
    facts: { ...(record.assetId === null ? {} : { assetId: record.assetId }), approverIds: [] },
    formData: {
      asset: facts.asset_name,
      account: facts.account_name,
      direction: formatMessage(
        record.direction === TransferDirectionCode.upload ? 'transferFlowUpload' : 'transferFlowDownload',
        'zh',
      ),
      file: record.fileName,
      size: String(record.size),
      sha256,
    },
  });
  if (instanceId !== null) return null;
  await settle(deps, record.recordId, 'transferNoApprovalFlow');
  return 'transferNoApprovalFlow';
}

/** Ends a held record without its file: failed with the reason, the held file removed. */
async function settle(deps: Deps, recordId: number, key: MessageKey, params: Record<string, string> = {}) {
  await rm(transferFile(deps.dataDir, recordId), { force: true });
  await deps.db
    .updateTable('transfer_records')
    .set({
      status: TransferStatus.failed,
      failure: formatMessage(key, 'en', params).slice(0, 512),
      finished_at: deps.now().toISOString(),
    })
    .where('id', '=', recordId)
    .where('status', '=', TransferStatus.held)
    .execute();
}

/** Where an approved upload goes: the desktop's drive folder, or the SSH host's directory over SFTP. */
async function placeUpload(deps: Deps, record: TransferRecord): Promise<string> {
  const target = await findTransferSession(deps, record.userId, record.sessionId ?? 0);
  const held = transferFile(deps.dataDir, record.recordId);
  if (target.drive !== undefined) {
    const part = join(await incomingFolder(target.drive), `${record.recordId}.approved`);
    await copyFile(held, part);
    try {
      return `${DRIVE_LABEL}/${await placeInDrive(target.drive, record.remotePath ?? '', record.fileName, part)}`;
    } finally {
      await rm(part, { force: true });
    }
  }
  const sftp = await openSessionSftp(deps, target.sessionId);
  const source = await open(held, 'r');
  try {
    const files = new SftpFiles(sftp.sftp);
    const remotePath = posix.join(await files.realpath(record.remotePath || '.'), record.fileName);
    const handle = await files.open(remotePath, 'w');
    try {
      for (let position = 0; ; ) {
        const chunk = Buffer.alloc(CHUNK_BYTES);
        const { bytesRead } = await source.read(chunk, 0, chunk.length, position);
        if (bytesRead === 0) break;
        await files.write(handle, chunk.subarray(0, bytesRead), position);
        position += bytesRead;
      }
      await files.close(handle);
    } catch (error) {
      // As a failed live upload: no partial file stays on the host.
      await files.close(handle).catch(() => undefined);
      await files.unlink(remotePath);
      throw error;
    }
    return remotePath;
  } finally {
    await source.close();
    sftp.close();
  }
}

async function release(deps: Deps, record: TransferRecord): Promise<void> {
  if (record.direction === TransferDirectionCode.download) {
    // The file stays staged: the applicant's next download of this record is served from it (download.ts).
    await markStored(deps, record.recordId, record.sha256 ?? '');
    return;
  }
  let placed: string;
  try {
    placed = await placeUpload(deps, record);
  } catch (error) {
    deps.log.warn({ err: error, recordId: record.recordId }, 'an approved upload could not be placed');
    const reason = error instanceof DrivePathError ? formatMessage(error.messageKey, 'en', { path: error.path }) : '';
    return settle(deps, record.recordId, 'transferApprovedNotPlaced', {
      reason: reason || (error instanceof Error ? error.message : String(error)),
    });
  }
  await deps.db
    .updateTable('transfer_records')
    .set({ remote_path: placed })
    .where('id', '=', record.recordId)
    .execute();
  await rm(transferFile(deps.dataDir, record.recordId), { force: true });
  await markStored(deps, record.recordId, record.sha256 ?? '');
}

/** The flow of a held transfer ended: approved files go on, refused, expired, stopped or withdrawn ones are removed. */
async function ended(deps: Deps, businessKey: string, outcome: { result: FlowResult; reason: string }): Promise<void> {
  const record = await findRecord(deps.db, recordIdOf(businessKey));
  if (!record || record.status !== TransferStatus.held) return;
  if (outcome.result === 'passed') return release(deps, record);
  await settle(deps, record.recordId, 'transferRefusedByApprover', { reason: outcome.reason || outcome.result });
}

/** A session upload the policies hold: checked as any session upload, then kept on the bastion and held. */
export function heldUploadOptions(deps: Deps): StagedUploadOptions {
  return {
    check: async (context) =>
      (await openSessionRecord(context, TransferDirectionCode.upload, { isHeldPath: true }))?.record,
    settle: (record, sha256) => holdTransfer(deps, record, sha256),
  };
}

/** Held transfers hear of their flows' ends; the flow itself tells approvers and the applicant (no tasksOpened). */
export const transferFlowHandlers: ProcessKindHandlers = { ended };
