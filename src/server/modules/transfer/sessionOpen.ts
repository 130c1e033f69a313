import { type TransferRecord, TransferStatus } from '../../../shared/api/transfer';
import { AppError } from '../../errors/appError';
import { openSessionSftp, type SessionSftp } from '../terminal';
import type { TransferContext } from './context';
import { findOwnRecord } from './service';
import { checkSessionTransfer, type SessionTransferTarget } from './sessionTransfers';
import { remoteReason } from './sftpFiles';

/**
 * The socket-side checks of a session transfer: the caller's pending record of this direction, and the
 * session checks again (it may have ended or the grant changed since the record was made).
 */
export async function openSessionRecord(
  context: TransferContext,
  direction: number,
  options: { isHeldPath?: boolean } = {},
): Promise<{ record: TransferRecord; target: SessionTransferTarget } | undefined> {
  const { connection, deps, session, recordId, ip } = context;
  const record = await findOwnRecord(deps.db, session.userId, recordId);
  if (!record || record.direction !== direction || record.sessionId === null) {
    connection.fail('transferRecordNotFound');
    return undefined;
  }
  if (record.status !== TransferStatus.pending) {
    connection.fail('transferRecordBusy');
    return undefined;
  }
  try {
    const target = await checkSessionTransfer(deps, session.userId, record.sessionId, direction, ip);
    // A policy changed to approval after the record was made: the direct path must not carry it.
    if (target.held && !options.isHeldPath) {
      connection.fail('transferNotApproved');
      return undefined;
    }
    return { record, target };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    connection.fail(error.messageKey, error.params);
    return undefined;
  }
}

/** The SFTP channel for a record, or undefined after telling the user why the host was not reached. */
export async function connectSessionSftp(
  context: TransferContext,
  sessionId: number,
): Promise<{ sftp: SessionSftp } | { failure: string }> {
  try {
    return { sftp: await openSessionSftp(context.deps, sessionId) };
  } catch (error) {
    context.deps.log.warn({ err: error, sessionId }, 'session transfer could not reach the host');
    return { failure: remoteReason(error) };
  }
}
