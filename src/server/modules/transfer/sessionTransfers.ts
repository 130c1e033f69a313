import { SessionState } from '../../../shared/api/terminal';
import { TransferDirectionCode } from '../../../shared/api/transfer';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { mayTransfer } from '../grants';
import { behaviorFor } from '../policies';

export interface SessionTransferTarget {
  sessionId: number;
  assetId: number;
  accountId: number;
}

/**
 * The checks before an SFTP transfer through a terminal session, when the record is made and again when its
 * socket opens: the session is the caller's, online and SSH, the caller's rights allow the direction, and so do
 * the behaviour policies as they stand now.
 */
export async function checkSessionTransfer(
  deps: Deps,
  userId: number,
  sessionId: number,
  direction: number,
  sourceIp: string,
): Promise<SessionTransferTarget> {
  const row = await deps.db
    .selectFrom('terminal_sessions')
    .select(['id', 'user_id', 'state', 'protocol', 'asset_id', 'account_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.user_id !== userId || row.state !== SessionState.online)
    throw new AppError(ResponseCode.transferSessionNotFound, 'transferSessionNotFound');
  if (row.protocol !== 'SSH') throw new AppError(ResponseCode.transferSessionNotSsh, 'transferSessionNotSsh');
  const way = direction === TransferDirectionCode.upload ? 'upload' : 'download';
  const target = { assetId: row.asset_id, accountId: row.account_id };
  if (!(await mayTransfer(deps, userId, target, way, sourceIp)))
    throw new AppError(
      ResponseCode.transferDirectionDenied,
      way === 'upload' ? 'transferUploadDenied' : 'transferDownloadDenied',
    );
  const behavior = await behaviorFor(deps, { userId, ...target });
  if (!behavior[way])
    throw new AppError(
      ResponseCode.transferDirectionDenied,
      way === 'upload' ? 'behaviorUploadDenied' : 'behaviorDownloadDenied',
      { policy: behavior.decidedBy[way] ?? '' },
    );
  return { sessionId: row.id, ...target };
}

/** A marker in the session's recording, when the session lives on this node. */
export function markInRecording(deps: Deps, sessionId: number, label: string): void {
  deps.terminals.get(sessionId)?.mark(label);
}
