import { existsSync } from 'node:fs';
import { SessionState } from '../../../shared/api/terminal';
import { TransferDirectionCode } from '../../../shared/api/transfer';
import { ResponseCode } from '../../../shared/codes';
import { driveFolderOf } from '../../bastion/graphical/transferDrive';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { mayTransfer } from '../grants';
import { behaviorFor } from '../policies';

export interface SessionTransferTarget {
  sessionId: number;
  assetId: number;
  accountId: number;
  /** A remote desktop session's transfer drive on this node; undefined for an SSH session (SFTP). */
  drive: string | undefined;
  /** The behaviour policies hold this direction for approval (heldTransfers.ts); false when allowed outright. */
  held: boolean;
}

/** The live remote desktop's transfer drive on this node, or a coded refusal. */
function desktopDrive(deps: Deps, sessionId: number): string {
  const live = deps.graphical.get(sessionId);
  const drive = live && !live.ended ? driveFolderOf(live.processes.folder) : undefined;
  if (!drive || !existsSync(drive)) throw new AppError(ResponseCode.transferNoDrive, 'transferNoDrive');
  return drive;
}

/** The caller's online session able to carry a transfer: SSH, or a remote desktop with its drive on this node. */
export async function findTransferSession(
  deps: Deps,
  userId: number,
  sessionId: number,
): Promise<SessionTransferTarget> {
  const row = await deps.db
    .selectFrom('terminal_sessions')
    .select(['id', 'user_id', 'state', 'protocol', 'asset_id', 'account_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.user_id !== userId || row.state !== SessionState.online)
    throw new AppError(ResponseCode.transferSessionNotFound, 'transferSessionNotFound');
  if (row.protocol !== 'SSH' && row.protocol !== 'RDP')
    throw new AppError(ResponseCode.transferSessionNotSsh, 'transferSessionNotSsh');
  const drive = row.protocol === 'RDP' ? desktopDrive(deps, row.id) : undefined;
  return { sessionId: row.id, assetId: row.asset_id, accountId: row.account_id, drive, held: false };
}

/**
 * The checks before a transfer through a terminal session, when the record is made and again when its socket
 * opens: the session (findTransferSession), the caller's rights for the direction, and the behaviour policies as
 * they stand now (a direction they hold for approval passes, marked held).
 */
export async function checkSessionTransfer(
  deps: Deps,
  userId: number,
  sessionId: number,
  direction: number,
  sourceIp: string,
): Promise<SessionTransferTarget> {
  const found = await findTransferSession(deps, userId, sessionId);
  const way = direction === TransferDirectionCode.upload ? 'upload' : 'download';
  const target = { assetId: found.assetId, accountId: found.accountId };
  if (!(await mayTransfer(deps, userId, target, way, sourceIp)))
    throw new AppError(
      ResponseCode.transferDirectionDenied,
      way === 'upload' ? 'transferUploadDenied' : 'transferDownloadDenied',
    );
  const behavior = await behaviorFor(deps, { userId, ...target });
  const held = !behavior[way] && behavior.held.includes(way);
  if (!behavior[way] && !held)
    throw new AppError(
      ResponseCode.transferDirectionDenied,
      way === 'upload' ? 'behaviorUploadDenied' : 'behaviorDownloadDenied',
      { policy: behavior.decidedBy[way] ?? '' },
    );
  return { ...found, held };
}

/** A marker in the session's recording, when the session lives on this node. */
export function markInRecording(deps: Deps, sessionId: number, label: string): void {
  deps.terminals.get(sessionId)?.mark(label);
}
