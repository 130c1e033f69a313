import type { DriveEntry } from '../../../shared/api/transfer';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { DrivePathError, drivePathParts, listDrive } from './desktopDrive';
import { findTransferSession } from './sessionTransfers';

/** A refused drive path as the coded error the HTTP calls answer, naming the field. */
export function drivePathError(error: DrivePathError, field: string): AppError {
  const code =
    error.messageKey === 'transferDriveNotAFolder'
      ? ResponseCode.transferDriveNotAFolder
      : ResponseCode.transferDrivePathInvalid;
  return new AppError(code, error.messageKey, { path: error.path }, { data: { field } });
}

/** Checks the form of a path inside the drive before a record is made; the socket checks the file itself. */
export function requireDrivePath(path: string, field: string): void {
  if (drivePathParts(path) === null) throw drivePathError(new DrivePathError('transferDrivePathInvalid', path), field);
}

/**
 * GET /transfer/sessions/:sessionId/drive: a folder of the caller's remote desktop's transfer drive. The drive exists
 * only while a direction may be used (docs/file-transfer.md), so the session check is the one a transfer makes.
 */
export async function listSessionDrive(
  deps: Deps,
  userId: number,
  sessionId: number,
  path: string,
): Promise<{ path: string; entries: DriveEntry[] }> {
  const { drive } = await findTransferSession(deps, userId, sessionId);
  if (drive === undefined) throw new AppError(ResponseCode.transferNoDrive, 'transferNoDrive');
  try {
    return { path: (drivePathParts(path) ?? []).join('/'), entries: await listDrive(drive, path) };
  } catch (error) {
    if (error instanceof DrivePathError) throw drivePathError(error, 'path');
    throw error;
  }
}
