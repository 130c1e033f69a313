import { join } from 'node:path';

/**
 * The drive a remote desktop session shares with the bastion for file transfer (docs/file-transfer.md, "Remote
 * desktops"): xfreerdp redirects it under this name, from this folder inside the session's own folder.
 */
export const DRIVE_NAME = 'Gatehouse';

/** The transfer drive's folder inside a session's folder; it exists only when the drive is redirected. */
export const driveFolderOf = (sessionFolder: string): string => join(sessionFolder, 'drive');
